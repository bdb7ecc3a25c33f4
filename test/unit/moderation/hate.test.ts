/**
 * Group-directed hate and ordinary text in South African languages (docs/decisions/0905-moderation-what-ships.md):
 * behaviour only. Accuracy is measured, cross-validated and on blind held-out batches, by `npm run eval:moderation`.
 */
import { describe, expect, it } from 'vitest';
import { threatWeightsSha256 } from '../../../scripts/moderation/threat-pack';
import {
  isCounterSpeech,
  isNegatedStatement,
  isNewsOfViolence,
  isSupportiveStatement,
} from '../../../shared/moderation/counter-speech';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { namedGroup } from '../../../shared/moderation/group-terms';
import { HATE_WEIGHTS_SHA256, PACKED_HATE_MODEL } from '../../../shared/moderation/hate-model/hate-weights';
import { identifyLanguage } from '../../../shared/moderation/language';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';
import { wordClasses } from '../../../shared/moderation/threat-lexicon';
import { ThreatScorer, threatWords, unpackThreatModel } from '../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL } from '../../../shared/moderation/threat-model/threat-weights';

const service = createEmbeddedModerationService();

describe('hate against a group, without a slur', () => {
  it('blocks a call to violence against a group as HATE_SPEECH, naming the group', () => {
    const result = service.classify('We will hunt down the immigrants one by one');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.severity).toBe('HIGH');
    expect(result.categories.map((c) => c.category)).toContain('HATE_SPEECH');
    expect(result.reason).toMatch(/call to violence against a group: foreigners/);
  });

  it('blocks dehumanising talk about a group, naming the group', () => {
    const result = service.classify('Refugees are parasites feeding on our country');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.reason).toMatch(/group: foreigners/);
  });

  it('keeps blocking through a spelling evasion', () => {
    const result = service.classify('m00slims sh0uld all be k1lled');
    expect(result.verdict).toBe('BLOCKED');
    expect(result.reason).toMatch(/group: Muslims/);
  });

  it('never quotes the message in the reason', () => {
    const result = service.classify('We will hunt down the immigrants one by one');
    expect(result.reason).not.toMatch(/hunt/);
  });

  // Decision 0928: South African slurs for English-speaking, Afrikaner and Portuguese South Africans and coloured
  // people, and a spelling of "moffie".
  it('still blocks a quoted slur that no word of the message condemns', () => {
    expect(service.classify('they are "kaffirs", all of them').verdict).toBe('BLOCKED');
    expect(service.classify('"kaffirs" is not racist, it is the truth').verdict).toBe('BLOCKED');
    // The judgement must be of speech: '"X" are disgusting' says it of the group.
    expect(service.classify('"kaffirs" are disgusting').verdict).toBe('BLOCKED');
    expect(service.classify('the "hotnots" se kinders is walglik').verdict).toBe('BLOCKED');
  });

  for (const text of [
    'the rooinekke at the club again',
    'soutpiels everywhere in Umhlanga',
    'hairybacks on the farm road',
    'that porra at the market',
    'bushies at the station',
    'mophies not welcome',
  ]) {
    it(`blocks a South African slur: ${text}`, () => {
      expect(service.classify(text).reason).toMatch(/racist slur|hateful slur/);
    });
  }

  for (const text of [
    'Police say three foreigners were attacked in Durban last night.',
    // Decision 0928: a headline whose news is a hospital, a robbery or a condemnation.
    'Congolese trader shot during robbery in Mamelodi, taken to hospital',
    'Pakistani shopkeeper beaten in Delft, church leaders condemn the attack',
    'Immigrants are welcome at our church on Sunday.',
    'I am going to smash this printer, it jammed again.',
    'Fuck this traffic, I will be late.',
  ]) {
    it(`allows a contrast that names a group or violence: ${text}`, () => {
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }
});

describe('ordinary text in South African languages is sent', () => {
  for (const text of [
    // Written for this test (no dataset text in the repository), in the registers the issue found blocked.
    'Die vergadering van die beheerliggaam word Donderdag in die skoolsaal gehou.',
    'Sawubona, umhlangano wabazali uzoba ngoLwesithathu ehholo lesikole.',
    'Ubuyele ekhaya umfana obelahlekile, kutsho usapho lwakhe.',
    'Umdlalo wanamhlanje uza kuqala ngentsimbi yesithathu.',
    'Re tla kopana hosane hoseng sekolong.',
  ]) {
    it(`does not block: ${text}`, () => {
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }
});

describe('reclaimed self-reference, reported insults and words that are not slurs or groups (decision 0911)', () => {
  for (const text of [
    "I'm such a retard sometimes, I left my keys in the car again",
    'We dykes have to stick together this Pride.',
    'Everyone says I am Asian, so I joke about my gook self',
    'At school they called me a coolie every day.',
    'Selling the bakkie: new motor and tranny, 180 000 km',
    'These new taxes would cripple our small businesses.',
    // Decision 0918: more reclaimed forms, a slur reported and rejected, homonyms in free word order.
    'As a proud dyke I will be at the march on Saturday',
    'Being a moffie in this town takes guts',
    'My fellow dykes, the braai starts at six',
    'me and the other makwerekwere at the salon are closing early',
    'us proud fags are doing the Pride float',
    'The coach called the boy a "moffie" and was suspended',
    'the dam wall and the dyke both broke in the flood',
    'going outside for a quick fag, back in five',
    'The gearbox shop says the tranny on the bakkie is slipping',
    'Die bestuurder het \'n klant \'n "hotnot" genoem en is geskors',
    // Decision 0923: a slur said, shouted or chanted at someone and rejected; the friendly "my n-a"; a riders' club.
    'The boys at the taxi rank shouted "kwerekwere" at my aunt, the SGB must hear about this',
    'Our neighbour yelled "moffie" at my cousin, I am so angry',
    'The coach called the whole squad "a bunch of dykes" and the school banned him',
    'my nigga! see you at the braai',
    // Decision 0928: a describing word after "I'm a", pride opening the message, the writer speaking as a member.
    "I'm a loud dyke and proud of it",
    'proud moffie, proud Capetonian',
    "as a queer black woman I'm exhausted but still standing",
    'we coloureds always find a reason to braai',
    'us Nigerians, we always bring the jollof',
    // A slur only quoted, in a message that condemns it (decision 0928).
    'Die bestuurder skryf "hotnot" in die groep, walglik',
    'Ukubiza abantu ngokuthi "amakwerekwere" kuyinkulumo yenzondo',
    'Dykes on Bikes ride first at Pride',
    // Decision 0931: the writer names themselves after the slur, admits being one; "white trash" as a style of food.
    "they're only allowed one cute darkie friend n that's me lol",
    'I openly admit to being the level of white trash that queues for free hot dogs',
    'honey whiskey on the stoep = white trash heaven',
    // ... read in the group statement too, whose words are squeezed ("cooking" is "coking"); a greeting to one's own.
    'white trash cooking is the best food',
    'I confess to being white trash and proud of it',
    'Dear fellow moffies, the braai starts at six',
    // ... a group taken from, aliens from outer space.
    'In fashion "urban" means "stolen from black people" http://t.co/x1',
    'A new way to look for aliens: find their trash',
    // A slur reported and named as hate speech or as hurtful (decision 0933).
    'The man at the rank called my cousin a kwerekwere. I told him that is hate speech.',
    "Om iemand 'n hotnot te noem is kwetsend, hou op",
  ]) {
    it(`does not block: ${text}`, () => {
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }

  for (const text of [
    "You're such a retard",
    "I'm not a fag, you are",
    'Gary was a tranny',
    'I hate dykes',
    'come with us fag',
    'as a moffie you should know your place',
    'I called him a kaffir and I am not sorry',
    'they called you a moffie and they were right',
    'you fag, go smoke outside',
    'he is a darkie and that is me done with him',
    'you admit to being a kaffir lover',
    'white trash are scum',
  ]) {
    it(`still blocks a slur aimed at someone else: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  it('does not read a verb or a place one letter from a group word as that group', () => {
    expect(namedGroup(threatWords('that would cripple our military'))).toBeUndefined();
    expect(namedGroup(['from', 'indiana'])).toBeUndefined();
    expect(namedGroup(threatWords('ek gaan woolies toe'))).toBeUndefined();
    expect(namedGroup(threatWords('kill all crippels'))).toBe('disabled people');
  });

  it('reads aliens from outer space as no group, and illegal aliens as foreigners (decision 0931)', () => {
    expect(namedGroup(threatWords('do you believe in aliens'))).toBeUndefined();
    expect(namedGroup(threatWords('the aliens landed their spaceship in the veld'))).toBeUndefined();
    expect(namedGroup(threatWords('police look for illegal aliens'))).toBe('foreigners');
    expect(namedGroup(threatWords('aliens are trash'))).toBe('foreigners');
  });

  it('does not read an isiXhosa headline of a burning that happened as a threat, and still reads the threat', () => {
    expect(service.classify('Batshise imoto kamongameli wesikolo izolo').verdict).not.toBe('BLOCKED');
    expect(service.classify('Siza kuyitshisa imoto yakho ngokuhlwa').verdict).toBe('BLOCKED');
  });
});

describe('group names', () => {
  it('finds one word and two word group names in model words, and one-letter evasions of long group words', () => {
    expect(namedGroup(['kil', 'al', 'foreigners'])).toBe('foreigners');
    expect(namedGroup(['gay', 'people', 'are'])).toBe('gay people');
    expect(namedGroup(['abokufika', 'mabaphume'])).toBe('foreigners');
    expect(namedGroup(['see', 'you', 'tomorrow'])).toBeUndefined();
    expect(namedGroup(['i', 'hate', 'imigrants'])).toBe('foreigners');
  });

  it('does not read "abantu" (people) alone as a group; "abantu bangaphandle" (foreigners) stays one', () => {
    expect(namedGroup(['ngibingelela', 'bonke', 'abantu', 'abasekhaya'])).toBeUndefined();
    expect(namedGroup(['abantu', 'bangaphandle', 'mabaphume'])).toBe('foreigners');
  });
});

describe('word classes of hate for the models', () => {
  it('classes derogation, hatred and expulsion words, and every group word as a group', () => {
    expect(wordClasses('vermin')).toContain('derogation');
    expect(wordClasses('izilwane')).toContain('derogation');
    expect(wordClasses('despise')).toContain('hatred');
    expect(wordClasses('ngiyabazonda')).toContain('hatred');
    expect(wordClasses('deport')).toContain('expel');
    expect(wordClasses('xoshani')).toContain('expel');
    expect(wordClasses('muslims')).toContain('group');
    expect(wordClasses('foreigners')).toContain('group');
  });

  it('keeps the class through a spelling evasion, but not for short words that are other words', () => {
    expect(wordClasses('haet')).toContain('hatred');
    expect(wordClasses('disgustin')).toContain('derogation');
    expect(wordClasses('having')).not.toContain('hatred');
    expect(wordClasses('cancel')).not.toContain('derogation');
  });
});

describe('news of violence and counter-speech', () => {
  const words = (text: string) => threatWords(text.toLowerCase().replace(/[^a-z ]/g, ' '));

  it('reads a report of violence against a group as news', () => {
    expect(isNewsOfViolence(words('Three immigrants were attacked in Durban last night, police said'))).toBe(true);
    expect(isNewsOfViolence(words('The march against the killing of foreigners starts at noon'))).toBe(true);
  });

  it('reads a count of victims as a report (decision 0918)', () => {
    const read = (text: string) => canonicalText(analyse(text)).words;
    expect(isNewsOfViolence(read('Gunmen storm village, 12 villagers shot and houses burned'))).toBe(true);
    expect(isNewsOfViolence(read('villagers shot and houses burned'))).toBe(false);
    expect(isNewsOfViolence(read('we will make sure 12 villagers are shot'))).toBe(false);
  });

  it('reads a judgement of how people talk about a group as counter-speech (decision 0918)', () => {
    const text = 'It is so sad how people talk about Somalis on the radio';
    expect(isCounterSpeech(text, canonicalText(analyse(text)).words)).toBe(true);
    const hateful = 'It is sad how Somalis talk, they are animals';
    expect(isCounterSpeech(hateful, canonicalText(analyse(hateful)).words)).toBe(false);
  });

  it('does not read a call to violence as news, even when it names the police', () => {
    expect(isNewsOfViolence(words('We will attack the foreigners tonight, the police cannot stop us'))).toBe(false);
    expect(isNewsOfViolence(words('Foreigners should be killed, police or no police'))).toBe(false);
    expect(isNewsOfViolence(words('Foreigners are parasites'))).toBe(false);
  });

  it('allows news of violence against a group, and still blocks a call to it', () => {
    expect(service.classify('The court heard how the mob burned shops owned by Somalis.').verdict).not.toBe('BLOCKED');
    expect(service.classify('We must burn the shops owned by Somalis tonight.').verdict).toBe('BLOCKED');
  });

  it('reads "stand against" and "spreading the lie" as counter-speech', () => {
    const text = "We stand against anyone who says 'get immigrants out of our country'.";
    expect(isCounterSpeech(text, words(text))).toBe(true);
    const lie = 'Stop spreading the lie that immigrants are criminals.';
    expect(isCounterSpeech(lie, words(lie))).toBe(true);
  });
});

describe('expulsion and violence against a group, and supportive statements', () => {
  it('names a call to expel a group, in English, Afrikaans and the Nguni and Sotho languages', () => {
    for (const text of [
      'Send all Zimbabweans packing, we do not want them here.',
      'Get the immigrants out of our country.',
      'Jaag die buitelanders uit ons land uit.',
      'abokufika mabaphume ezweni lethu.',
      'bajaki ba tlameha ho tswa naheng ya rona.',
    ]) {
      const result = service.classify(text);
      expect(result.verdict, text).toBe('BLOCKED');
      expect(result.reason, text).toMatch(/calling for the expulsion of a group: foreigners/);
    }
  });

  it('names a call to violence against a group in its less common forms', () => {
    for (const text of [
      'Time to start killing foreigners.',
      'Every one of the immigrants deserves a bullet.',
      'Alle buitelanders moet doodgemaak word.',
      'Babulaleni bonke abokufika.',
    ]) {
      expect(service.classify(text).reason, text).toMatch(/calling for violence against a group: foreigners/);
    }
  });

  it('does not read an ordinary instruction to a group as expulsion', () => {
    expect(service.classify('Women must leave the building by 5pm for the fire drill.').verdict).toBe('ALLOWED');
    expect(service.classify('Please send the refugees back their documents.').verdict).not.toBe('BLOCKED');
  });

  it('reads a good or neutral statement about a group as supportive, unless it is hostile, negated or turned', () => {
    for (const text of [
      'muslims deserve equal rights',
      'we stand with nigerians',
      'many immigrants live in this area',
      'jews are people like everyone else',
    ]) {
      expect(isSupportiveStatement(threatWords(text)), text).toBe(true);
    }
    for (const text of [
      'nigerians are not welcome here',
      'jews are people like everyone else but they are scum',
      'we welcome immigrants to the gas chamber',
      'i hate the immigrants who live in this area',
    ]) {
      expect(isSupportiveStatement(threatWords(text)), text).toBe(false);
    }
  });

  it('allows praise by a superlative of virtue and the affirmation of who trans people are, not praise of a vice', () => {
    for (const text of [
      'Trans people are some of the bravest people I know',
      'Black women are the backbone of this country',
      'Trans women are women and deserve respect',
    ]) {
      expect(service.classify(text).verdict, text).toBe('ALLOWED');
    }
    for (const text of [
      'Nigerians are the smartest thieves in Joburg',
      'Indians are the hardest working cockroaches',
    ]) {
      expect(service.classify(text).verdict, text).toBe('BLOCKED');
    }
  });
});

describe('language identification', () => {
  it('tells the five languages apart on ordinary sentences', () => {
    expect(identifyLanguage('Thanks, I will see you at the meeting tomorrow morning.')).toBe('en');
    expect(identifyLanguage('Ek sal more by die vergadering wees, dankie vir die boodskap.')).toBe('af');
    expect(identifyLanguage('Ngiyabonga kakhulu, ngizofika kusasa ekuseni emhlanganweni.')).toBe('zu');
    expect(identifyLanguage('Enkosi kakhulu, ndiza kufika ngomso kusasa kwintlanganiso.')).toBe('xh');
    expect(identifyLanguage('Ke a leboha haholo, ke tla fihla hosane hoseng sebokeng.')).toBe('st');
  });

  it('says other for text too short to tell', () => {
    expect(identifyLanguage('ok')).toBe('other');
    expect(identifyLanguage('123 456')).toBe('other');
  });
});

describe('bundled hate model', () => {
  it('unpacks to exactly the weights training produced', () => {
    expect(threatWeightsSha256(unpackThreatModel(PACKED_HATE_MODEL))).toBe(HATE_WEIGHTS_SHA256);
  });

  it('shares the threat model feature pass: scoring both at once equals scoring each alone', () => {
    const threat = new ThreatScorer(PACKED_THREAT_MODEL);
    const hate = new ThreatScorer(PACKED_HATE_MODEL);
    const words = threatWords('we will hunt down the immigrants one by one');
    const [p, h] = threat.scoreWith(words, hate);
    expect(p).toBeCloseTo(threat.score(words), 12);
    expect(h).toBeCloseTo(hate.score(words), 12);
  });
});

describe('a slur named as a word, with a word of rejection, is not a slur used (decision 0959)', () => {
  const service = createEmbeddedModerationService();
  // Each of these was BLOCKED as a slur before decision 0959.
  for (const text of [
    "Can we stop using the word kwerekwere in this group please. It's a slur",
    'Someone yelled moffie at my brother at the mall. Security did nothing. Not ok',
    'He called my brother "a retard" at the game. Security removed him. Good',
    "Hou op om moffie as 'n belediging te gebruik, dis nie snaaks nie",
    'Kinders wat ander "moffie" noem moet leer dat dit seermaak. Praat met hulle',
    'Ka kopo emisang ho sebedisa lentswe kwerekwere sehlopheng sena, le a kgopisa',
    'Sicela niyeke ukusebenzisa igama elithi kwerekwere kuleli qembu, liyahlambalaza',
    'Umuntu ubhale "amakwerekwere hambani" odongeni lomtholampilo. Lokhu akulungile, sikubikile',
  ]) {
    it(`allows: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'The word for you is moffie',
    'Moffie as an insult? No, as a fact. Moffies are sick',
    'Stop using the word kwerekwere, call them cockroaches instead',
    'I called him a moffie again, not ok that he is here',
  ]) {
    it(`still blocks: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('Afrikaans "niggie", the Dyke March, "<slur> and proud" (decision 0961)', () => {
  const service = createEmbeddedModerationService();
  // Each of these was BLOCKED as a slur before decision 0961.
  for (const text of [
    "My niggie is lesbies en trou in Desember op 'n plaas naby Robertson",
    'Dyke march starts at 10, meet at the fountain',
    "Kwerekwere and proud! My papers came through today, I'm staying",
  ]) {
    it(`allows: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'look at that niggie over there',
    'you niggie en jou ma',
    'Kwerekwere and proud? Go home, all of you',
  ]) {
    it(`still blocks: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('a negation that denies a right or a worth is no defence (decision 0970)', () => {
  const negated = (text: string) => isNegatedStatement(canonicalText(analyse(text)).words);
  it('reads a negation of hate or of a derogation as negated', () => {
    for (const text of [
      "i don't hate gay people",
      "immigrants aren't thieves",
      "i don't think nigerians are scammers",
      "muslims don't deserve the hate they get",
      "women don't deserve to be treated like this",
      "we can't stand by while gay people are beaten",
      "i can't stand racists who hate black people",
      "it's not true that foreigners are all criminals",
    ]) {
      expect(negated(text), text).toBe(true);
    }
  });

  it('does not read a denied right, worth or belonging, a blaming "why can\'t" or a lasting lesson as negated', () => {
    for (const text of [
      "immigrants don't deserve hospital beds",
      "i don't think women should be allowed to vote",
      "lesbians aren't proper women",
      "disabled people can't contribute anything",
      "i can't stand disabled people",
      "why can't the foreigners just go back",
      "they should get a klap they'll never forget",
    ]) {
      expect(negated(text), text).toBe(false);
    }
  });
});

/**
 * Verdicts on the messages of one decision: each of `blocks` BLOCKED (with a reason matching `reason` when given), each
 * of `allows` ALLOWED.
 */
function verdicts(title: string, blocks: readonly string[], allows: readonly string[], reason?: RegExp): void {
  describe(title, () => {
    for (const text of blocks) {
      it(`blocks: ${text}`, () => {
        const result = service.classify(text);
        expect(result.verdict).toBe('BLOCKED');
        if (reason !== undefined) expect(result.reason).toMatch(reason);
      });
    }
    for (const text of allows) {
      it(`allows: ${text}`, () => {
        expect(service.classify(text).verdict).toBe('ALLOWED');
      });
    }
  });
}

verdicts(
  'an attack on a house of worship, and "that" as a determiner (decision 0971)',
  [
    "I'm going to burn down that mosque with everyone inside it",
    'Somebody should torch that church',
    "We'll bomb the church on Sunday, you Christians won't see Monday",
    'Somebody should poison the water tank at that mosque',
    // "they" after a house of worship is still the people named before it.
    'Those people from Zim came to our church. They stink and they steal',
  ],
  [
    "We're going to smash the church quiz this year, our team is ready",
    "I'm going to burn the old church pews at the braai",
    "Let's blow up the balloons for the temple party",
    'We will attack the church roof leak on Saturday with the new sealant',
    "Let's burn down that temple of consumerism",
    'Those people from Zim came to our church. They are lovely neighbours',
  ],
);

verdicts(
  'persecution of a whole group called for (decision 0972)',
  [
    'Trans people should be locked up in asylums for life',
    'Coloureds should all be locked up',
    'Christians must be silenced',
    'Disabled people should be sterilised',
    'Immigrants should be left to drown at the border',
    'Xhosas should be put on buses back to the Eastern Cape',
    'Hindus should have their temples flattened',
  ],
  [
    // The group is not the one punished.
    'Anyone who attacks gays should be locked up',
    'People who hurt foreigners must be jailed',
    'The men who raped that lesbian should be locked up for life',
    'Drunk drivers should be locked up',
    'Disabled people should be put on the priority list',
    'Refugees need to be housed properly',
  ],
  /against a group|expulsion of a group/,
);

verdicts(
  'menace by what the speakers know and a last time named (decision 0973)',
  [
    "Shangaans you won't see December in this town",
    'To all the lesbians at that club: we know your faces. Watch yourselves',
    'Watch ur backs Pedis, we are done talking',
    'Lesbians in Gugs, we know your names. One by one',
  ],
  [
    // One sign alone.
    "Most Malawians won't see Christmas at home this year because of the border queues",
    "The Chinese tourists won't wake up in time for the bus lol",
    'Foreign nationals: we are not responsible for what happens to valuables left in the hall',
    'Refugee families, we know your names are on the food parcel list tonight',
    "Women of the choir, watch yourselves on the wet steps, they're slippery",
    'Muslims, we have your prayer times, be careful on the roads tonight',
  ],
  /call to violence against a group/,
);

verdicts(
  'a way out dead and persecution in the future (decision 0974)',
  [
    'You whites will be driven into the sea, we are ready',
    'any zimbabwean still here by month end will be leaving in a body bag',
    'Any foreigner selling at the rank after today leaves in a body bag',
    'next xhosa who steps into this hostel leaves it horizontal',
    'Zulus who come to our section will go back without heads',
    'Zimbabweans in Alex will be caged',
  ],
  [
    'Illegal immigrants will be jailed and deported, says minister',
    'Foreigners at the border will be processed faster from Monday',
    'Nigerians in Berea will be helped by the new clinic',
    'Three Somali traders left in body bags after the Dunoon attack, police say',
    'The Nigerian family went home in pieces after the funeral, emotionally',
  ],
);

verdicts(
  'a pogrom called for again, and revenge in kind (decision 0975)',
  [
    "Let's give the foreigners a proper 2008 send-off",
    'We need a new Kristallnacht for the Jews of Joburg',
    'Lets give the Sothos a Marikana of their own',
    'It is time somebody did to the Somalis what was done in 2008',
    'Time to do to the whites what they did to us',
  ],
  [
    'Never again: 2008 must not be repeated against foreigners',
    'We should do to the refugees what others did for us: welcome them',
    'We got the right papers for the foreigners after 2008, proper help',
    'Foreigners who arrived after 2008 can finish their papers at Home Affairs',
  ],
  /call to violence against a group/,
);

verdicts(
  'menace by what the group will learn, and promises that it will (decision 0976)',
  [
    'The Chinese in China Mall will learn what happens when they stay here',
    'The Chinese shop owners will wake up to ashes. Mark my words.',
    "When we find the Hindu family that moved in, they'll regret it. Count on it",
    'Malawians, we will visit door to door. Those still here will regret it',
  ],
  [
    'Learners will learn what happens when acids meet bases, bring goggles',
    'Mark my words, the Springboks will win, the Irish will regret it',
    'Muslims of the Cape, the new halal menu is here, trust me on that, you will not regret it',
    'Dear members, we will visit the Muslim families in hospital this week',
  ],
);

verdicts(
  'a lesson taught to a group at its place (decision 0977)',
  ["We're going to teach the women in this office a lesson they'll never forget"],
  [
    "I'll teach the Zulu learners in grade 5 a lesson on fractions",
    'We teach the Somali kids at the centre a lesson in English every Saturday',
  ],
);

verdicts(
  'calls read from spent batch 16 (decision 0979)',
  [
    "Stay inside tonight if ur a foreigner. That's all I'm saying.",
    'Next Zimbo who asks me for piece job gets a brick to the head',
    'Lesbians in this location, u have been warned. We will come and correct u',
    'Hitler should have finished the job with the Jews',
    "Somali shops must be looted and burnt, that's the only language they understand",
    'Women must be kept at home and beaten if they go out alone',
    'Someone please run those Shangaans out of Soshanguve',
    'Every lesbian in the kasi needs to be straightened out by force',
  ],
  [
    'Muslim cricket team, Saturday we go in with bats and pads!',
    "Dear Muslim families, stay indoors tonight, the storm is coming. That's all I'm saying",
    'Run the Zulu kids out of the pool at 5, the lifeguard goes home',
    'Women must be kept informed and helped if they report abuse',
    'The Somali shops must be painted and cleaned before the inspection',
    'Next Nigerian who asks for a loan gets a brick of cheese from me lol',
    'We finished the job with the Zimbabwean builders today, great work',
  ],
);

verdicts(
  'an atrocity of history remembered or taught (decision 0981)',
  ['The Holocaust is a hoax, the Jews invented it to get money'],
  [
    'The Holocaust museum teaches children what happened to the Jews',
    'Visit the Jewish museum to learn about the Holocaust, entry is free',
  ],
);

verdicts(
  'one member of a group as any member: "the next Jewish landlord" (decision 0982)',
  [
    "I'll strangle the next Jewish landlord who sends me an eviction notice",
    "I'll run over the next disabled beggar at the robot, useless things",
    "Any gay boy at this school will be beaten until he's straight",
  ],
  [
    'The Tswana teacher is off sick, Grade 5 will have a free period',
    'Every Muslim teacher deserves a raise',
    'Our Zimbabwean neighbour helped us move',
  ],
  /call to violence against a group/,
);

verdicts(
  'counter-speech condemned and reported in Afrikaans, isiZulu, isiXhosa and Sesotho (decision 0987)',
  [
    'Nigeriërs is leuenaars en diewe',
    'Amakwerekwere mawahambe, akulungile ukuthi basesikhona',
    'keep the malawians in the back where customers cant see them',
  ],
  [
    'Die pamflet wat sê "Zimbabwiërs uit" is xenofobies en ’n leuen',
    'Motho o ngotse hore bajaki ba chesuwe, ke mo tlalehile mapoleseng',
    'Umuntu ubhale "abokufika mabashiswe" eqenjini, ngimbikile ku-admin',
    'Ukuthi "abaphambukeli mabagxothwe" kuyacekisa, akulunganga',
  ],
);

verdicts(
  'a thing that fails is no one threatened: neither the threat patterns nor the model count (decision 0988)',
  [
    'As jou kar nie vat nie, steek ek jou aan die brand',
    "Your car won't start tomorrow, we will burn it with you inside",
    'Sien ons een, breek ons sy bene en sy bakkie',
  ],
  [
    "As die wasmasjien weer lek, slaan ek hom met 'n hamer stukkend",
    "This stupid kettle is broken again, I'm going to smash it",
    'Ukuba imoto yam ayiqali ngomso ndiza kuyitshisa',
    'Koloi ena e sa qale hape, ke tla e chesa',
  ],
);

verdicts(
  'a slur quoted and reacted to: reported, called a slur, painted over, "never again" (decision 0989)',
  [
    'Those "kwerekwere" must be reported and chased out of Alex',
    'Report every "moffie" you see to us, we will deal with them',
  ],
  [
    'Someone painted "moffies out" on the gate. Neighbours are meeting to paint over it',
    '"Hotnot" is a slur, stop using it at work',
    'The guy shouted "makwerekwere" at the taxi rank, I told him never again',
  ],
);

verdicts(
  'menace signs read from spent batch 17: a pity if something happened, the mob let loose, out of their misery (decision 0990)',
  [
    'Dear Somali traders, be a shame if something happened to your shops this weekend',
    'Let the mob sort out the Nigerians in Berea',
    "I'm loading up. Every Indian at the mall on Saturday is fair game",
    'Our crew will deal with the gay guys at that bar. Permanently',
  ],
  [
    'It would be a shame if the Zimbabwean choir missed the final',
    'For Indian families this Diwali, every sweet in the shop is fair game at 20% off',
    'Put the old dog out of its misery, the vet said',
    'We have their names for the Muslim families food parcels list',
  ],
);

verdicts(
  "care for a group's safety is not hate (decision 0991)",
  [
    'Nigerians, be careful on the roads tonight, we are waiting with pangas',
    'Just accept that Zimbabweans are thieves',
  ],
  [
    'Dear Nigerians in our congregation, be careful on the roads this Easter',
    'Dear Zimbabwean members, drive safely and arrive alive this Easter',
  ],
);

verdicts(
  'the writer speaking as a member, saying nothing hostile, is not threatened by the threat model (decision 0993)',
  ['Us makwerekwere will burn this town down if they touch us'],
  ['Us makwerekwere cook the best food in Hillbrow, come taste'],
);

verdicts(
  'news of violence in Afrikaans, isiZulu, isiXhosa and Sesotho: more of its verbs (decision 0994)',
  ['Die Nigeriërs moet doodgemaak word, sê ek'],
  ['Twee Somaliërs is gister in Delft doodgemaak, sê die polisie'],
);

verdicts(
  'calls read from spent batch 17: carve, torch, bleed; shacks; a Mosotho; patience run out (decision 0995)',
  [
    "We're torching the Somali shacks tonight, bring petrol",
    'The Zimbabweans at the rank will bleed when the day comes',
    "I'll carve up any Nigerian who comes near my shop",
    "Dear Somali tenants, we've been very patient. Our patience ends Friday",
  ],
  [
    'The chef will carve the turkey for the Muslim families at the shelter',
    'A Mosotho herder helped us find the lost cow',
    "Dear Nigerian tenants, thank you, you've been very patient with the repairs",
    'The Olympic torch passes the Chinese community centre on Sunday',
  ],
);

verdicts(
  'a statement reported and reacted to: ashamed, shut up, a complaint laid, unfollowed (decision 0996)',
  [
    "I loathe Somalis and I'm not ashamed to say it",
    'Malawians are dirty and spread crime wherever they go',
    'Foreign nationals are an infestation, call pest control not the police',
  ],
  [
    'My aunt said Zimbabweans are thieves. We told her to shut up',
    'People who say Somalis are rats should be ashamed of themselves',
  ],
);

verdicts(
  'violence done in a past form, and casualties counted in words, are news (decision 0999)',
  [
    'Izitolo zabokufika mazishiswe namhlanje',
    'Mabenkele a bajaki a tjheswe bosiu bona',
    'Ngizokushisa njengoba izitolo zabokufika zashiswa ngo-2008',
    'Khumbula ukuthi izitolo zabokufika zatshiswa. Nawe uzoshiswa',
    'Slaan die Somaliërs dood en vat hul winkels',
  ],
  [
    'Izitolo zabokufika zishisiwe eMamelodi',
    'Iivenkile zabantu basemzini ziphangiwe eGugulethu',
    'Mabenkele a bajaki a utswitswe Botshabelo',
    'Batho ba robedi ba shwele ho thunngweng tavern Sebokeng',
    'Abantu abathathu bashonile ekudubuleni eKwaMashu',
    'Skietery in Bishop Lavis, een persoon dood, sê die polisie',
  ],
);

verdicts(
  'a claim denied in five languages, and a quoted slogan removed, reported or walked out on (decision 1901)',
  [
    'Nie alle Nigeriërs is misdadigers nie, party is net kakkerlakke',
    'Akuwona wonke amaNigeria angamasela, kodwa bonke kumele baxoshwe',
    "It's a myth that Somalis are honest, they are all thieves",
    "It's not true that Somalis steal our jobs, but they are dirty",
    'Walked out of the mall and saw those Somali rats again',
    'Case opened against the Nigerians, they are all criminals anyway',
  ],
  [
    "It's a myth that Ethiopians are all thieves",
    'Nie alle Zimbabwiërs is diewe nie, ons tuinier is die eerlikste man wat ek ken',
    'Asingawo onke amaSomali angamasela',
    'Ha se nnete hore Mazimbabwe kaofela ke masholu',
    'Someone sprayed "Somalis must go" on the shop. We painted over it this morning',
    'Uncle said "gays are sick" at lunch and we walked out',
    'My uncle said Somalis are dogs. We walked out of the braai',
    'Someone wrote "hotnot go home" on the wall. Case opened, footage handed in',
    'Somebody wrote "moffies out" on our gate. Case opened at Kagiso SAPS',
    'Umuntu ubhale "amakwerekwere mawahambe" esitolo. Siyicimile',
    'Motho o ngotse "bajaki ba tsamaye" monyako. Re e hlakotse',
  ],
);

verdicts(
  'a slur reclaimed: proud to be one, "my <slur> friends" (decision 1903)',
  [
    'I will kill my faggot friends',
    'You should be proud to be a moffie, faggot',
    'Tell my fag neighbours to shut up',
    'Being proud to be a dyke is a sickness',
  ],
  [
    'Proud to be a dyke and loving it',
    'Happy to be a moffie in this family',
    'Me and my dyke friends are off to the Pride picnic',
    'My moffie brothers always have my back',
  ],
);

verdicts(
  'menace left unsaid: a message sent on, "no X feels safe", the next target, the brothers ready (decision 1905)',
  [
    'Tell your Somali friends the taxi rank is not safe for them anymore',
    'Tell your Pakistani friends we are watching, the rank is not safe anymore',
    'Tell the Zim guys at the car wash the shop is theirs today and ashes tomorrow',
    "We'll make sure no Muslim feels safe in this town again",
    'Hindus of Phoenix, your temple is next',
    'Foreigners have been warned. Nobody will protect them when we are done',
    'Lesbians on this street better hide, the boys are ready',
  ],
  [
    'Surprise party tonight for Sipho! We are coming at 8, the Zulu cousins are bringing the cake',
    'Tell your Indian friends the Diwali market opens on Saturday',
    'We must make sure no foreigner feels unsafe at the clinic',
    'Our Muslim neighbours have been warned about the water outage tonight',
    'The Zim guys fixed our gate, we visit them on Sunday for lunch',
    'My Xhosa mates are ready for the braai tonight',
    'Tell your gay friends the Pride picnic is not safe from rain, bring umbrellas',
    'Make sure no Nigerian child feels left out at the party',
  ],
);

verdicts(
  'menace left unsaid, second reading: the next target, names and guns, a deadline, groups by ability (decision 1905)',
  [
    'Nigerians in this block, nobody will look for you when it happens',
    'The Hindu temple in Lenasia will be a pile of rubble by Friday',
    'We have guns and we have addresses. Every Malawian here is on our list',
    'The Congolese barbers have 48 hours. After that, no more talking',
    'Vigilantes must clean the Congolese out of this township',
    'Mentally ill people must be locked away',
    'My boys and I will burn down that mosque if they build it',
    'Someone should set the refugee camp in Dunoon on fire',
    'We go house to house for every Somali. No mercy.',
  ],
  [
    'Muslim families in Mayfair: the boy hit by the taxi will not walk again, please pray for him',
    'Deaf people can apply for a free hearing test at the clinic',
    'The refugee camp needs blankets, please donate',
    'Mentally ill people should be treated with dignity',
    'The settlers arrived in 1820 in the Eastern Cape',
    'The mosque if you need it is open until 10',
    'Zim guys, your parcels are on our list for delivery tomorrow',
    'The Somali traders have 48 hours to register for the market stalls',
    'Women in the choir, the boys are ready to carry the chairs',
    'Free clinic this Saturday for every Somali, no appointment needed',
  ],
);

verdicts(
  '"South Africans" is a nationality: "Indian / white South Africans" named by the grammar only (decision 1907)',
  [
    'White South Africans are thieves and liars',
    'Indian South Africans should go back to India',
    'Black South Africans are lazy',
  ],
  [
    'White South Africans who fought apartheid deserve a mention',
    'Indian South Africans gave Durban the bunny chow',
    'white South Africans who marched with us deserve thanks',
    'Chinese South Africans have lived in Port Elizabeth for a century',
    'Coloured South Africans make up about 8 percent of the population',
  ],
);

verdicts(
  'menace read from spent batch 21: "dead meat", "I don\'t mean talking", "no X sees Easter", "Ma-Nigeria" (decision 1908)',
  [
    "Somebody must do something about the Nigerians here, and I don't mean talking",
    'ek se, the Vendas at the hostel are dead meat',
    'No Somali trader in Mayfair sees Easter',
    'Ma-Zimbabwe, we have your addresses. Saturday night.',
    'my squad will stomp every gay at the parade',
  ],
  [
    'Ma-Nigeria, the jollof at the market on Saturday night is the best',
    'Somebody must do something about the potholes near the Somali shops',
    'We promise every Nigerian customer a free delivery this month',
    'Our squad will beat every Zulu team in the league',
    'No Somali trader in this market sees a rent increase this year',
    'Our crew will hunt down the best Indian restaurants in Durban',
  ],
);

verdicts(
  'a right or a service the group has: "can apply", "can legally marry", "eligible for" (decision 1911)',
  [
    'Trans people can apply to be put down like the freaks they are',
    'Gays can legally marry but they are still disgusting',
    'Foreigners are eligible for deportation, every last one',
  ],
  [
    'Gay couples can legally adopt in South Africa',
    'Trans people can apply for a new ID at Home Affairs',
    'Refugees are eligible for free treatment at public clinics',
  ],
);

verdicts(
  'menace read from spent batch 22: "no X gets out alive", a weapon brought, "smack every X cashier" (decision 1908)',
  [
    "I'll make sure no Zulu walks out of this hostel alive",
    "We'll make sure no Tsonga walks out of this hostel alive",
    "I'm going to smack every Somali cashier at that shop",
  ],
  [
    'Sadly no Pedi miner was found alive after the collapse, the company said',
    "I'm bringing a knife for the cake at the Muslim wedding",
    'The Indian cashier at Spar gave me extra change, what a gem',
    "We're bringing braai tongs and boerewors for the Zulu guys",
  ],
);
