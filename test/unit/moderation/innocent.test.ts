import { describe, expect, it } from 'vitest';
import { createEmbeddedModerationService } from '../../../shared/moderation/embedded-classifier';
import { withoutIdioms } from '../../../shared/moderation/idioms';
import {
  announcesAService,
  controlsPests,
  excusesThreatVerdict,
  huntsGame,
  meetsTheReader,
  namesAButcher,
  playsAMatch,
  reportsNews,
  sellsToTheReader,
  threatensOnlyAThing,
  visitsSocially,
  wishesOrOffersWell,
  withholdsForABill,
} from '../../../shared/moderation/innocent-setting';
import { analyse } from '../../../shared/moderation/normalise';
import { canonicalText } from '../../../shared/moderation/patterns';

const service = createEmbeddedModerationService();

/** Text that shares letters with a slur or a threat but is harmless. None may be BLOCKED. */
const LOOK_ALIKES: readonly string[] = [
  // Places
  'We drove through Scunthorpe on the way to Leeds.',
  'Penistone market is open on Thursday mornings.',
  'The Clitheroe castle tour starts at 10.',
  'Our new office is in Middlesex, near Heathrow.',
  'The Kafue river bridge is closed for repairs.',
  'Flights to Niger and Nigeria are delayed today.',
  'Coonamble show is on this weekend.',
  'Staying at Boesmans River Mouth over Easter.',
  'Hiking the Hottentots Holland mountains on Sunday.',
  "Walking the Offa's Dyke path next month.",
  'Essex and Sussex are both sold out.',
  'Arsenal v Spurs kicks off at 5.',
  'Shitterton is a real village in Dorset.',
  'The Coon Carnival parade passes Bo-Kaap at noon.',
  'Is the Pakistan v South Africa test on tonight?',
  // Food and plants
  'Add two kaffir lime leaves to the curry.',
  'Kaffir limes are R20 a bag at the market.',
  'The kaffir lily in the garden is flowering.',
  'Faggots and peas for dinner tonight, love Mum.',
  'Shiitake mushrooms are on special.',
  'Buy a box of Spicy Wings for the party.',
  'Cocktail hour at 6, bring ice.',
  'Pass the crackers and cheese please.',
  // Surnames and names
  'Dickens is the set book this term.',
  'Please call Mr Spicer about the invoice.',
  'Ms Cox and Mr Hancock will attend.',
  'Terry Wogan was on the radio.',
  'Nigel will fetch the kids at 3.',
  'Boesman and Lena is on at the Market Theatre.',
  'Dick Van Dyke is in the film tonight.',
  // Words containing slur letters
  'The assassin in that game is overpowered.',
  'My therapist moved my appointment to Friday.',
  'Learn new skills at our free workshop.',
  'He sniggered at the joke.',
  'Please do not niggle about the details.',
  'A niggardly sum for so much work.',
  'Do not denigrate your colleagues.',
  'The tycoon bought another hotel.',
  'There is a raccoon in the bin again.',
  'The caterpillar made a cocoon.',
  'We sell fire retardant paint.',
  'This drug retards growth of the tumour.',
  'There is a chink in the armour of their defence.',
  'Our Maine coon cat had kittens!',
  'The kitchen is spic and span now.',
  'Wearing my coolie hat in the sun.',
  'Need a fag break, back in 5.',
  'Only bought 20 fags this week.',
  'The car needs new tranny fluid.',
  'That is just gobbledy gook to me.',
  // Violent words used harmlessly
  'Please kill the lights when you leave.',
  'I will shoot you an email later today.',
  'I will beat you at chess this time.',
  "I'll burn you a CD of the wedding photos.",
  "Don't kill yourself studying, take a break.",
  'This heat will kill you, drink water.',
  'I could just die of embarrassment.',
  'You killed it at karaoke last night!',
  'I will cut your hair on Saturday.',
  'The shooting range opens at 9.',
  'Still, you should burn the old letters.',
  'Goodie bags are ready, the cake is to die for.',
  'I hope you enjoy the goodie bags, dont die of excitement!',
  'Please skill yourself up before the course.',
  'I hate Mondays.',
  'We hate the new parking rules.',
  'The Springboks will destroy them on Saturday.',
  // Spaced letters and initials that must not be glued into a slur
  'Is it hot? not really.',
  'S P I C E girls tribute tonight.',
  'Meet at the K F C on Main road.',
  'U R A star, thanks for today.',
  // Neighbouring words, masked symbols and abbreviations the looser rules (split words, masked
  // letters, dropped vowels, glued and stretched phrases) could misread
  'Cook if fir trees are cheaper than pine, ask at the nursery.',
  'Kaf fee at 10? The new place on Long street.',
  'Scun thorpe United won again.',
  'Flights to n i g e r i a are full this week.',
  'The sp ic y wings are back on the menu.',
  'Got my wet back from the rain, bring a towel.',
  'Is it hot not cold there?',
  'Zipper head band is R50 at the market.',
  'Please go ok?',
  'The kaf fir lime tree is dying.',
  'Use the k*ffir lime leaves, not the dried ones.',
  'Rate it 5*, the hotel was great.',
  'Order #12.5*3 units by Friday.',
  'Bring drks and snacks, c u at 8',
  'He is rtrd now, lives in Hermanus.',
  'Thx 4 the drnk, pls call the bldg mngr',
  'Get the chng from the shop pls',
  'Goooodie bags for everyone!!!',
  '#goooodiebags for the kids party',
  'Loooovethegoodiebag, thanks!!',
  'Sooo good, you killllled it tonight',
  'I am sooo dead tired, killlling me',
  'Looove u, see you at the goodieee stall',
];

describe('innocent look-alikes', () => {
  it('has at least 50 cases', () => {
    expect(LOOK_ALIKES.length).toBeGreaterThanOrEqual(50);
  });

  for (const text of LOOK_ALIKES) {
    it(`does not block: ${text}`, () => {
      const result = service.classify(text);
      expect(result.verdict, result.reason).not.toBe('BLOCKED');
      expect(result.severity).not.toBe('HIGH');
    });
  }
});

describe('profanity alone is not abuse', () => {
  const PROFANE: readonly string[] = [
    'Fuck, I missed the bus again.',
    'This shit is so good, thanks for the recipe.',
    'What the fuck is taking so long?',
    "Don't be a bitch about it, just come.",
    'Life is a bitch sometimes.',
    'Holy shit we won!!',
    'Fucking traffic on the N1 again.',
    'He is such an asshole, ignore him.',
    'Damn, that bastard took my parking.',
    'Bloody hell, what a day.',
    'Stop bitching and get in the car lol',
    "I'm so fucking tired.",
  ];

  for (const text of PROFANE) {
    it(`does not raise a HIGH category for: ${text}`, () => {
      const result = service.classify(text);
      expect(result.severity).not.toBe('HIGH');
      expect(result.categories.map((c) => c.category)).not.toContain('ABUSE');
    });
  }

  it('does block when the same profanity comes with a threat', () => {
    expect(service.classify('Fuck you, I will kill you').verdict).toBe('BLOCKED');
  });
});

describe('a threat aimed only at a thing (decision 0919)', () => {
  const AT_THINGS: readonly string[] = [
    "I'm going to kill this stupid scanner, it jammed again",
    'Hate this toaster, I will kick it to death',
    'I swear I will strangle my laptop today',
    'This dishwasher needs a bullet',
    'Ndiza kuyaphula le printer ukuba iphinda yabambeka',
    'Ke tla bolaya mochini ona, o robehile',
    // The thing as the subject of the call (decision 0923).
    'My router deserves a slow death',
    'this stupid bakkie must burn',
    // "The" thing ending its clause or its call, and a tool of violence it "gets" (decision 0928).
    'I will shoot the kettle tomorrow',
    'the inverter is getting a hammer tonight',
    'this old mower gets the axe on Saturday',
    // An institution a measure "would cripple" (decision 0931).
    'that would cripple our military',
  ];
  for (const text of AT_THINGS) {
    it(`is not blocked as a threat: ${text}`, () => {
      expect(threatensOnlyAThing(canonicalText(analyse(text)).words)).toBe(true);
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }

  const AT_PEOPLE: readonly string[] = [
    'Fix the printer or I will kill you',
    'I will kill this printer and then your brother',
    'Hang the Clintons on national TV',
    'burn it down, the door is already nailed shut',
    'skiet hierdie foon en dan vir hulle ook',
    'my car must burn and so must you',
    'I will shoot the car guard tomorrow',
  ];
  for (const text of AT_PEOPLE) {
    it(`is still read as a threat to a person: ${text}`, () => {
      expect(threatensOnlyAThing(canonicalText(analyse(text)).words)).toBe(false);
    });
  }
});

describe('shooting and hunting game (decision 0931)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  for (const text of [
    'the boys went to shoot ducks at the dam',
    'Going to shoot some guineafowl this weekend if you want to come',
    "I don't hunt birds unless you count shooting dove off my power line with a bb gun",
  ]) {
    it(`lets the threat model's verdict go: ${text}`, () => {
      expect(huntsGame(words(text))).toBe(true);
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }

  for (const text of ['shoot the ducks then shoot you', 'we shot a kudu and next we shoot them', 'I will shoot you']) {
    it(`still reads a threat to a person: ${text}`, () => {
      expect(huntsGame(words(text))).toBe(false);
    });
  }

  it('reads going hunting as a pastime, not hunting for people or a group (decision 0980)', () => {
    expect(huntsGame(words('mock girls who use guns and go hunting. Who is more manly?'))).toBe(true);
    expect(huntsGame(words("We're going hunting for foreigners tonight"))).toBe(false);
    expect(huntsGame(words('Tonight we go hunting, every Nigerian in Berea better hide'))).toBe(false);
    expect(huntsGame(words('we go hunting them tonight'))).toBe(false);
  });
});

describe('a tranny in a car (decision 0980)', () => {
  it('reads "tranny" beside an engine as a gearbox, and still blocks it otherwise', () => {
    expect(service.classify("lemme just throw a 302 in it, how's the tranny??").verdict).toBe('ALLOWED');
    expect(service.classify('Some tranny at the swap meet').verdict).toBe('BLOCKED');
  });
});

describe('good wishes, offers and polite requests to the reader (decision 0919)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  for (const text of [
    'Siyavuyisana nawe ngomtshato wakho',
    'Ek gaan Woolies toe, moet ek iets vir jou kry?',
    'Kan jy asb die wasgoed inhaal, dit gaan reën',
    'Congratulations on the new job, we will celebrate on Friday',
  ]) {
    it(`lets the threat model's verdict go: ${text}`, () => {
      expect(wishesOrOffersWell(words(text))).toBe(true);
      expect(service.classify(text).verdict).not.toBe('BLOCKED');
    });
  }

  for (const text of [
    'Congratulations, you are a dead man',
    'Baie geluk met die tender. 15% vir die manne of jy gaan nie lewe nie',
    'can you please die already',
    'Kan jy asb die geld stuur, of ons kom haal dit by jou huis',
  ]) {
    it(`keeps a threat dressed as a wish or a request: ${text}`, () => {
      expect(wishesOrOffersWell(words(text))).toBe(false);
    });
  }
});

describe('a service announced to a customer (decision 0944)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0944.
  for (const text of [
    'Ons kom Dinsdag jou huis se geyser herstel.',
    'Ons kom more jou fiber installeer tussen 8 en 12.',
    'Ons bestuurder kom vandag na jou huis met jou pakkie.',
    'Ons kom Vrydag by jou aan om die ou yskas af te haal.',
    'Ons span kom Saterdag jou meter lees by jou huis.',
    'Sizofika ekhaya lakho kusasa ukufaka i-fibre.',
  ]) {
    it(`lets the threat model's verdict go: ${text}`, () => {
      expect(announcesAService(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'We will come to fix you and your geyser.',
    'Ons kom jou geyser herstel en dan breek ons jou bene.',
    'Ons kom jou pakkie Dinsdag aflewer, of anders.',
    'Our driver is coming to your house tonight with a gun to deliver your parcel.',
    'The courier knows your family, we deliver the parcel to your kids tomorrow.',
    'Sizokulungisa kusasa ekhaya lakho, siletha iphasela.',
    'Re tla o lokisa hosane ha re tlisa phasela.',
    'Ons kom jou Dinsdag herstel.',
  ]) {
    it(`keeps a threat dressed as a service: ${text}`, () => {
      expect(announcesAService(words(text))).toBe(false);
    });
  }

  it('leaves the threat patterns to count', () => {
    const text = 'We know where you live. Our driver will deliver your parcel on Tuesday.';
    expect(service.classify(text).verdict).toBe('BLOCKED');
  });
});

describe('"hang" in an everyday idiom is no evidence of a threat (decision 0947)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0947.
  for (const text of [
    "Hang on, I'll call you back",
    'Hang on a sec',
    "Let's hang out tomorrow",
    "Hang in there, you'll be fine",
    'He hung up on me',
    "Hang tight, we'll sort it out",
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(withoutIdioms(words(text))).not.toEqual(words(text));
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Hanging on a rope',
    'He will be hung on Dec 27',
    'They should be hung in public',
    'A millstone hung around his neck',
    'They should hang around together, in one noose',
    'Hang them up',
    'HANG EM',
  ]) {
    it(`keeps the literal sense: ${text}`, () => {
      expect(withoutIdioms(words(text))).toEqual(words(text));
    });
  }

  for (const text of ["Hang on, I'm coming to kill you", 'hang in there, we will find you and hang you']) {
    it(`still reads the rest of the message: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('a notice of what is withheld for an unpaid bill (decision 0948)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0948.
  for (const text of [
    'Remember to pay your school fees before Friday or your child will be excluded from the trip',
    "Please settle your account by Friday or your son's place will be given to another learner",
    'Your child will be removed from the aftercare list if fees are not paid',
    'Khokha imali yesikole ngoLwesihlanu noma ingane yakho ngeke ihambe uhambo',
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(withholdsForABill(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Khokha noma ingane yakho ngeke ibuye esikoleni',
    'Pay R5000 by Friday or your child will be removed from this world',
    'Pay or your child will miss the trip home, forever',
    'Pay the fees or your son will be excluded from the trip and we will burn your house',
    'Pay the fees or your son will be excluded from the trip in a body bag',
  ]) {
    it(`keeps a threat dressed as a notice: ${text}`, () => {
      expect(withholdsForABill(words(text))).toBe(false);
    });
  }

  it('leaves the threat patterns to count', () => {
    expect(service.classify('Pay R5000 by Friday or your child will not come home from the school trip').verdict).toBe(
      'BLOCKED',
    );
  });
});

/**
 * Everyday and business SMS in the five languages that probing for decisions 0944, 0947 and 0948 found allowed: visits,
 * reminders, payment notices, sales talk with violent idioms, greetings to a group. None may be BLOCKED.
 */
const EVERYDAY_SMS: readonly string[] = [
  'Our technician will come to your house on Tuesday to fix the geyser.',
  'We are coming to your home tomorrow between 8 and 12 to install your fibre.',
  'Our driver will come to your house today to deliver your parcel.',
  'Ons tegnikus kom Dinsdag na jou huis toe om die geyser reg te maak.',
  'Umshayeli wethu uzofika emzini wakho namuhla nephasela lakho.',
  'Ugcisa wethu uza kufika endlwini yakho ngoLwesibini ukulungisa igiza.',
  'Re tla fihla lapeng la hao hosane ho kenya fibre.',
  'Onthou jou afspraak môre om 10:00 by Dr Botha. Antwoord JA om te bevestig.',
  'Ons sien jou môre by die kliniek.',
  'Jou rekening is agterstallig. Betaal asseblief voor Vrydag om afsny te voorkom.',
  'Ons kom jou haal by die lughawe om 6.',
  'Ons gaan jou more bel oor jou lening.',
  'Jou water word Dinsdag 9-12 afgesny vir herstelwerk.',
  'Sawubona! Ukhumbule isikhathi sakho sokubonana nodokotela kusasa ngo-10:00.',
  'Ugesi uzocishwa ngoLwesithathu kusukela ngo-9 kuya ku-12 ukulungisa izintambo.',
  'Siza kukutsalela umnxeba ngomso.',
  'Motlakase o tla tjhaolwa ka Laboraro ho tloha ka 9 ho isa ka 12.',
  'Re tla o letsetsa hosane ho netefatsa nako.',
  'Final notice: pay R450 by Friday or your account will be handed over to our attorneys',
  'Your electricity will be cut off if payment is not received by 30 Nov',
  "If you don't pay by Friday, we will disconnect your service",
  'Pay the outstanding amount by 30 Nov or your child will not be allowed to write exams',
  'Betaal asseblief die skoolfonds voor Vrydag, anders kan jou kind nie saam op die uitstappie gaan nie',
  'My phone is dead, call you later',
  'Fire drill at 10am tomorrow, all staff to assemble at the gate',
  "I'm going to shoot your wedding on Saturday, see you at 9",
  'Fire sale! Everything must go this weekend',
  'Killer deals this weekend only',
  'Our prices are to die for!',
  'Shoot us a WhatsApp for a quote',
  'Ons pryse is moordend laag!',
  "Bomb threat drill at school tomorrow, parents please don't panic",
  'Happy Diwali to all our Hindu customers!',
  'Celebrating Pride month: 20% off all rainbow items',
  'Foreign nationals: bring your passport and permit to open an account',
  'Wash whites at 60 degrees and colours at 30',
  'Muslims, Christians and Jews all welcome at the interfaith breakfast',
];

describe('everyday and business SMS are allowed', () => {
  for (const text of EVERYDAY_SMS) {
    it(text, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }
});

describe('a social visit ("kuier") is not the speakers coming for the reader (decision 0949)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  it("lets the threat model's verdict go: Ons gaan julle in die Kaap kom kuier in Desember", () => {
    // BLOCKED as "likely threat of violence" before decision 0949.
    const text = 'Ons gaan julle in die Kaap kom kuier in Desember';
    expect(visitsSocially(words(text))).toBe(true);
    expect(service.classify(text).verdict).toBe('ALLOWED');
  });

  for (const text of [
    'Betaal of ons kom Vrydag kuier',
    'Trek die klag in of ons kom kuier, en nie vir koffie nie',
    'Ons kom kuier en slaan julle almal',
    'Ons kom jou kap as ons kuier',
    'Ons kom kuier met die gewere',
  ]) {
    it(`keeps a threat dressed as a visit: ${text}`, () => {
      expect(visitsSocially(words(text))).toBe(false);
    });
  }
});

describe('pest control is not a call to violence (decision 0950)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  for (const text of [
    'Our exterminators kill all rats and cockroaches',
    'Exterminator coming tomorrow to kill the rats, keep the kids out of the kitchen',
  ]) {
    it(`lets the threat model's verdict go: ${text}`, () => {
      // BLOCKED as "likely threat of violence" before decision 0950.
      expect(controlsPests(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  it('needs the trade, and no group named', () => {
    expect(controlsPests(words('Kill all the cockroaches in Diepsloot'))).toBe(false);
    expect(controlsPests(words('Our Chinese exterminators kill all the rats'))).toBe(false);
  });

  for (const text of [
    'Our exterminators will kill you and your rats',
    'Our exterminators will kill them, the rats are next',
    'Foreigners are cockroaches, kill them all',
    'The Zulus are rats, our exterminators will kill all the rats',
  ]) {
    it(`keeps a threat or hate: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('"Afrikaans" is a language, and a group\'s butcher is a shop (decision 0951)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED before decision 0951: "Afrikaans" read as an evasion of "Africans", "butcher" as violence.
  for (const text of [
    'The Afrikaans teacher gave us so much homework, I hate her',
    'I hate Afrikaans class',
    'The Muslim butcher is closed for Eid',
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  it('reads a group word before "butcher" only', () => {
    expect(namesAButcher(words('The Muslim butcher is closed for Eid'))).toBe(true);
    expect(namesAButcher(words('The butcher is closed for Eid'))).toBe(false);
    expect(namesAButcher(words('Muslims are butchers'))).toBe(false);
    expect(namesAButcher(words('The Muslim butcher is a filthy animal'))).toBe(false);
  });

  for (const text of [
    'Africans are animals',
    'Afrikaners are animals',
    'Muslims are butchers',
    'The Muslim butcher is a filthy animal',
    'crippled fuckers taking all the parking at the mall',
  ]) {
    it(`still blocks: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('what "the news" reports is news of violence (decision 0952)', () => {
  it('allows the report: The news said two Somali shopkeepers were shot in Gugulethu', () => {
    // BLOCKED as "call to violence against a group: foreigners" before decision 0952.
    expect(service.classify('The news said two Somali shopkeepers were shot in Gugulethu').verdict).toBe('ALLOWED');
  });

  it('still blocks a report endorsed: Did you see the news? Somalis were shot, good, they deserve it', () => {
    expect(service.classify('Did you see the news? Somalis were shot, good, they deserve it').verdict).toBe('BLOCKED');
  });
});

describe('sports banter, Sesotho "hang ha", a delivery in the subjunctive, rejecting who holds a hateful view (decision 0953)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0953.
  for (const text of ['Ek slaan jou vanaand in die tennis', 'Julle gaan vanaand verloor, die Bulle is sterker']) {
    it(`lets the threat model's verdict go on a match: ${text}`, () => {
      expect(playsAMatch(words(text))).toBe(true);
      expect(excusesThreatVerdict(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    "Ek slaan jou vanaand in die tennis met 'n baseball bat",
    'After the match I will find you and beat you',
    'Julle gaan verloor, en julle kinders ook',
    'I will beat you at the match tonight, you will not walk home',
    'We will beat you in the final, then burn your house',
    'The Bulls fans will lose their lives on Saturday',
  ]) {
    it(`keeps a threat dressed as a match: ${text}`, () => {
      expect(playsAMatch(words(text))).toBe(false);
    });
  }

  it('still blocks what the threat patterns read: I will beat you at the game and then I will stab you', () => {
    expect(service.classify('I will beat you at the game and then I will stab you').verdict).toBe('BLOCKED');
  });

  // BLOCKED before decision 0953: "hang" read as the English verb.
  for (const text of [
    'Re tlo nka bohato hang ha re fumana tefo ya hao',
    'Hang feela ha bopaki bo hlahella, re tlo nka bohato.',
  ]) {
    it(`reads Sesotho "hang ha" as a conjunction: ${text}`, () => {
      expect(withoutIdioms(words(text))).not.toEqual(words(text));
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Batho ba holofetseng ba lokela ho bolawa hang ha ba tswalwa',
    'Re tla ba bolaya hang ha ba fihla',
    'hang em ha ha',
    'Ba tla tseba ho hang',
  ]) {
    it(`keeps "hang" beside violence, before laughter or alone: ${text}`, () => {
      expect(withoutIdioms(words(text))).toEqual(words(text));
    });
  }

  it('lets a delivery in the isiZulu subjunctive go: Sizokuthola ekhaya kusasa, silethe iphasela lakho', () => {
    // BLOCKED as "likely threat of violence" before decision 0953.
    const text = 'Sizokuthola ekhaya kusasa, silethe iphasela lakho';
    expect(announcesAService(words(text))).toBe(true);
    expect(service.classify(text).verdict).toBe('ALLOWED');
  });

  for (const text of ['Sizokuthola ekhaya kusasa, silethe', 'Sizokuthola ekhaya kusasa silethe iphasela, sikubulale']) {
    it(`needs the thing served right after the verb, and no harm: ${text}`, () => {
      expect(announcesAService(words(text))).toBe(false);
    });
  }

  // BLOCKED as "calling for violence against a group" before decision 0953.
  for (const text of [
    'If you think gays should be killed, unfollow me',
    'If you think foreigners should be burned, you are not welcome on this page',
    'Anyone who says Jews should die can block me now',
    'As jy dink buitelanders moet brand, ontvolg my',
  ]) {
    it(`allows rejecting whoever holds a hateful view: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'If you agree foreigners must die, join us on Friday',
    'If you think gays should be killed, you are right, kill them all',
    'If you think foreigners should be killed, you are right. Unfollow me if you disagree',
    'Anyone who supports the foreigners is not welcome here',
    'If you think foreigners are people, unfollow me, they are cockroaches',
    'Whoever thinks Zimbabweans should stay, block me, we will burn them out Friday',
  ]) {
    it(`still blocks hate beside a rejection, or a tolerant view rejected: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('Afrikaans "hang ... af" (depends on) and adverts in Afrikaans and isiZulu (decision 0954)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0954.
  for (const text of [
    'Dit hang af van jou, ek bel jou later',
    'Die prys hang af van hoeveel jy bestel',
    'Dit hang alles af van die weer more',
  ]) {
    it(`reads "hang ... af" as "depends": ${text}`, () => {
      expect(withoutIdioms(words(text))).not.toEqual(words(text));
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of ['Hulle moet hang, dit hang af van die hof', 'Hang hulle op aan die boom']) {
    it(`keeps a hanging: ${text}`, () => {
      expect(withoutIdioms(words(text))).toEqual(words(text));
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  it('still reads the rest of the message: Dit hang af van jou of ons jou doodmaak', () => {
    expect(service.classify('Dit hang af van jou of ons jou doodmaak').verdict).toBe('BLOCKED');
  });

  // Each of these was BLOCKED as "likely threat of violence" before decision 0954.
  for (const text of [
    'Jy sal spyt wees as jy nie die uitverkoping bywoon nie',
    'Uzozisola uma ungezanga ku-sale yethu',
    'Ons breek die pryse af hierdie naweek, alles moet weg, groot afslag',
  ]) {
    it(`lets an advert go: ${text}`, () => {
      expect(sellsToTheReader(words(text))).toBe(true);
      expect(excusesThreatVerdict(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Uzozisola uma ungakhokhi, sizokushaya. Isaphulelo sethu siphezulu',
    'Jou uitverkoping is verby, ons kom vanaand vir jou',
    'Die Somaliërs se uitverkoping moet stop, ons brand hulle winkels',
    'Kom na ons uitverkoping of jou familie sal spyt wees',
    'Special forces need to hang this traitor',
    'the community will deal with you tonight',
  ]) {
    it(`keeps a threat beside a sale, or words that are not an advert's: ${text}`, () => {
      expect(sellsToTheReader(words(text))).toBe(false);
    });
  }
});

describe('a machine repaired, and "the death of me" (decision 0955)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  it('lets a Sesotho service visit go: Dumela, re tla o etela ka Mantaha ho lokisa motjhini wa hao', () => {
    // BLOCKED as "likely threat of violence" before decision 0955.
    const text = 'Dumela, re tla o etela ka Mantaha ho lokisa motjhini wa hao';
    expect(announcesAService(words(text))).toBe(true);
    expect(service.classify(text).verdict).toBe('ALLOWED');
  });

  it('keeps a machine gun a weapon: We will come fix your machine with a gun', () => {
    expect(announcesAService(words('We will come fix your machine with a gun'))).toBe(false);
  });

  it('reads "the death of me" as the speaker worn out: You will be the death of me, honestly', () => {
    // BLOCKED as "likely threat of violence" before decision 0955.
    const text = "You'll be the death of me, honestly";
    expect(withoutIdioms(words(text))).not.toEqual(words(text));
    expect(service.classify(text).verdict).toBe('ALLOWED');
  });

  for (const text of ['I will be the death of you', 'You will be the death of me and I will kill you']) {
    it(`keeps a threat: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('a thing pointed at, news of violence, a meeting arranged (decision 0958)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0958.
  for (const text of [
    'Gonna stab this tin open with a knife since the opener broke',
    "I'm going to kick this vending machine to death",
    'Le TV ndiza kuyaphula ukuba iphinda icime',
    'honestly the fridge needs to be taken out back and shot',
  ]) {
    it(`lets a threat to a thing go: ${text}`, () => {
      expect(threatensOnlyAThing(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'This phone is dead, I will kill you tomorrow',
    'My car broke, now I will shoot the Somalis',
    'this laptop is slow, I will stab him',
  ]) {
    it(`keeps a threat beside a thing: ${text}`, () => {
      expect(threatensOnlyAThing(words(text))).toBe(false);
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }

  // Each of these was BLOCKED as "likely threat of violence" before decision 0958.
  for (const text of [
    'BREAKING: Taxi rank shooting in Germiston, 4 killed',
    'Xenophobic attacks flare again in Gqeberha, spaza shops torched',
    'Bendegeweld in Manenberg: drie dood in een naweek',
    'Ntwa ya mahostele Vaal: batho ba babedi ba shwele',
  ]) {
    it(`lets news of violence go: ${text}`, () => {
      expect(reportsNews(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'He needs to be killed',
    'Lynch mob justice',
    'Shooting in Germiston, 4 killed. Good.',
    'Police shooting tonight, we will find you',
    'The last guy who opened a shop here was killed by police',
  ]) {
    it(`keeps a call or a warning dressed as news: ${text}`, () => {
      expect(reportsNews(words(text))).toBe(false);
    });
  }

  for (const text of ['Loop ons môreoggend 6 uur? Ek kry jou by die hek', 'Ons sal jou kry by die stasie om 6']) {
    it(`lets a meeting go: ${text}`, () => {
      // BLOCKED as "likely threat of violence" before decision 0958.
      expect(meetsTheReader(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Wag maar Johan, ek kry jou by die werk. Jy sal sien',
    'Ek kry jou by die huis en dan slaan ek jou',
    'Ek kry jou by die skool, bring jou kinders',
  ]) {
    it(`keeps a threat dressed as a meeting: ${text}`, () => {
      expect(meetsTheReader(words(text))).toBe(false);
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('fuel and a wheelchair in everyday use (decision 0960)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0960.
  for (const text of [
    'Diesel and petrol prices drop next week, says the department',
    'Jissis, the price of petrol. Fuck',
    'She uses a wheelchair so book the ground-floor venue',
    'The wheelchair ramp at the library is finally fixed',
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(withoutIdioms(words(text))).not.toEqual(words(text));
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    "I'll put you in a wheelchair",
    'Bring petrol for their house tonight, fill the bottles',
    'You will need your own wheelchair after I break your legs',
    "Petrol price is high, let's burn the station",
  ]) {
    it(`keeps a threat: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('a wheelchair at the hospital, and isiZulu and isiXhosa adverts that hit with prices (decision 0964)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  // Each of these was BLOCKED as "likely threat of violence" before decision 0964.
  for (const text of [
    'Please bring your own wheelchair to the hospital appointment',
    'Sizokushaya ngamanani aphansi',
    'Sizokushaya ngamanani aphansi kule mpelasonto',
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(withoutIdioms(words(text))).not.toEqual(words(text));
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Sizokushaya ngamanani bese siyakubulala',
    "I'll put you in hospital, bring your own wheelchair",
    'Sizokushaya uze ufe',
  ]) {
    it(`keeps a threat: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe("a salon's offer, a denied claim, news of violence, a faggot with chips (decision 0967)", () => {
  // Each of these was BLOCKED before decision 0967 (lines of spent blind batch 15).
  for (const text of [
    'CapeStyle Salon: Wash, cut and blow R250 on Tuesdays & Wednesdays. Book on 021 000 4521. STOP to opt out',
    "It's not true that foreigners steal our jobs, the economy is the problem",
    "White people aren't all racist, judge people by their actions",
    'Three Somali shopkeepers were injured when their spaza was petrol-bombed in Gqeberha, police say',
    'Gender-based violence: a woman was killed by her partner in Soshanguve, the man is in custody',
    "Let's have a faggot and chips at the British pub in Durban, they do it the old way",
  ]) {
    it(`is allowed: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    'Salon tannie, R700 per week vanaf Maandag. Moenie dat ons terugkom nie, ons kom nie weer met woorde nie',
    'Foreigners steal our jobs and sell drugs, chase them out',
    "It's not true that foreigners are people, they are animals",
    'We will petrol-bomb the Somali spaza tonight, police can do nothing',
    'you faggot, eat your chips',
  ]) {
    it(`keeps blocking: ${text}`, () => {
      expect(service.classify(text).verdict).toBe('BLOCKED');
    });
  }
});

describe('a meeting arranged at a clock time, then the place (decision 1909)', () => {
  const words = (text: string): string[] => canonicalText(analyse(text)).words;

  for (const text of ['Ons kry jou om drie by die stasie', 'Ek kry jou om twee by die ingang van die winkelsentrum']) {
    it(`lets the meeting go: ${text}`, () => {
      expect(meetsTheReader(words(text))).toBe(true);
      expect(service.classify(text).verdict).toBe('ALLOWED');
    });
  }

  for (const text of [
    "Ek kry jou om twee by die rivier met 'n mes",
    'Ek kry jou om twee',
    'Ek kry jou om drie by die huis, jy sal sien',
  ]) {
    it(`keeps what is no meeting: ${text}`, () => {
      expect(meetsTheReader(words(text))).toBe(false);
    });
  }
});
