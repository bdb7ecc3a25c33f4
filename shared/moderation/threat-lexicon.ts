/**
 * Word classes for the threat model (threat-model.ts), in English as written in South African SMS,
 * Afrikaans, isiZulu, isiXhosa and Sesotho: what a threat is made of (violence, death, weapons, fire),
 * whom it is aimed at (you, your family, your shop), how it is framed (will, if, or, pay, police), and
 * what marks a look-alike (me, not, yesterday). The model reads these classes next to the words, so
 * that "your wife will be a widow" shares features with "your kids will be orphans" although only
 * one of them was trained on. Docs: docs/decisions/0103-threat-detection.md.
 *
 * isiZulu and isiXhosa verbs carry subject, tense and object in one word: "ngizokubulala" is I
 * (ngi) will (zo) you (ku) kill (bulala). verbClasses() reads those prefixes; violent roots are
 * found inside words (STEMS), so "sizokuqoba" and "ndiza kukuxhoma" are classed like "kill you".
 * Sesotho writes the same parts as separate words ("ke tla o bolaya"), which the word lists cover.
 */
import { groupWords, oneEditApart } from './group-terms';
import { squeeze } from './normalise';

/** One class of word; the model's class features are these names. */
export type ThreatClass =
  /** A violent verb: kill, shoot, stab, strangle. */
  | 'harm'
  /** A verb that is violent only in context: hurt, break, beat, cut, finish, bury. */
  | 'hit'
  /** Death and what follows it: dead, coffin, hearse, widow, orphan. */
  | 'death'
  /** Injury and where it ends: hospital, ambulance, wheelchair, blood, pieces, a ditch. */
  | 'injury'
  | 'weapon'
  /** Fire and petrol, used against people and property. */
  | 'fire'
  /** The reader: you, jy, wena, o; a verb with a "you" object (ngizoku-). */
  | 'you'
  /** The reader's: your, jou, -kho, hao. */
  | 'your'
  | 'kin'
  | 'property'
  /** A speaker who can act: I, we, they, my boys; ngi-, si-, ke, re. */
  | 'agent'
  | 'future'
  /** If, or, else, unless, before, next time: the frame of a condition. */
  | 'condition'
  /** Pay, money, owe, drop the case, testify, police, court. */
  | 'demand'
  | 'not'
  /** The speaker as the one harmed: me, my, -ngi-/-ndi- objects ("it will kill me"). */
  | 'me'
  /** Reports: yesterday, was, police are investigating. */
  | 'report'
  /** Groups incitement and hate name: foreigners and their slurs, and every group word of group-terms.ts. */
  | 'group'
  /**
   * Derogation and dehumanisation of a group: scum, vermin, parasites, animals, trash, savages ("X are Y"); the model
   * reads "group > derogation" where it has seen only some of the words.
   */
  | 'derogation'
  /** Stated hatred: hate, despise, loathe; haat; -zonda; -caphukela; hloile. */
  | 'hatred'
  /** Expulsion: deport, chase out, kick out, get rid of; uitjaag; xosha, gxotha. */
  | 'expel'
  /**
   * What look-alikes are about: messages and photos, hair and lifts, songs and parties, games,
   * laughter, luck and safety ("I'll shoot you an email", "ek sny jou hare", "ngizokuhlabelela").
   */
  | 'benign'
  /** Parts of the body a threat names: head, legs, face, kneecaps, skin. */
  | 'body'
  /** When: tonight, tomorrow, Friday, soon, one day. */
  | 'time'
  /** Coming for someone: visit, find, come, wait for, know where you live. */
  | 'seek'
  /** Vanishing and the end: disappear, gone, never come home, last time, goodbye. */
  | 'vanish';

const list = (words: string): string[] => words.split(/\s+/).filter((w) => w !== '');

/** Whole words, by class. Stretched letters are squeezed when the table is built. */
const WORDS: Record<ThreatClass, string> = {
  harm: `kill kills killing murder murders stab stabs stabbing shoot shoots shooting strangle choke slit behead
    shank shanked gouge disfigure mutilate skin stomp shoot-up riddle bludgeon assassinate execute hijack
    lynch torture butcher slaughter necklace rape kidnap abduct moer donner bliksem panga shank maim cripple
    drown eliminate petrolbomb firebomb poison poisoned vergiftig gif ushevu ityhefu chefo
    doodmaak vermoor doodskiet doodsteek verkrag ontvoer wurg verbrand omry vrekmaak opfok oopsny oopskiet
    bolaya bolaye bolaea bolaeng thunya thunye lematsa lematse kgama kgame fanyeha fanyehe`,
  hit: `hang klap chop hack assault gut poison smash break beat hurt harm cut bash snap crush torch bomb end
    drag sort fix deal teach lesson suffer regret sorry pain punish punished wreck ruin sharpen sharpening
    bou opdraande spyt seer pyn straf vergeld
    lungisa lungisela zisola buhlungu khala lose verloor lahlekelwe lahlehelwa
    lokisa itshola bohloko utlwisa pshatla phatla fedisa fedise felisa
    loot plunder les lesson isifundo thuto kgaola kgaole kap sizokugawula gawula
    finish scrape smoke whack bury burying hunt
    skiet steek kap sny breek slaan afbrand begrawe ophang raakry klaarmaak seermaak stukkend plat afmaak kry
    hlaba hlabe tjhesa tjhese chesa chese qeta qete pata pate seha sehe robe roba otla otle shapa shape betsa
    betse hatakela hatakele tlhasela hlasela kgaola kgaole`,
  death: `dead die dies dying death grave graves coffin coffins casket hearse morgue mortuary widow widower orphan
    orphans corpse corpses obituary
    dood vrek lyk lyke kis doodskis graf lykswa lykshuis weduwee weeskinders doodgaan sterf
    shwa shwe shwele shoele lefu setopo lebitla lebitleng mabitleng lekese lekeseng mohlolohadi dikgutsana
    kgutsana bafu`,
  injury: `ambulance funeral buried body bodies wheelchair hospital icu coma blood bleed bleeding feet under rip
    ghost breathing breathe alive survive pieces ditch river accident
    begrafnis rolstoel hospitaal bloed bloei lewendig stukke asem
    holofetseng madi phela dikotwana
    veld bush emfuleni emlanjeni mfula nokeng noka ehlathini endle naheng rivier
    ongeluk ingozi nengozi yingozi kotsi izicucu eziqwenga esibhedlela esibhedlele isibhedlela sepetlele
    bodybag lyksak tyres tires bande amathayi namathayi amavili namavili`,
  weapon: `gun guns bullet bullets knife knives panga pangas rifle rifles ak pistol sjambok sjamboks machete axe
    9mm ak47 r5 shotgun
    geweer gewere koeel koeels mes messe pistool rewolwer byl
    sibhamu ngesibhamu isibhamu ngommese mmese inhlamvu zinhlamvu umpu ngompu isitshetshe ngesitshetshe imela
    ngemela sethunya thipa kulo dikulo`,
  fire: `burn burns burnt burned fire alight ablaze ash ashes flames petrol
    brand vlamme petrolbom
    umlilo ngomlilo phethiloli ngophethiloli ipetroli mollo`,
  you: `you u ya yu yall ye o uzo uza
    jy julle jou
    wena nina nawe
    lona`,
  your: `your ur yo yor
    jou julle jul
    yakho wakho bakho zakho lakho sakho kwakho lwakho yenu wenu benu zenu
    hao`,
  kin: `family kids children child kid wife husband daughter son mother mom mum father dad brother sister baby
    cousin uncle aunt nephew niece grandmother grandfather granddad grandma drivers workers
    granny gogo parents girlfriend boyfriend
    familie kinders kind vrou dogter seun broer suster ouma oupa baba gesin
    ingane izingane umntwana abantwana umndeni indodakazi indodana umkakho unkosikazi umyeni umama ubaba
    usapho intombi unyana umfazi utata
    ngwana bana lelapa morali moradi mora mosadi monna mme ntate`,
  property: `shop shops spaza store house home car taxi kombi tavern shebeen salon business truck bakkie office
    container stall stand place yard shack shacks school workshop garage warehouse rank route gate kraal cattle site
    hek kraal beeste terrein isango esangweni izinkomo isibaya isayithi ubuhlanti iinkomo heke dikgomo lesaka saete
    stall tuckshop restaurant farm church
    winkel huis kar motor taxi kombi besigheid kroeg plaas stalletjie kerk
    isitolo istolo ispaza indlu imoto itekisi amatekisi ithaveni ipulazi ivenkile iteksi
    lebenkele ntlo koloi tekesi ditekesi kgwebo`,
  agent: `i we they im ill imma ama boys guys
    ek ons hulle manne ouens broers
    ke re ba`,
  future: `will ll gonna going shall wanna finna
    gaan sal
    tla tlo ilo`,
  condition: `if or otherwise else unless before next until till once when last warning chance
    as of anders voor
    uma noma kungenjalo ngaphambi
    ukuba okanye xa
    ha kapa pele`,
  demand: `pay money cash owe debt protection send bring testify police cops court case statement charges
    r500 r1000 r2000 r5000 r10000 5k 10k 20k fee fees tender tenders percent ewallet eft docket lineup identify
    shut mouth quiet silent
    withdraw drop snitch talk witness complaint
    betaal geld skuld beskermingsgeld polisie hof saak klag getuig getuie verklaring
    khokha imali isikweletu ukweleta fakaza ufakaza amaphoyisa emaphoyiseni inkantolo enkantolo icala hoxisa
    hlawula unetyala ityala ngqina amapolisa emapoliseni enkundleni rhoxisa
    lefa tjhelete chelete sekoloto kolota paka mapolesa lekgotla nyewe hula tletlebo`,
  not: `not never no nobody noone nothing dont wont cant ngeke soze musa moenie nooit
    nie nooit niemand geen
    akekho akukho ayikho`,
  me: `me my myself mine
    my
    mina ngami
    nna`,
  report: `was were yesterday last suspect suspects arrested investigating investigate police reported reports
    news accident
    gister gisteraand gisteroggend verlede
    izolo
    maobane`,
  group: `foreigners foreigner immigrants zimbabweans nigerians somalis somalians mozambicans malawians
    pakistanis ethiopians makwerekwere amakwerekwere kwerekwere lekwerekwere ethiopiers malawiers ethiopia maethiopia
    amamalawi mamalawi
    buitelanders vreemdelinge zimbabwiers nigeriers somaliers
    abokufika abafokazi abaphambukeli amasomali amazimbabwe
    bajaki bafaladi masomali mazimbabwe`,
  derogation: `scum vermin disgusting disgust disgusted animals beasts parasites parasite trash garbage rubbish filth filthy
    dirty savages savage subhuman subhumans cockroaches cockroach rats rodents insects pigs swine apes monkeys baboons
    dogs worthless useless pathetic inferior degenerate degenerates disgrace criminals thieves liars lazy stupid
    idiots evil devils demons zoo plague cancer disease infestation invaders vile revolting gross
    diere rotte vuilgoed walglik parasiete kakkerlakke honde bobbejane ape varke skuim gemors misdadigers diewe
    izilwane yizilwane izinja yizinja amagundane bangamagundane izigebengu amasela
    izilwanyana zizilwanyana iimpuku izinja zizinja amasela
    diphoofolo dintja makgoto mesolwa mashodu`,
  hatred: `hate hates hated hating hatred despise despises despised loathe loathes detest detests abhor
    haat haatlik verafsku verpes
    inzondo ngiyabazonda ngiyamzonda siyabazonda ndiyabacaphukela ndiyabathiya
    hloile hloya lehloyo`,
  expel: `deport deported deporting deportation expel expelled evict evicted chase kick rid packing invade invasion
    uitjaag uitgooi deporteer verdryf
    xosha xoshani baxoshwe gxotha gxothani
    lelekang leleka`,
  benign: `email mail emails message messages msg sms text texts whatsapp photo photos picture pictures pic pics camera
    video videos selfie hair haircut airport lift ride quote invoice cv song songs sing singing choir church braai
    party lunch dinner supper cake birthday wedding gift present flowers prayer prayers pray congratulations luck
    food meat chicken game match pool chess cards fifa soccer rugby laugh laughing laughter lol haha joke jokes
    funny lekker nice sweet beautiful gorgeous stunning handsome pretty cute love hug hugs kiss cuddle miss safe
    protect help presentation interview exam
    foto fotos kamera hare lughawe koor kerk partytjie ete verjaarsdag troue geskenk blomme gebed bid geluk sterkte
    lag grappe speletjie wedstryd beskerm veilig help lekkerkry druk
    ingoma izingoma isithombe izithombe ikhamera izinwele isikhumulo ikwaya isonto idili umgubho umshado isipho
    imithandazo inhlanhla halala ukuhleka amahlaya ibhola umdlalo uphephile vikela nkulumo
    culela umfanekiso ifoto iinwele isikhululo ikwayala icawa itheko umsitho umtshato umthandazo ithamsanqa
    iziqhulo ukhuselekile khusela ntetho
    pina bina setshwantsho moriri boemafofane kwaere kereke mokete lenyalo mpho thapelo mahlohonolo tsheho metlae
    bolo papadi bolokehile sireletsa puo`,
  body: `head heads face legs leg knees kneecaps kneecap arms arm hands hand fingers skin neck throat back spine ribs
    teeth heart lungs hart longe isandla sisandla yisandla letsoho intamo molala
    eyes eye skull chest stomach brains
    kop gesig bene been knie knieë arms arm hande vingers vel nek keel rug ribbes tande oë skedel bors maag harsings
    ikhanda ekhanda ubuso ebusweni imilenze umlenze amadolo izingalo izandla iminwe isikhumba esikhumbeni intamo
    emhlane umhlane amazinyo amehlo isisu ingqondo intloko entloko ebusweni imilenze amadolo iingalo izandla
    ulusu eluswini emqolo umqolo amehlo
    hlooho hloohong sefahleho sefahlehong maoto leoto mangole matsoho letsoho menwana letlalo letlalong molala
    mokokotlo meno mahlo mpa`,
  time: `tonight tomorrow tmrw 2moro 2nite friday saturday sunday monday weekend soon today midnight morning
    night week month day days
    vanaand more môre vannag vrydag saterdag naweek binnekort vandag middernag oggend nag week maand dag
    namuhla namhlanje ebusuku kusihlwa kusasa ngomso ngokuhlwa phakathi kwamabili ezinzulwini ngolwesihlanu
    ngempelasonto maduze ngoku ngoko
    kajeno bosiung bosiu hosane labohlano beke kgwedi haufinyane`,
  seek: `visit visiting find come coming waiting wait watch watching know where live lives address follow
    followed track hunt hunting pick fetch
    besoek kom kry wag weet waar woon adres volg agtervolg haal
    siyeza ngiyeza sizofika sizokuthola ngiyazi siyazi uhlala khona ndiyazi siyazi uhlala ndiyeza siyeza
    etela tseba dulang latela`,
  vanish: `disappear disappears disappeared vanish gone goodbye last forever never missing
    verdwyn weg totsiens laaste nooit vermis
    nyamalala nyamalale unomphela ukugcina okokugcina owokugcina ngokugqibela unaphakade
    nyamela nyamele feleng qetela
    goodbyes pity shame jammer usizi lusizi masoabi valelise uvalelise lumelise bokugcina bokugqibela`,
};

/** Violent roots inside isiZulu, isiXhosa and Sesotho words (squeezed), by class. */
const STEMS: Partial<Record<ThreatClass, string>> = {
  benign: `hlabelel culel shayel fowunel tsalel letsets`,
  harm: `bulal dubul gwaz limaz klin krwitsh dlwengul xhwil tyumz bhubh qothul bhaxabul hlinz minzis bolay bolae
    thuny`,
  hit: `phul aphul ephul ngcwab xhom lengis qob bhoboz phihliz nqum gqashul gilel enzakal khubaz shayis tjhes`,
  death: `dumbu thuna thuneni bhokis ngcwatsh ngcwatyw felokazi hlolokazi ntandane nkedama bulaw dutshulw dutyulw
    gwazw`,
  injury: `mngcwabo gazi khubazek fileyo sufile`,
  fire: `shis tshis`,
  seek: `vakashel tyelel zingel`,
  vanish: `nyamalal nyamel valelis lumelis`,
  hatred: `zond caphuk`,
  expel: `xosh gxoth`,
  body: `khanda ntloko lenze`,
};

type Stems = { stem: string; cls: ThreatClass }[];

const WORD_CLASSES = new Map<string, ThreatClass[]>();
for (const [cls, words] of Object.entries(WORDS) as [ThreatClass, string][]) {
  for (const raw of list(words)) {
    const w = squeeze(raw.replace(/-/g, ''));
    const known = WORD_CLASSES.get(w) ?? [];
    if (!known.includes(cls)) known.push(cls);
    WORD_CLASSES.set(w, known);
  }
}
// Every group word of group-terms.ts is a group here too ("kill all Muslims" reads like "kill all foreigners").
for (const w of groupWords()) {
  const known = WORD_CLASSES.get(w) ?? [];
  if (!known.includes('group')) known.push('group');
  WORD_CLASSES.set(w, known);
}

/**
 * Words whose spelling evasions keep their class: derogation and hatred words of eight letters or more one edit away
 * ("disgustin", "worthles"), and hatred words of four to six letters with two neighbours swapped ("haet"). Shorter
 * words one edit away are too often other words ("garage", "cancel", "having").
 */
const EVADED: readonly { word: string; cls: ThreatClass; swapOnly: boolean }[] = (
  ['derogation', 'hatred'] as const
).flatMap((cls) =>
  list(WORDS[cls])
    .map(squeeze)
    .map((word) => ({ word, cls, swapOnly: word.length < 8 }))
    .filter((e) => !e.swapOnly || (cls === 'hatred' && e.word.length >= 4)),
);

/** Whether a and b are the same length and differ only by two neighbouring letters swapped. */
export function swappedNeighbours(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

const STEM_LIST: Stems = (Object.entries(STEMS) as [ThreatClass, string][]).flatMap(([cls, stems]) =>
  list(stems).map((s) => ({ stem: squeeze(s), cls })),
);

/**
 * isiZulu and isiXhosa verb prefixes: "ngizoku-", "sizoku-", "bazoku-" (I, we, they will ... you);
 * "ngiku-", "sikw-" (that I/we ... you); "uzo-", "niza" (you will); "kungi-", "uzongi-" (... me).
 */
const NG_AGENT_YOU = /^(ngi|ndi|si|ba)(zo|yo|za|ya|sa|)(ku|kw|ni)[a-z]{3}/;
const NG_AGENT_FUTURE = /^(ngi|ndi|si|ba)(zo|yo|za|zobe|yobe)([a-z]{3}|$)/;
const NG_YOU_FUTURE = /^(u|ni)(zo|yo|za|zoba|zobe)([a-z]{2}|$)/;
const XH_INFINITIVE_YOU = /^kuk[uw][a-z]{3}/;
const NG_ME = /^(u|i|a|ku|zi|li|si|bu|ba|lu)(zo|za|ya|yo|sa|)(ngi|ndi)[a-z]{3}/;
const NG_YOU_DEAD = /^(ma|maka|kuma|)(u|ni|i|zi|ba|a|li|ka|ku|yi)(zo|yo|za|)(fa|fe|kufa|fela)$/;
const ST_ME = /^(mpolaya|mpolae|mpolaile|mpolaea)$/;
/** isiZulu and isiXhosa negatives: "angisoze", "andisoze", "ngeke", "soze" (I will never, not). */
const NG_NOT = /^(angi|andi|asi|angeke|ngeke|soze|akasoze|abasoze|musa|ungaze)/;

const CLASSES_BY_WORD = new Map<string, readonly ThreatClass[]>();
const CLASSES_BY_WORD_LIMIT = 20_000;
const NONE: readonly ThreatClass[] = [];

/** What harms a person or makes them disappear: the classes every innocent-setting guard gives way to. */
export const VIOLENCE_CLASSES: readonly ThreatClass[] = ['harm', 'death', 'injury', 'weapon', 'fire', 'vanish', 'body'];

/** The classes the lexicon lists a whole word under (squeezed, lower-case): no stem or prefix read. */
export function listedClasses(word: string): readonly ThreatClass[] {
  return WORD_CLASSES.get(word) ?? NONE;
}

/** The classes of one word (squeezed, lower-case); cached, since the same words recur. */
export function wordClasses(word: string): readonly ThreatClass[] {
  let classes = CLASSES_BY_WORD.get(word);
  if (classes !== undefined) return classes;
  const out: ThreatClass[] = [...(WORD_CLASSES.get(word) ?? [])];
  const add = (c: ThreatClass): void => {
    if (!out.includes(c)) out.push(c);
  };
  if (word.length >= 5) {
    for (const { stem, cls } of STEM_LIST) if (word.includes(stem)) add(cls);
    if (NG_AGENT_YOU.test(word)) {
      add('agent');
      add('you');
    }
    if (NG_AGENT_FUTURE.test(word)) {
      add('agent');
      add('future');
    }
    if (NG_ME.test(word) || ST_ME.test(word)) add('me');
    if (NG_NOT.test(word)) add('not');
    if (XH_INFINITIVE_YOU.test(word)) add('you');
  }
  if (NG_YOU_FUTURE.test(word)) {
    add('you');
    add('future');
  }
  if (NG_YOU_DEAD.test(word)) add('death');
  if (out.length === 0 && word.length >= 4) {
    for (const e of EVADED) {
      if (e.swapOnly ? swappedNeighbours(word, e.word) : oneEditApart(word, e.word)) {
        add(e.cls);
        break;
      }
    }
  }
  classes = out.length === 0 ? NONE : out;
  if (CLASSES_BY_WORD.size >= CLASSES_BY_WORD_LIMIT) CLASSES_BY_WORD.clear();
  CLASSES_BY_WORD.set(word, classes);
  return classes;
}
