/**
 * The authored functional set of group-directed hate (written for this project, CC0; no line comes from a dataset):
 * templates in the manner of a functional test suite, each filled with several groups. Hateful functions
 * (derogation, dehumanisation, threats and calls to violence, expulsion, "I hate X", spelling evasions, South African
 * group terms in Afrikaans, isiZulu, isiXhosa and Sesotho) and their non-hateful contrasts (counter-speech quoting
 * hate, news of violence, neutral or positive statements, reclaimed self-reference, profanity at no group, threats
 * against objects).
 *
 * Every row carries its template's id: cross-validation folds by template (scripts/moderation/hate-data.ts), so a
 * template is never both trained on and measured, whatever group fills it.
 */

type FunctionalLabel = 'hate' | 'ok';

export interface FunctionalRow {
  label: FunctionalLabel;
  /** The function: derogation, dehumanisation, violence, expulsion, hate-stated, evasion; counter-speech, news, ... */
  category: string;
  language: 'en' | 'af' | 'zu' | 'xh' | 'st';
  /** Template id (category and number): the unit of cross-validation. */
  template: string;
  text: string;
}

const EN_GROUPS = [
  'women',
  'trans people',
  'gay people',
  'black people',
  'disabled people',
  'Muslims',
  'immigrants',
  'foreigners',
  'Jews',
  'white people',
  'Indians',
  'Zimbabweans',
  'Nigerians',
  'lesbians',
];

const EN: Record<string, { label: FunctionalLabel; templates: string[] }> = {
  derogation: {
    label: 'hate',
    templates: [
      'Why are X so disgusting?',
      'I think X are the scum of the earth.',
      'X are never any good at anything.',
      'Fuck all X.',
      'X are a bunch of useless idiots.',
      'All X are the same: dirty liars.',
      'X are disgusting.',
      'X are scum.',
      'All X are worthless trash.',
      'X are a plague on this country.',
      "I can't stand X, they are all liars and thieves.",
      'X are too stupid to be trusted with anything.',
      'Typical X, dirty and lazy as always.',
      'X are the worst thing that ever happened to South Africa.',
      'Never trust X, every one of them is a criminal.',
      'X have no place in decent society.',
      'X are pathetic and useless.',
      'X are a disgrace to humanity.',
      'Honestly X are just garbage people.',
      'X ruin everything they touch.',
    ],
  },
  dehumanisation: {
    label: 'hate',
    templates: [
      'X are no better than dogs.',
      'X are a cancer on society.',
      'To me X are just insects.',
      'X are animals.',
      'X belong in a zoo.',
      'X are nothing but rats.',
      'X are parasites feeding on us.',
      'X are subhuman.',
      'X are a disease that needs curing.',
      'X breed like cockroaches.',
      'X are vermin.',
      'X are not even human.',
      'X are filthy savages.',
      'Treat X like the dogs they are.',
    ],
  },
  violence: {
    label: 'hate',
    templates: [
      'X should all be shot.',
      'We need to get rid of X for good.',
      'Every one of the X deserves a bullet.',
      'Time to start killing X.',
      'Kill X wherever you find them.',
      'X should be lined up and shot.',
      'I would happily watch all X burn.',
      'I want to kill all X.',
      'X should all be killed.',
      'X deserve to be slaughtered.',
      "Let's go burn the houses of the X tonight.",
      'Shoot every one of the X you see.',
      'We will hunt down X one by one.',
      'X must be wiped out.',
      'Someone should put a bullet in every one of those X.',
      'Gather the men, we are taking out the X on Saturday.',
      'Hang all the X from the lamp posts.',
      'X deserve to die.',
      'Death to X.',
      'We should burn all X alive.',
      'Bring your pangas, tonight we deal with the X.',
      'The world would be better if all X were dead.',
    ],
  },
  expulsion: {
    label: 'hate',
    templates: [
      'X are not welcome here, get out.',
      'X should be thrown out of the country.',
      'Round up the X and send them away.',
      'X must go back where they came from.',
      'Get X out of our country.',
      'X should be deported, all of them.',
      'Chase the X out of this township.',
      'No X allowed in our area, we will drive them out.',
      'Kick every X out of South Africa.',
      'X must leave by Friday or we remove them ourselves.',
      'Send all X packing, we do not want them here.',
    ],
  },
  'hate-stated': {
    label: 'hate',
    templates: [
      'I hate X with a passion.',
      'Honestly, I hate X.',
      'I will always hate X.',
      'I hate X.',
      'I really hate X.',
      'I despise X.',
      'X make me sick.',
      'I hate all X so much.',
      'I have nothing but hatred for X.',
      'Nothing is worse than X.',
    ],
  },
  evasion: {
    label: 'hate',
    templates: [
      'I hate Xx',
      'X are disgustin',
      'X should all be kiled',
      'X are sc*m',
      'I h a t e X',
      'X are animals!!!!!',
      'I haet X.',
      'I have so much hatrd for you X.',
      'X are d1sgusting.',
      'k!ll all X',
      'X are scumm',
      'X sh0uld all be k1lled',
      'I h8 X',
      'X are v e r m i n',
      'X are animalz',
      'deport all X n0w',
    ],
  },
  'counter-speech': {
    label: 'ok',
    templates: [
      'Saying that X are scum is racist and wrong.',
      'Why do people still say X are animals? It is hateful.',
      'Calling X parasites is hate speech.',
      'I reported the post saying X should be killed.',
      'That comment about X being vermin is unacceptable.',
      'You cannot call X disgusting and expect us to stay quiet.',
      "'X must go back' is a xenophobic lie.",
      'Stop calling X criminals, it is bigotry.',
      'We condemn the statement that X deserve to die.',
      "The message 'kill all X' was reported to the police.",
      "Saying 'X are disgusting' is hateful and wrong.",
      'If you say X should be killed, you are the problem.',
      "I'm sick of people claiming X are animals.",
      "Statements like 'I hate X' have no place in our group.",
      'He posted that X belong in a zoo, so we reported him to the police.',
      'Stop spreading the lie that X are criminals.',
      "Calling X vermin is dehumanising. Please don't.",
      'Nobody should ever say X deserve to die.',
      "We stand against anyone who says 'get X out of our country'.",
      'It is disgusting how people talk about X online.',
    ],
  },
  news: {
    label: 'ok',
    templates: [
      'Two X were stabbed in an attack in Pretoria, police confirmed.',
      'The suspects who killed three X appeared in court today.',
      'Hate crimes against X rose last year, a study found.',
      'A mob attacked X in the township on Sunday; four were arrested.',
      'The commission heard evidence of violence against X in 2008.',
      'Survivors described how X were burned out of their homes in 2008.',
      'Police are investigating threats made against X in the area.',
      'The march against the killing of X will start at noon.',
      'Three X were attacked in Durban last night, police said.',
      'Police arrested five men after the killing of two X.',
      'The court heard how the mob burned shops owned by X.',
      'Violence against X flared again in Alexandra this week.',
      'A report shows that attacks on X have doubled since 2019.',
      'Community leaders condemned the murder of X in the township.',
      'X who fled the violence are sheltering at the community hall.',
    ],
  },
  'neutral-positive': {
    label: 'ok',
    templates: [
      'X are just people trying to make a living.',
      'Some of my best colleagues are X.',
      'X have the same rights as everyone else.',
      'There are X in every profession.',
      'X are part of our history.',
      'Our clinic serves X and everyone else.',
      'Two X won awards at the ceremony last night.',
      'X built much of this city.',
      'I went to a wedding of two X on Saturday.',
      'We stand with X.',
      'I love working with X.',
      'X are welcome in our church.',
      "We're hosting a support group for X on Friday.",
      'Many X live in this area.',
      'X deserve equal rights.',
      'Our team includes X and we are proud of it.',
      'X are people like everyone else.',
      'The workshop for X starts at 10am in hall B.',
      'We must protect X from discrimination.',
      'Happy to welcome X to our community.',
    ],
  },
  negation: {
    label: 'ok',
    templates: [
      'I do not hate X.',
      'X are not animals.',
      'No one should ever hurt X.',
      'X are not disgusting, they are our neighbours.',
      'I would never say X should leave.',
      'X do not deserve to be treated like this.',
    ],
  },
  'object-threat': {
    label: 'ok',
    templates: [
      "I'll kill this spider if it comes near me.",
      "I'm going to burn these old letters.",
      'I will destroy this weed in the garden.',
      'Shoot, I forgot to bring the charger.',
      "I'm going to smash this printer.",
      "I swear I'll burn this stupid form.",
      "I'm going to kill this exam tomorrow.",
      "I'm going to destroy that chocolate cake.",
      'I want to throw this laptop out the window.',
      'This car is dead, I will strip it for parts.',
      'I could murder a burger right now.',
      'Burn the old leaves in the garden on Saturday.',
    ],
  },
  'profanity-no-group': {
    label: 'ok',
    templates: [
      "Fuck, I'm late for work again.",
      'This shit coffee is cold.',
      'Fucking hell that was close.',
      'This fucking traffic is driving me mad.',
      'Shit, I forgot my keys again.',
      'What a fucking great game last night!',
      'Fuck this weather, it will not stop raining.',
      'Damn, the taxi left without me.',
      'Holy shit, the power is back on.',
      'My bloody phone died again.',
      'Bullshit, there is no way that was offside.',
    ],
  },
  reclaimed: {
    label: 'ok',
    templates: [
      "As a gay man I'm queer and proud of it.",
      'Us queers are meeting at 7 at the usual place.',
      'We dykes have to stick together this Pride.',
      'I am a proud disabled woman and I will not be quiet.',
      'Black women like me are tired and we are still showing up.',
      "As an immigrant I'm proud of where I come from.",
      'Us trans girls know how to throw a party.',
      'Being a Muslim woman in Joburg is its own adventure.',
    ],
  },
};

/** Templates with no group slot use one filling; the others are filled with each of the groups below. */
const NO_GROUP = new Set(['object-threat', 'profanity-no-group', 'reclaimed']);

/** Afrikaans, isiZulu, isiXhosa and Sesotho: group word slots filled from the language's own group words. */
const SA: {
  language: FunctionalRow['language'];
  groups: string[];
  sets: Record<string, { label: FunctionalLabel; templates: string[] }>;
}[] = [
  {
    language: 'af',
    groups: ['buitelanders', 'swartmense', 'witmense', 'Moslems', 'gays', 'vroue', 'Jode'],
    sets: {
      dehumanisation: { label: 'hate', templates: ['X is diere.', 'X is niks anders as rotte nie.', 'X is vuilgoed.'] },
      violence: {
        label: 'hate',
        templates: ['Alle X moet doodgemaak word.', 'Ons gaan vanaand die X se huise afbrand.', 'Skiet al die X.'],
      },
      expulsion: {
        label: 'hate',
        templates: ['Jaag die X uit ons land uit.', 'X moet teruggaan waar hulle vandaan kom.'],
      },
      'hate-stated': { label: 'hate', templates: ['Ek haat X.', 'Ek kan X nie verdra nie, hulle is walglik.'] },
      news: { label: 'ok', templates: ['Drie X is gisteraand in Kaapstad aangeval, sê die polisie.'] },
      'neutral-positive': { label: 'ok', templates: ['X is welkom in ons kerk.', 'Baie X woon in hierdie buurt.'] },
      'counter-speech': { label: 'ok', templates: ["Wie sê 'X is diere' is 'n rassis en ons sal hom aanmeld."] },
    },
  },
  {
    language: 'zu',
    groups: ['abokufika', 'abamhlophe', 'amakholwa', 'izitabane', 'abesifazane'],
    sets: {
      dehumanisation: { label: 'hate', templates: ['X yizilwane.', 'X bangamagundane nje.'] },
      violence: { label: 'hate', templates: ['Bulalani bonke X.', 'Sizoshisa izindlu zabo X namhlanje ebusuku.'] },
      expulsion: { label: 'hate', templates: ['X mabaphume ezweni lethu.', 'Xoshani bonke X endaweni yethu.'] },
      'hate-stated': { label: 'hate', templates: ['Ngiyabazonda X.'] },
      news: { label: 'ok', templates: ['Kuhlaselwe X abathathu eThekwini izolo kusho amaphoyisa.'] },
      'neutral-positive': { label: 'ok', templates: ['X bamukelekile esontweni lethu.'] },
    },
  },
  {
    language: 'xh',
    groups: ['abaphambukeli', 'abamhlophe', 'abantu abamnyama', 'abasetyhini'],
    sets: {
      dehumanisation: { label: 'hate', templates: ['X zizilwanyana.'] },
      violence: { label: 'hate', templates: ['Babulaleni bonke X.', 'Siza kutshisa izindlu zika X ngokuhlwanje.'] },
      expulsion: { label: 'hate', templates: ['X mabaphume elizweni lethu.'] },
      'hate-stated': { label: 'hate', templates: ['Ndiyabacaphukela X.'] },
      news: { label: 'ok', templates: ['Kuhlaselwe X abathathu eMonti izolo, latsho ipholisa.'] },
      'neutral-positive': { label: 'ok', templates: ['X bamkelekile ecaweni yethu.'] },
    },
  },
  {
    language: 'st',
    groups: ['bajaki', 'makgowa', 'batho ba batsho', 'basadi'],
    sets: {
      dehumanisation: { label: 'hate', templates: ['X ke diphoofolo.'] },
      violence: { label: 'hate', templates: ['Bolayang X bohle.', 'Re tla tjhesa matlo a X bosiung bona.'] },
      expulsion: { label: 'hate', templates: ['X ba tlameha ho tswa naheng ya rona.'] },
      'hate-stated': { label: 'hate', templates: ['Ke hloile X.'] },
      news: { label: 'ok', templates: ['X ba bararo ba hlasetswe maobane, ho rialo mapolesa.'] },
      'neutral-positive': { label: 'ok', templates: ['X ba amohelehile kerekeng ya rona.'] },
    },
  },
];

/** Every row of the functional set. */
export function functionalRows(): FunctionalRow[] {
  const rows: FunctionalRow[] = [];
  for (const [category, { label, templates }] of Object.entries(EN)) {
    templates.forEach((t, i) => {
      const template = `en ${category} ${i + 1}`;
      if (NO_GROUP.has(category)) {
        rows.push({ label, category, language: 'en', template, text: t });
        return;
      }
      for (const g of EN_GROUPS) rows.push({ label, category, language: 'en', template, text: t.replace('X', g) });
    });
  }
  for (const { language, groups, sets } of SA) {
    for (const [category, { label, templates }] of Object.entries(sets)) {
      templates.forEach((t, i) => {
        const template = `${language} ${category} ${i + 1}`;
        for (const g of groups) rows.push({ label, category, language, template, text: t.replace('X', g) });
      });
    }
  }
  return rows;
}
