/**
 * Threats of violence, extortion, intimidation of witnesses, threats against shops, homes and taxi
 * routes, and incitement to violence, in English as written in South African SMS, Afrikaans,
 * isiZulu, isiXhosa and Sesotho (docs/decisions/0103-threat-detection.md). The data only: the
 * dialect and the matching are in phrase-patterns.ts and patterns.ts; "~N" is a gap of up to N words.
 *
 * What makes a threat, in every language: someone (I, we, my boys) will do violence (kill, shoot,
 * stab, burn) to the reader, their family or their property; or the reader or their family will die
 * or be hurt; or a demand (pay, drop the case, stay off our route) with a violent "or else". Each
 * pattern needs the violent word and a target or a demand, because the violent words alone are
 * everyday ("you'll kill it", "vrek lekker", "ilanga liyashisa": the sun is hot, "re tla hlaba
 * kgomo": we will slaughter a cow for the feast). Look-alikes are in test/unit/moderation and in the
 * corpus under scripts/moderation/research/threats/.
 *
 * isiZulu and isiXhosa write a threat as one word: subject, tense, object and verb
 * ("ngi-zo-ku-bulala", I will kill you; "ndi-za ku-ku-bulala"). Their patterns spell those words
 * out and declare the verb stems, which the prefilter looks for inside words. The object marker is
 * what separates a threat from an errand: "ngizokushayela" is "I will phone you", "uyibulele
 * ingoma" is "you killed the song", "sizohlaba inkomo" is "we will slaughter a cow".
 */
import type { PhrasePattern } from './phrase-pattern';

const LABEL = {
  threat: 'threat of violence',
  extortion: 'extortion threat',
  witness: 'intimidation of a witness',
  property: 'threat to burn or attack property',
  route: 'threat against a taxi route',
  incitement: 'incitement to violence',
} as const;

type Kind = keyof typeof LABEL;

/**
 * Not followed by one of these whole words or phrases ("(?! (a|b))" alone would also refuse
 * "about"). Glued text has no word ends, so there the words are refused as beginnings: spelled-out
 * "shootyouanemail" is an e-mail, at the price of reading "shootyouandyourfamily" as one too.
 */
function notNext(alternatives: string): string {
  return `(?! ${alternatives}\\b)`;
}

/**
 * A prefix and the anchor it leads to ("I will" + "kill you"). Written apart so that the anchor, the
 * rarer part, is easy to see; a lookbehind for the prefix was measured and was slower in V8.
 */
function after(prefix: string, anchor: string): string {
  return `${prefix} ${anchor}`;
}

/**
 * Both somewhere in the message, in either order: one anchored pass instead of a search from every
 * word ("police" ... "you will regret"). Each argument is a parenthesised alternation.
 */
function together(a: string, b: string): string {
  return `^(?=.*\\b${a}\\b).*\\b${b}`;
}

/** Word lists for the prefilter, written as space-separated words. */
interface Extra {
  language?: PhrasePattern['language'];
  triggers?: string;
  requires?: string;
  stems?: string;
}

const words = (list: string | undefined): string[] | undefined => list?.split(' ').filter((w) => w !== '');

function pattern(id: string, kind: Kind, source: string, extra: Extra = {}): PhrasePattern {
  const { language, triggers, requires, stems } = extra;
  return {
    id,
    category: 'ABUSE',
    label: LABEL[kind],
    source,
    ...(language ? { language } : {}),
    ...(triggers ? { triggers: words(triggers) } : {}),
    ...(requires ? { requires: words(requires) } : {}),
    ...(stems ? { stems: words(stems) } : {}),
  };
}

/* ---------------------------------------------------------------- English (South African SMS) */

const EN_KIN =
  '(family|families|kids|children|child|kid|wife|husband|daughter|daughters|son|sons|mother|mom|mum|ma|mama|father|dad|brother|brothers|sister|sisters|boyfriend|girlfriend|baby|babies|granny|gogo|people|drivers|driver|workers|staff|loved ones|family members|little girl|little boy|boy|girl|wife and kids|kids and wife|whole family|parents|grandmother|uncle|aunt|cousin|nephew|niece|friends|friend|brother in law)';
const EN_YOUR = '(your|ur|yo|yor|his|her)';
// "you(?!r)": in glued text "youryour" must not read as "you" and a word starting with r.
const EN_OBJ = `(you(?!r)|u(?!r)|ya|yu|yall|you all|you guys|you people|him|her|every one of you|all of you|(every|each|any|all) (\\w+ |)(driver|drivers|owner|owners|member|members|witness|witnesses|person|one of you|one of them|taxi owner|shop owner)|(you and |)${EN_YOUR} ${EN_KIN})`;
/** Who will do it, and the future or intent: "I'll", "we are gonna", "my boys will", "imma", "ama". */
const EN_WILL =
  '(?<!(nobody|noone|no one|nothing|none|never|not) )((i|we|they|he|our members|our people|our guys|our boys|our comrades|the association|my boys|my guys|my people|my men|the boys|the guys|my brothers|my comrades|my ouens|the ouens|my gents) (will|ll|shall|wil|are going to|re going to|am going to|m going to|is going to|s going to|going to|are gonna|re gonna|am gonna|m gonna|s gonna|gonna|gona|finna|m finna|are about to|re about to|m about to|want to|wanna|are coming to|re coming to|am coming to|m coming to|will come and|ll come and|will come to|ll come to|will make sure (i|we|they)|ll make sure (i|we|they)|swear (i|we) ll|swear (i|we) will|will personally|ll personally|will definitely|ll definitely|will just|ll just|will surely|ll surely|will still|ll still|re still going to|are still going to)|(i (will |ll |)|we (will |ll |)|ill )(get|send|pay|tell) (my |our |some |)(boys|guys|people|men|brothers|someone|somebody|thugs|hitmen|izinkabi|comrades) to|(?<![bcdfghjklmnpqrstvwxz])ill|im going to|im gonna|im gona|im finna|im about to|im coming to|imma|ima|i ma|ama|amma|iam going to|iam gonna|ima go|imma go)';
/**
 * What may stand between the speaker and the violent verb: an adverb ("I will personally"), an
 * errand that ends in it ("my brothers will find you and cut your throat", "I'll come there and").
 * A negation right after "will" ("I will never") is refused.
 */
const EN_BRIDGE =
  '(?!(not|never|nt|n t|no) )(personally|definitely|surely|really|literally|actually|just|seriously|still|also|even|slowly|gladly|happily|first|then|soon|one day|eventually|(find|catch|get|grab|visit|follow|hunt|track down|wait for|come for|come to|come after) (you|u|ya|him|her|them|(your|ur) [a-z]+)( and| and then| then|)|(come|go|drive|walk|run) (there|here|over|back|round|to (your|ur) [a-z]+)( and| to)|(come|go) and)';
/** The speaker's intent, and what may stand between it and the verb. */
const EN_WILL_ANY = `${EN_WILL}( ${EN_BRIDGE}|)`;
/** Violence whoever the object; "shoot", "burn", "beat", "smash" have everyday objects and live elsewhere. */
const EN_HARM =
  '(kill|murder|stab|hurt|harm|rape|strangle|choke|slit|behead|lynch|torture|butcher|slaughter|necklace|kidnap|abduct|moer|donner|bliksem|klap|panga|chop|hack|shank|assault|gut|poison|end|maim|cripple|drown|eliminate|run over|finish(?! (up|later|first|the|your|ur|my|off (the|your|ur|my|that|this)))|(beat|kick|knock) the (shit|crap|hell|life|living daylights) out of)';
/** A photographer "shoots" a family and a colleague "shoots you an email": those continuations are not threats. */
const EN_NOT_MESSAGE = `(?! at [0-9])${notNext(
  '(a|an|the|some|my|our|this|that|those|these|over|through|across|quick|quickly|back|later|details|info|link|links|pic|pics|picture|pictures|photo|photos|portrait|portraits|email|emails|mail|message|msg|msgs|text|texts|sms|whatsapp|wa|note|notes|reply|number|location|pin|address|invoice|quote|cv|docs|document|documents|screenshot|screenshots|vn|voice note|dm|line|call|ping|session|shoot|up|at the (beach|studio|park|garden|wedding|venue|shoot|session)|in the (studio|park|garden|veld)|on (location|set|film|camera|video)|with (my|the|a) (camera|phone|drone)|for (the|your|a) (photo|photos|shoot|magazine|wedding|album))',
)}`;
/** Games and matches, where beating and killing someone is winning. */
const EN_NOT_GAME = notNext(
  '(at|in|on) (chess|pool|cards|fifa|soccer|football|tennis|netball|darts|the game|the match|the final|the tournament|squash|golf|scrabble|monopoly|uno|karaoke|the quiz|trivia|the race|ps5|playstation|xbox|padel|the gym|arm wrestling)',
);
const EN_PROPERTY =
  '(shop|shops|spaza|spazas|store|stores|house|houses|home|homes|car|cars|taxi|taxis|kombi|kombis|tavern|shebeen|salon|business|place|truck|trucks|bakkie|office|stall|container|tuckshop|restaurant|yard|shack|church|factory|farm|warehouse)';
const EN_GROUP =
  '((every|each|any) (foreigner|immigrant|zimbabwean|nigerian|somali|mozambican|malawian|pakistani|ethiopian|refugee|kwerekwere|lekwerekwere)|foreigners|foreign nationals|foreign people|makwerekwere|amakwerekwere|kwerekwere|zimbabweans|zimbos|nigerians|somalis|somalians|mozambicans|malawians|pakistanis|ethiopians|bangladeshis|congolese|immigrants|illegal immigrants|illegals|aliens|refugees|migrants|boers|the boer|whites|white people|blacks|black people|indians|amakula|coolies)';
/**
 * Money. Amounts are read after leetspeak decoding, which cannot tell "R5000" from a disguised word:
 * "R5000" reads "rsooo", "R1500" "risoo", so an amount is an r, digits read as letters, and a final o.
 */
const AMOUNT = '(r[0-9ioszeatbg]*o|[0-9]+|[0-9]+k|[iszbgt]k)';
const EN_MONEY = `(money|cash|${AMOUNT}|${AMOUNT} rand|rands|bucks|moola|protection|protection fee|protection money|the rest|what you owe|what u owe|the amount)`;
/** What someone is told to do under a threat: pay, keep quiet, drop the case, stay away. */
const EN_DEMAND = `(pay|pay up|cough up|(you|u) owe|(you|u) still owe|transfer|deposit|ewallet|e wallet|cashsend|cash send|(send|bring|give|drop|hand over|leave|have|get) ~3 ${EN_MONEY}|${EN_MONEY} ~3 (by|before|till|until|tomorrow|today|tonight|now|friday|monday|month end)|(withdraw|drop|cancel|pull|take back) ~2 (case|charges|charge|complaint|statement|docket|matter)|keep (quiet|your mouth shut|ur mouth shut|your mouth closed|your mouth|ur mouth|silent|it quiet|this quiet)|shut (up|your mouth|ur mouth)|(don t|dont|do not|never) (testify|talk|go to the police|go to the cops|go to court|tell|snitch|say anything|open a case|show up|come to court|load|operate)|(stay|keep|get) (away|off|out) ~4 (court|case|police|station|hearing|trial|rank|route|area|zone|territory|township|kasi)|stop (loading|operating|trading|selling|talking|opening|complaining)|close (your|ur|the) (shop|spaza|store|business|stall)|leave (our|this|the) (area|township|town|rank|route|street|kasi|location|village|country))`;
/** Parts of the body that threats break, cut off and shoot. */
const EN_BODY =
  '(throat|neck|legs|leg|arms|arm|face|head|skull|teeth|jaw|bones|ribs|knees|kneecaps|knee|eyes|eye|nose|fingers|finger|hands|hand|spine|brains|brain|windpipe|balls|tongue|ears|ear|lips|toes|guts|heart)';
/** A violent consequence after "or" or "otherwise": who will do it, or what will happen to whom. */
const EN_CONSEQUENCE = `((we|i|they|my boys|the boys|someone|somebody|people|the guys|my guys) ~2 (come for (you|u|ya)|come after (you|u|ya)|killing|shooting|stabbing|burning|torching|hurting|(take|grab|snatch|fetch|collect|kidnap|visit) (your|ur|yo) ${EN_KIN}${notNext('(off|out of|to (school|the|class|practice)|spot|spots|place|places|seat|seats|name|names|registration|from (school|creche|practice))')}|kill|shoot|stab|burn (down )?(your|ur|yo|you|it down)|torch|hurt|harm|necklace|petrol bomb|moer|donner|bliksem|break (your|ur)|smash (your|ur)|deal with (you|u|ya)|finish (you|u|ya)|rape|kidnap)|(you|u|ya) ~2 (hurt|harmed|killed|shot|stabbed|dead|die|dies|bleed|disappear|vanish|wont see|won t see|never see|be sorry|regret it|regret this|in (a|the) (ditch|grave|coffin|morgue|mortuary|hospital))|(you re|youre|you are|u r|ur) (finished|done for|history|dead|next)|(we|i|they|my boys|the boys) ~2 (come|coming) (for|after) (you|u|ya|your|ur)|(we|i|they|my boys|the boys) ~4 with (guns|a gun|knives|a knife|pangas|a panga|petrol|bullets|rifles|sjamboks)|(you|u|your \\w+|ur \\w+) (won t|wont|will not|will never|ll never) be safe|${EN_YOUR} ${EN_KIN} (won t|wont|will not|will never|ll never|never) (come|get|make it|go|return|walk) (back |)(home|back)|(your|ur) (life|lives)$|(take|cut|chop|break|smash|snap|cut off|chop off) ~4 (your|ur) (\\w+ and (your|ur) |)${EN_BODY}|${EN_YOUR} ${EN_KIN} (has|have|will have|ll have|might have|could have|gets|meets with|will meet with) (an|a) (\\w+ |)accident|(you|u) (ll|will) see nothing ~1 again|${EN_YOUR} ${EN_KIN} ~3 (hurt|harmed|killed|shot|stabbed|raped|kidnapped|dead|die|dies|suffer|suffers|pays|pay|gets it|get it|disappear|disappears|burn)|(your|ur|yo|the|that) ${EN_PROPERTY} ~3 (burn|burns|burnt|burned|flames|ashes|torched|petrol bombed|bombed|shot up|looted|blown up)|(?<!(someone|somebody|anyone|anybody|something|anything|everyone|everybody|somewhere|anywhere|nobody|no one|noone|nothing|what|who|how) )else$)`;
/** What follows "you will die" or "you'll get killed" in a joke or a warning rather than a threat. */
const EN_NOT_WARNING = notNext(
  '(of|from|laughing|with laughter|happy|old|rich|alone|a little|inside|waiting|for (it|this|that|one|a)|when (you|u) (see|hear|taste|try|read|find out|get|meet|open|watch)|if (you|u) (eat|see|taste|try|walk|drive|go|cross|swim|take|keep|don t|dont|do not|miss|drink|smoke|stay|ride|climb|touch|play)|seeing|hearing|on (that|the|this) (road|bridge|corner)|in (a|an|the) (accident|crash|crossfire|robbery|taxi|car|fire|flood|storm)|crossing|walking|driving|by (a|the) (car|taxi|train|truck|bus))',
);
/** "You won't see Christmas". */
const EN_LAST_DAY = `(tomorrow|christmas|xmas|the weekend|next week|another day|the new year|new year|month end|pay day|payday|easter|your (next |)(birthday|wedding|graduation|anniversary)${notNext('(photos|pics|pictures|video|dress|cake|album|invitation|invite|invites|card|party|gift|present|venue)')}|sunrise|daylight|morning|friday|monday|tuesday|wednesday|thursday|saturday|sunday|the end of the (week|month|day))`;
const EN_OR = '(or|otherwise|else|if not|failing which|or else|and if not)';
/** "If you want to live" in health and safety advice: live longer, live well, survive winter. */
const EN_NOT_LIVE = notNext(
  '(longer|long|well|healthy|healthily|a|an|the|in|on|at|with|near|there|here|abroad|happily|life|like|comfortably|better|without|to|past|until|till|forever|for|off|by|free|debt|winter|summer|exams|exam|matric|varsity|university|school|this|that|it|month|week|year|your|ur|retirement|independently|alone|together|beyond|old|sober)',
);
/** What a threat tells the reader to do "if you want to live": stay away, keep quiet, pay, leave. */
const EN_LEAVE_OFF = `(${EN_DEMAND}|(don t|dont|do not|never) (come|show|go|set foot|walk|drive) ~2 (here|back|to work|to school|to church|to the (office|rank|court|station|meeting|site|mine|farm)|near|in|at|on)|(stay|keep) (away|out|off|quiet)|leave (town|the (area|township|country|province|city|village|kasi|farm))|go back (home|to)|close (your|ur|the) (shop|spaza|business|store))`;
/** Police, court and witness words, and the taxi rank: where a vague consequence is still a threat. */
const EN_WITNESS_CONTEXT =
  '(police|cops|cop|court|(drop|withdraw|open|opened|cancel|the|your|ur|this|that) (court |criminal |)case|docket|statement|testify|testifies|testifying|testified|testimony|witness|hearing|magistrate|trial|detective|charges|identity parade|snitch|snitches|snitching|report me|rank|route|routes)';
const EN_NOT_NEXT = notNext('(in|on|to|at|week|time|month|year|door|after|please|for|up|step|round)');
const EN_VAGUE = `((nobody|no one|noone|no body) (can|will|could) (protect|save|help) (you|u|your \\w+|ur \\w+)|(watch|see) what (happens|will happen|happened) to (you|u|your \\w+|ur \\w+)|(you|u|your \\w+|ur \\w+) (won t|wont|will not|will never|ll never) be safe|(you|u|ya|youre|you re|you are|u r|ur) (dead|history|a dead (man|woman))${notNext('(tired|serious|wrong|right|on|lucky|broke|beat|quiet|funny|cute|set)')}|(you|u) (ll|will|re gonna|are gonna|are going to|re going to) (be |)(sorry|regret|dead|next${EN_NOT_NEXT}|finished|history|die|be killed|get killed|get hurt|be hurt|pay for (it|this))|(you re|you are|u r|ur|youre) next${EN_NOT_NEXT}|(your|ur) ~2 (family|kids|children|wife|husband|daughter|son|mother|mom|people|sister|brother|baby|boy|girl) ~3 (suffer|suffers|pay|pays|dead|die|dies|next|regret|sorry|hurt|harmed|disappear|disappears)|(we|i|they) (will|ll|are|re|am|m) (coming|come) (for|after) (you|u|ya)|if you (love|care about|value) (your|ur) (life|lives|family|kids|children|wife|husband|daughter|son|mother|mom|people)|you (will|ll) (not|never) (live|survive|see tomorrow|make it))`;

const ENGLISH: readonly PhrasePattern[] = [
  // Someone will do violence to the reader, their family or a named person. The shared prefix
  // ("I will", "we are gonna", "my boys will") is repeated per verb group: one regex per group with
  // narrow triggers is far cheaper than one regex holding them all.
  pattern(
    'en-threat-harm',
    'threat',
    `(${EN_WILL}( ${EN_BRIDGE}| (?!(not|never|nt|n t) )~4 and( then|)|)|(?<!(nobody|noone|no one|nothing|none|never|not) )(i|we|they|im|i m|we re|they re|my boys|the boys) ~2 (coming|come|going) ~4 to) (${EN_HARM} ${EN_OBJ}${EN_NOT_GAME}|(slaughter|kill|shoot|burn) (your|ur) [a-z]+ (and|then|and then) (you|u|your [a-z]+))|(come|coming|go|going|find|catch|wait for|get|grab|hunt|track|visit|follow) ~4 and (then |)(kill|stab|shoot|murder|rape|strangle|slaughter|necklace|hurt|gut|burn|chop|panga|finish|drown|bury|cripple|hang) ${EN_OBJ}${EN_NOT_GAME}`,
    {
      triggers:
        'kill murder stab hurt harm rape strangle choke slit behead lynch torture butcher slaughter necklace kidnap abduct moer donner bliksem klap panga chop hack shank assault gut poison end maim cripple drown eliminate run finish shit crap hell life daylights shoot burn bury hang',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell go find catch wait grab hunt track visit follow',
    },
  ),
  pattern(
    'en-threat-up',
    'threat',
    `${EN_WILL_ANY} (beat|mess|fuck|f|smash|bust|cut|carve|chop|shoot|moer|donner|bliksem|light|hunt|gun|mow|run) ${EN_OBJ} (up|down|over)`,
    {
      triggers: 'beat mess fuck f smash bust cut carve chop shoot moer donner bliksem light hunt gun mow run',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell',
    },
  ),
  pattern(
    'en-threat-shoot',
    'threat',
    `${EN_WILL_ANY} ((shoot|pop|cap|blast|gun down|gun|burn|petrol bomb|set fire to|set alight|stone) ${EN_OBJ}${EN_NOT_MESSAGE}|(cut|slice|carve|slash|chop) ${EN_OBJ}${notNext('(a|an|some|off|in|out|loose|free|short|slack|down to size|your hair|my hair|his hair|her hair|a deal|a piece|a slice|the cake|in on|up a|some slack)')}|(smoke|hang|lynch) ${EN_OBJ}${notNext('(out|up a|out to dry|a joint|a cigarette|some|one|a|an|the)')})${EN_NOT_GAME}`,
    {
      triggers: 'shoot pop cap blast gun burn petrol fire alight stone cut slice carve slash chop smoke hang lynch',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell',
    },
  ),
  pattern(
    'en-threat-to-death',
    'threat',
    `${after(`${EN_WILL_ANY} (?!(love|hug|tickle|bore|scare|squeeze|kiss|spoil|annoy|worry|feed|talk|miss|pamper|cuddle|frighten|nag|bug|see|meet|call|text|fetch|knock|drop|pick|find|wow|impress)\\b)[a-z]+ ${EN_OBJ}`, '(dead|to death|to pieces|into a coma|till (you|u) die|until (you|u) die|till (you|u) bleed|in the (head|face|neck|chest|stomach|throat|eye|eyes|mouth|teeth|knee|knees|leg|legs|balls|gut|skull)|full of (holes|lead|bullets))')}|${after(`${EN_WILL_ANY} [a-z]+ ${EN_OBJ} ~4`, '(until|till|untill)')} (you|u|he|she|they) (die|dies|bleed|bleeds|stop breathing|drop dead|pass out)|${EN_WILL_ANY} [a-z]+ ${EN_OBJ} ~4 (until|till|untill) (you|u|he|she|they) (can t|cant|can not|cannot|won t|wont) (walk|stand|breathe|see|talk|move|eat)`,
    {
      triggers:
        'dead death pieces coma die bleed head face neck chest stomach throat eye eyes mouth teeth knee knees leg legs balls gut skull holes lead bullets until till untill walk stand breathe move',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell',
    },
  ),
  pattern(
    'en-threat-have-done',
    'threat',
    `${after(`${EN_WILL_ANY} (have|get|see|send someone to|pay someone to|pay people to|get someone to|get people to) ${EN_OBJ}`, '(killed|shot|stabbed|murdered|raped|necklaced|taken out|whacked|finished off|kidnapped|beaten up|buried|dead|harmed|kill|shoot|stab|hurt)')}`,
    {
      triggers:
        'killed shot stabbed murdered raped necklaced taken whacked finished kidnapped beaten buried dead harmed kill shoot stab hurt',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell',
    },
  ),
  pattern(
    'en-threat-body',
    'threat',
    `${EN_WILL_ANY} ((slit|cut|break|smash|bash|snap|stab|crack|split|cave|blow|bust|punch|kick|rip|tear|gouge|burn|chop|cut off|blow off|rip out|pull out|knock out|shoot|donner|moer) (your|ur|yo|his|her) (throat|neck|legs|leg|arms|arm|face|head|skull|teeth|jaw|bones|ribs|knees|kneecaps|eyes|eye|nose|fingers|hands|hand|spine|brains|brain|windpipe|balls|tongue|ears|ear|lips|toes|guts|heart)|break (every|all|each|all the) (bone|bones) in (your|ur|his|her) body|(end|take) (your|ur|his|her) (life|lives)|set ${EN_OBJ} (on fire|alight|ablaze))`,
    {
      triggers:
        'throat neck legs leg arms arm face head skull teeth jaw bones ribs knees kneecaps eyes eye nose fingers hands hand spine brains brain windpipe balls tongue ears ear lips toes guts heart life lives fire alight ablaze bone body',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell',
    },
  ),
  pattern(
    'en-threat-grave',
    'threat',
    `${EN_WILL_ANY} (put|send|throw|dump|leave|land|make|make sure) ${EN_OBJ} ((in|into|to|under) (the|a|an|your) (ground|grave|coffin|mortuary|morgue|body bag|ditch)|in (the |a |an |)(hospital|icu|wheelchair|coma)|(disappear|vanish|bleed|suffer)|(never|don t|dont|do not|will not|won t|wont) (walk|talk|see|breathe|wake up|live))|(can|could) make (you|u|ya|him|her|them) (disappear|vanish)`,
    {
      triggers:
        'ground grave coffin mortuary morgue bag ditch disappear vanish bleed suffer sure hospital icu wheelchair coma',
      requires:
        'will ll shall wil going gonna gona finna about want wanna coming come swear ill imma ima ma ama amma get send pay tell can could',
    },
  ),
  pattern(
    'en-threat-bare',
    'threat',
    `${after('(i|we|they|my boys|the boys)', '(kill|murder|stab|rape|strangle|necklace|slaughter|moer|donner|bliksem|shoot)')} ${EN_OBJ}${EN_NOT_MESSAGE}${EN_NOT_GAME}|(i|we|they|my boys|the boys) (burn|torch|petrol bomb|smash|shoot up|loot) (down |)(your|ur) [a-z]+|(i|we|they|my boys|the boys) (?!(not|never|don t|dont|won t|wont) )~4 (and|then) (burn|torch|petrol bomb|smash|shoot up|loot) (down |)(your|ur) [a-z]+`,
    {
      triggers:
        'kill murder stab rape strangle necklace slaughter moer donner bliksem shoot burn torch petrol smash loot',
      requires: 'i we they boys',
    },
  ),
  pattern(
    'en-threat-bullet',
    'threat',
    '(bullet|bullets|knife|blade|panga|screwdriver|slug|slugs) (in|into|through|for|between) (your|ur|yo) (head|brain|brains|face|skull|chest|heart|eyes|neck|stomach|ribs|legs|leg|knee|kneecaps|body)',
    { triggers: 'bullet bullets knife blade panga screwdriver slug slugs' },
  ),
  pattern(
    'en-threat-dead',
    'threat',
    `${after('(you|u|youre|you re|you are|u r|ur|ure|you will be|you ll be|u will be|u ll be|you re gonna be|you are going to be|you re going to be|you are gonna be)( a|)', '(dead man|dead woman|dead boy|dead girl|dead meat|dead body|corpse|goner|dead man walking)')}|${after('(you re|youre|you are|u r|ur|you ll be|you will be)( so|)', '(dead|history)')}( (if|when|tomorrow|tonight|today|after|the moment|the minute|bra|bru|my bru|boy|mf|bitch|dog|nxa|soon|before|next|by (the weekend|tomorrow|tonight|morning|the morning|friday|saturday|sunday|monday|tuesday|wednesday|thursday|month end|next week|christmas))|$)|(you|u|youre|you re|you are|u r|ur) (a |)walking (corpse|dead)`,
    { triggers: 'dead corpse goner history walking' },
  ),
  pattern(
    'en-threat-die',
    'threat',
    `${after(`(you|u|ya|yall|you all|you guys|${EN_YOUR} ${EN_KIN}) (will|ll|are going to|re going to|r going to|re gonna|are gonna|r gonna|gonna|is going to|s going to|is gonna|shall)`, '(die|be killed|get killed|be shot|get shot|be stabbed|get stabbed|be murdered|get murdered|be raped|get raped|be kidnapped|be necklaced|be found dead|end up dead|be buried|end up in (a|the) (ditch|grave|coffin|morgue|mortuary|body bag)|be found in (a|the) (ditch|river|veld|dam|boot))')}${EN_NOT_WARNING}|${after('(you|u|ya) ((will|ll|shall|are going to|re going to|re gonna) (not|never)|won t|wont|will not|will never|ll never)', '(live to see|see|survive|make it to|wake up)')} ${EN_LAST_DAY}|(you|u|ya|${EN_YOUR} ${EN_KIN}) (will|ll|are going to|re going to|r going to|re gonna|are gonna|r gonna|gonna|is going to|s going to|is gonna) be in (a|the|your|ur) (coffin|grave|body bag|morgue|mortuary|ditch)|(you|u) (will|ll) wish (you|u) (were|was) dead|(you|u|ya|${EN_YOUR} ${EN_KIN}) (will|ll|are going to|re going to|r going to|re gonna|are gonna|r gonna|gonna|is going to|s going to|is gonna|shall) bleed${notNext('(from|because|when|after|a little|out of|on|in the|less|more)')}|(you|u|ya|${EN_YOUR} ${EN_KIN}) (won t|wont|will not|will never|ll never|are not going to|re not going to|aren t going to|are not gonna|re not gonna|not gonna) ~1 (leave|get out|walk out|make it out|come out|go home|make it home|get home|get away) ~2 alive|(you|u|ya|${EN_YOUR} ${EN_KIN}) (won t|wont|will not|will never|ll never|are not going to|re not going to|aren t going to) (survive|live)${notNext('(without|on|in|with|off|long (on|if|eating|with|like)|here|there|forever)')}`,
    {
      triggers:
        'die killed shot stabbed murdered raped kidnapped necklaced dead bleed buried ditch grave coffin morgue mortuary bag found wont won never not wish alive survive live',
      requires: 'will ll shall going gonna won wont not never',
    },
  ),
  pattern(
    'en-threat-stock',
    'threat',
    `${after('(your|ur|yo) days are', 'numbered')}|sleep with (one|1) eye open|watch (your|ur) back ~3 (we|i|they) (re|are|am|m|will|ll) (coming|watching)|(find|found|finding) (your|ur|yo) (body|corpse|dead body|bodies)|say (your|ur) last prayers|there (will|ll) be (blood|bloodshed)${notNext('(test|tests|testing|drive|drives|donation|donations|donor|donors|bank|pressure|sugar|work|results|samples|type|count)')}|consider (yourself|urself) (dead|a dead man)|bring war to (your|ur) (house|home|door|family|street|shop|place)|(regret|curse) the day (you|u) (were|was) born|say (goodbye|bye|your goodbyes) to (your|ur) ${EN_KIN}|(buy|get|order) (your|ur|yourself a|urself a) (coffin|casket)|(you|u) (better|should|must) (have|get|buy) (a|your|ur) (coffin|casket) (ready|now)`,
    {
      triggers:
        'numbered eye back body corpse bodies prayers blood bloodshed consider yourself urself war regret curse goodbye bye goodbyes coffin casket',
      requires: 'days sleep watch find found finding last there bring born say buy get order better should must',
    },
  ),
  pattern(
    'en-threat-stock-weapon',
    'threat',
    `(coming|come|pull up|rock up) ~3 with (a |my |our |the |)(gun|guns|ak|rifle|rifles|bullets)|(you|u|ya|your \\w+|ur \\w+) (will |ll |gonna |re going to |are going to |r going to |re gonna |)(catch|get|take|eat|swallow) (a |one |some |)(bullet|bullets|slug|slugs|stray)(?! for)|(bullet|bullets) (with|has|have) (your|ur) name|(outside|at|near|by|in front of) (your|ur) (house|home|door|work|gate|place|shop|school|yard) ~3 with (a |my |our |)(gun|guns|knife|knives|panga|pangas|rifle|ak|pistol)|with (a|my|our) (gun|guns|knife|panga|rifle|pistol) ~3 (outside|at|near) (your|ur) (house|home|door|work|gate|place|shop|school|yard)|(gets|get|will get|ll get|catches|catch|takes) (a |one |)(bullet|bullets|slug)(?! for)|(waiting|wait|waitin) (for|4) (you|u|your \\w+) ~2 with (knives|a knife|guns|a gun|pangas|a panga|bats|sjamboks|bullets)`,
    {
      triggers:
        'gun guns ak rifle rifles bullet bullets slug slugs stray knife knives panga pangas pistol bats sjamboks',
    },
  ),
  pattern(
    'en-threat-stock-snitch',
    'threat',
    `snitches (get|end up) (stitches|in ditches|dead|killed|shot|buried)|(snitches|informers|impimpi|impimpis|izimpimpi|spies|sellouts|traitors|rats) (die|get killed|get shot|end up dead|get necklaced|will die|are killed|get buried)`,
    {
      triggers: 'snitches informers impimpi impimpis izimpimpi spies sellouts traitors rats',
    },
  ),
  pattern(
    'en-threat-stock-die',
    'threat',
    `(those|anyone|whoever|everyone|any one|all) who (stay|stays|remain|remains|refuse|refuses|talk|talks|testify|testifies|load|loads|come|comes) ~3 (will|ll|gonna|are going to|is going to) (be |get |)(killed|shot|burnt|burned|necklaced|stabbed|dead|die|hurt)|be found (floating|hanging|burnt|in pieces)|(you|u|your \\w+) (will|ll|are going to|re going to|gonna) die if (you|u) (don t|dont|do not|refuse to|won t|wont) (leave|pay|move|stop|withdraw|drop|close|listen|obey|give|send|bring|keep quiet)|(is|will be|ll be) the day (you|u|your \\w+|ur \\w+) (die|dies)|(you re|youre|you are|are you|u r|r u) (ready|prepared) to die`,
    {
      triggers: 'killed shot burnt burned necklaced stabbed dead die dies hurt floating hanging pieces',
      requires: 'who found if day ready prepared',
    },
  ),
  pattern(
    'en-threat-stock-target',
    'threat',
    `${after('(we|i|they) (re|are|am|m|will|ll|will be|ll be)', '(coming|come)')} (for|after) ${EN_OBJ} ~3 with (a |my |our |the |)(gun|guns|panga|pangas|knife|knives|petrol|sticks|sjambok|sjamboks|bullets|ak|rifle|rifles|axe|axes|machete|machetes|bats|knobkerries|knobkieries|weapons|tyres)|${after('(will|ll|are going to|re going to|gonna)', 'find')} ${EN_OBJ} (dead|in (a|the) (ditch|river|dam|boot|mortuary|morgue))|${after(`${EN_OBJ} (will|ll|is going to|are going to|re going to|re gonna|is gonna) be`, 'next')}${EN_NOT_NEXT}|shut ${EN_OBJ} up (permanently|for good|forever)|bury ${EN_OBJ} (alive|in (the|a) (veld|ground|garden|yard|bush|backyard|sand|dump))`,
    {
      triggers:
        'gun guns panga pangas knife knives petrol sticks sjambok sjamboks bullets ak rifle rifles axe axes machete machetes bats knobkerries knobkieries weapons tyres dead ditch river dam boot mortuary morgue next bury veld ground garden yard bush backyard sand dump shut',
    },
  ),
  pattern(
    'en-extortion',
    'extortion',
    `${EN_DEMAND} ~8 ${EN_OR} (~9 ${EN_CONSEQUENCE}|(you |u |)(die|bleed|suffer|get hurt|get killed|get shot|be killed)|~8 (kill|shoot|stab|necklace|hurt|rape|kidnap|burn) ${EN_OBJ})`,
    {
      triggers:
        'kill shoot stab burn torch hurt harm necklace petrol moer donner bliksem break smash deal finish rape kidnap harmed killed shot stabbed dead die dies bleed wont won never sorry regret ditch grave coffin morgue mortuary hospital finished done history suffer suffers pays gets disappear disappears burns burnt burned flames ashes torched bombed looted blown else next come coming safe vanish guns gun knives knife pangas panga bullets rifles sjamboks killing shooting stabbing burning torching hurting take grab snatch fetch collect visit home back life lives',
      requires: 'or otherwise else if failing',
    },
  ),
  pattern(
    'en-extortion-if',
    'extortion',
    `${after('(if|when|once) (you|u) (don t|dont|do not|refuse to|fail to|can t|cant|won t|wont)', '(pay|send|bring|transfer|deposit|give)')} ~6 (${EN_CONSEQUENCE}|(we|i|they) ~2 (kill|shoot|stab|burn|torch|hurt|necklace|petrol bomb))|no (pay|payment|money|cash) ~3 no (more |)(shop|life|house|taxi|business|spaza|family|kids)`,
    {
      triggers:
        'kill shoot stab burn torch hurt harm necklace petrol moer donner bliksem break smash deal finish rape kidnap harmed killed shot stabbed dead die dies bleed wont won never sorry regret ditch grave coffin morgue mortuary hospital finished done history suffer suffers pays gets disappear disappears burns burnt burned flames ashes torched bombed looted blown else shop life house taxi business spaza family kids payment killing shooting stabbing burning torching hurting take grab snatch fetch collect visit home back lives',
      requires: 'if when once unless no',
    },
  ),
  pattern(
    'en-extortion-unless',
    'extortion',
    `${after(`${EN_CONSEQUENCE} ~4`, '(if|unless)')} (you|u) (don t|dont|do not|refuse to|fail to|can t|cant|won t|wont) (pay|send|bring|transfer|deposit|give)`,
    {
      triggers:
        'kill shoot stab burn torch hurt harm necklace petrol moer donner bliksem break smash deal finish rape kidnap harmed killed shot stabbed dead die dies bleed wont won never sorry regret ditch grave coffin morgue mortuary hospital finished done history suffer suffers pays gets disappear disappears burns burnt burned flames ashes torched bombed looted blown else shop life house taxi business spaza family kids payment killing shooting stabbing burning torching hurting take grab snatch fetch collect visit home back lives',
      requires: 'if unless',
    },
  ),
  pattern('en-witness', 'witness', `${together(EN_WITNESS_CONTEXT, EN_VAGUE)}`, {
    triggers:
      'police cops cop court case docket statement testify testifies testimony witness hearing magistrate trial detective charges parade snitch snitches snitching rank route routes report testifying testified',
    requires:
      'dead history sorry regret next finished die killed hurt suffer pay harmed coming come love care value live survive see make dies suffers pays disappear disappears happens happen happened safe protect save help',
  }),
  pattern(
    'en-witness-home',
    'witness',
    `${after('(we|i|they) know', 'where')} ${EN_OBJ} (live|lives|stay|stays|sleep|sleeps|work|works|go to school|goes to school|school|play|plays|park|parks|hide|hides)`,
    { triggers: 'where' },
  ),
  pattern(
    'en-witness-if',
    'witness',
    `(if|when|once|the day) (you|u) ~4 (testify|testifies|talk to the (police|cops)|go to the (police|cops)|tell (the |)(police|cops|anyone|anybody|someone|a soul)|open a case|make a statement|identify|point (us|me|him|them) out|report (us|me|him|them)) ~6 (dead|die|kill|killed|shoot|shot|found|bury|buried|hurt|regret|sorry|next|suffer|finished|history|done for)|(you|u) (snitch|talk|testify|squeal|speak|open your mouth|open ur mouth) ~2 (you|u) (die|dead|re dead|are dead|r dead)`,
    {
      triggers:
        'testify testifies police cops case statement identify point report snitch talk squeal speak mouth finished history done',
    },
  ),
  pattern(
    'en-property',
    'property',
    `(?<!(you|u|it|this|that|candles|candle|heater|heaters|fire|fires|lightning|sparks|stove|paraffin|can|could|may|might|would) (will |ll |could |might |can |may |would |))(?<!(don t|dont|do not|never|not|won t|wont) )(?<!(nobody|no one|noone|no body|nothing|none of us) (is |will |would |s |)(going to |gonna |ever |)(ever |))(burn|torch|petrol bomb|firebomb|set fire to|set alight|shoot up|smash up|loot|blow up|bomb|set on fire) (down |)(your|ur|yo|his|her|their) (\\w+ |)${EN_PROPERTY}|(burn|torch|petrol bomb|set fire to|set alight) (down |)(the|all the|every|any) (\\w+ |)(shop|shops|spaza|spazas|store|stores|taxi|taxis|kombi|kombis|house|houses) ~3 (tonight|if|unless|of (those|these|the|them)|of ${EN_GROUP})|set (your|ur|yo|his|her|their) (\\w+ |)${EN_PROPERTY} (on fire|alight|ablaze)|${after('(your|ur|yo|his|her|their)( \\w+|)', EN_PROPERTY)} (will|ll|is going to|s going to|gonna|is gonna|are going to|re going to|gets|get|goes|go|going to) (be |)(burn|burnt|burned|burns|torched|petrol bombed|bombed|shot up|up in flames|in flames|ash|ashes|a pile of ashes|looted|blown up|set alight)${notNext('if (you|u) (leave|forget|use|don t switch|dont switch|don t turn|dont turn)')}|(your|ur) (\\w+ |)${EN_PROPERTY} (burns|burn|goes up|explodes) ~2 with (you|u) (inside|in it)`,
    {
      triggers:
        'burn torch petrol firebomb fire alight shoot smash loot blow bomb burnt burned burns torched bombed flames ashes looted blown ablaze ash',
    },
  ),
  pattern(
    'en-route',
    'route',
    `(stay|keep|get) (off|away from|out of) ((our|this|my|these) ~1 (route|routes|rank|ranks|area|zone|territory|turf|kasi|corner|street)|the ~2 (route|routes|rank|ranks)) ~8 (we|they|our boys|the boys|you|u|your \\w+|ur \\w+) ~3 (shoot|shot|kill|killed|burn|burnt|dead|necklace|petrol|bullet|bullets|torch|torched)|(load|loads|loading|operate|operates|operating|park|parks) ~5 (again|one more time|next time|here|our rank|our route|this route) ~6 (shoot|shot|kill|killed|burn|burnt|burns|necklace|torch|torched|petrol|bullet|bullets)|${after('(taxi|taxis|kombi|kombis|driver|drivers|car|cars|bus|buses) ~8 (will|ll|gonna|is going to|are going to|gets|get)( be|)', '(burnt|burned|shot|torched|killed|petrol bombed|shot up|set alight|set on fire)')}`,
    {
      triggers:
        'route routes rank ranks area zone territory turf kasi corner street load loads loading operate operates operating park parks taxi taxis kombi kombis driver drivers car cars bus buses',
      requires:
        'shoot shot kill killed burn burnt burns burned dead necklace petrol bullet bullets torch torched alight fire',
    },
  ),
  pattern(
    'en-incitement',
    'incitement',
    `(${EN_WILL}|let s|lets|let us|we must|we should|we need to|we have to|time to|its time to|it s time to|come let s|everyone|all of us|comrades|bring (petrol|tyres|tires|matches|pangas|sticks|sjamboks|guns|weapons|knobkerries)) ~4 (kill|burn|chase|chase out|drive out|kick out|loot|attack|necklace|hang|shoot|moer|donner|clean out|clean our (streets|township|kasi) of|get rid of|hunt|round up|slaughter) ~4 ${EN_GROUP}|(kill|burn|chase|loot|attack|necklace|hang|shoot|moer|donner|slaughter|hunt down|round up|wipe out|get rid of|drive out|kick out|chase out|stone) (all |)(the |those |these |every |all the |)${EN_GROUP}|${EN_GROUP} ~5 (must|should|need to|needs to|have to|will|ll|are going to|gonna) (all |)(die|be killed|be burnt|be burned|burn|be chased out|be chased|be beaten|be necklaced|be shot|be slaughtered|be hanged|be hunted|be attacked|be stoned)|${EN_GROUP} (must|should|need to|have to) (leave|go|go home|go back|pack) ~5 (or|otherwise|else) ~4 (burn|kill|shoot|chase|necklace|deal|moer|donner|attack|die|dead)|chase ~3 ${EN_GROUP} out`,
    {
      triggers:
        'foreigners foreign makwerekwere amakwerekwere kwerekwere zimbabweans zimbos nigerians somalis somalians mozambicans malawians pakistanis ethiopians bangladeshis congolese immigrants illegal illegals aliens refugees migrants boers boer whites white blacks black indians amakula coolies nationals foreigner immigrant zimbabwean nigerian somali mozambican malawian pakistani ethiopian refugee lekwerekwere',
      requires:
        'kill killed killing burn burnt burned burns chase chased drive kick loot looted attack necklace necklaced hang hanged shoot shot moer donner clean rid hunt hunted round slaughter slaughtered wipe stone die dead deal exterminate exterminated beaten attacked stoned',
    },
  ),
  pattern(
    'en-incitement-shops',
    'incitement',
    `(burn|torch|loot|petrol bomb|smash|destroy|hit|raid|attack|clear out) (down |)(all |)(the|their|those|these) (foreign|foreigners|foreigner s|foreign owned|somali|somali owned|pakistani|pakistani owned|ethiopian|nigerian|zimbabwean|makwerekwere|kwerekwere|amakwerekwere|bangladeshi|chinese)( owned|) (shops|spazas|spaza shops|stores|houses|homes|businesses|stalls|cars|places|shacks|tuckshops|tuck shops|salons|containers|restaurants|taverns|trucks|taxis)|(?<!(a|the|my|your|her|his|this|that|gold|silver|pearl|beaded|new|nice|pretty|cute) )necklace (them|the|those|these|all|every) ~1 ${EN_GROUP}`,
    {
      triggers:
        'foreign foreigners somali pakistani ethiopian nigerian zimbabwean makwerekwere kwerekwere amakwerekwere bangladeshi chinese necklace',
    },
  ),
  pattern(
    'en-property-2',
    'property',
    `${EN_PROPERTY} ~9 (we|i|they|my boys|the boys) (ll |will |re going to |are going to |gonna |re gonna |)(set it (alight|on fire|ablaze)|burn it( down|)|torch it|petrol bomb it|firebomb it|blow it up|shoot it up)|(your|ur|yo|the|that|this) (\\w+ |)${EN_PROPERTY} (is|s|will be|ll be|is going to be|s going to be) (ash|ashes|a pile of ash|a pile of ashes|rubble|burnt|burnt down|in flames|on fire)|${EN_PROPERTY} (will |ll |is going to |s going to |)(burn|burns|go up in flames|goes up in flames) and so (will|do|does) (you|u|your \\w+|ur \\w+)|(petrol bomb|petrol bombs|firebomb|firebombs|molotov|molotovs) ~6 (your|ur|yo) (\\w+ |)${EN_PROPERTY}`,
    {
      triggers:
        'alight fire ablaze burn torch petrol firebomb blow shoot ash ashes rubble burnt flames burns molotov molotovs bombs',
      requires:
        'if next again or time refuse unless until after then shop shops spaza store house home car taxi kombi tavern salon business farm truck bakkie office stall',
    },
  ),
  pattern(
    'en-witness-know',
    'witness',
    together(
      '(testify|testifies|court|police|cops|case|statement|witness|hearing|magistrate|complaint|think (about|carefully|twice|hard)|careful|remember that|just saying|pay|money)',
      `(we|i|they) know (which|what|where|the) (school|creche|class|bus|taxi|route|church|gym|shift|time|road) ~4 (you|u|your \\w+|ur \\w+) (go|goes|take|takes|attend|attends|use|uses|work|works|catch|catches|walk|walks|finish|finishes|leave|leaves)|(your|ur) ${EN_KIN} (walk|walks|go|goes|come|comes|take|takes) ~3 (alone|by (him|her|them)self|by (him|her|them)selves|every day|at night)`,
    ),
    {
      triggers:
        'testify testifies court police cops case statement witness hearing magistrate complaint think careful remember saying pay money',
      requires: 'know alone self selves every night',
    },
  ),
  pattern(
    'en-snitches',
    'witness',
    `(snitches|snitch|informers|impimpi|impimpis|izimpimpi|sellouts|rats|witnesses|people who talk|those who talk|big mouths) (end up|get found|are found|wind up|go|float) ~2 (in (the|a) (river|dam|ditch|veld|grave|morgue|mortuary|boot|sea|bush|dump)|dead|floating|in pieces)`,
    { triggers: 'snitches snitch informers impimpi impimpis izimpimpi sellouts rats witnesses talk mouths' },
  ),
  pattern(
    'en-threat-life',
    'threat',
    `(your|ur|yo) (life|days) (ends|will end|ll end|is going to end|s going to end|is gonna end|s gonna end|is over|s over|will be over|ll be over|is finished|comes to an end|will come to an end) (tonight|today|tomorrow|now|here|soon|this (week|weekend|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday|year)|next (week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|on (friday|saturday|sunday|monday|tuesday|wednesday|thursday)|before|by|the (day|moment|minute|second)|when (we|i|they|my)|if|unless|$)`,
    { triggers: 'life days', requires: 'ends end over finished' },
  ),
  pattern(
    'en-threat-life-or',
    'threat',
    `(your|ur|yo) (money|cash|${AMOUNT}) or (your|ur|yo) (life|lives)|(money|cash|pay|pay up|${AMOUNT}) or (your|ur|yo) (life|lives|kids|children|family|wife|daughter|son)( choose|$)`,
    { triggers: 'life lives', requires: 'or' },
  ),
  pattern(
    'en-threat-live-if',
    'threat',
    together(
      `if (you|u|ya) (want|wanna|wish|hope) to (live|stay alive|survive|keep breathing|see tomorrow)${EN_NOT_LIVE}`,
      EN_LEAVE_OFF,
    ),
    { triggers: 'live alive survive breathing', requires: 'want wanna wish hope' },
  ),
  pattern(
    'en-threat-waiting',
    'threat',
    `(we|i|they|my boys|the boys) (ll |will |are |re |am |m |)(be |)(waiting|wait|waitin) (for|4) (you|u|ya) ~8 (you|u|ya) (won t|wont|will not|will never|ll never|aren t going to|are not going to|re not going to|not gonna) (go|get|make it|reach|come|walk) (home|back)|(you|u|ya) (won t|wont|will not|will never|ll never|aren t going to|are not going to|re not going to) (go|get|make it|reach|come|walk) (home|out of here|out) (alive|in one piece|on your feet)|watch (your|ur) (back|family|kids|children|wife|husband|step|house) ~3 (we|i|they) (re|are|am|m|will|ll) (coming|watching|on our way)|(one|1|a single) (bullet|shot) (is all|that s all|thats all|is enough)|(you|u|ya) (ll|will) never wake up${notNext('(early|on time|in time|before|for|at|without|from|with|if)')}`,
    {
      triggers: 'waiting wait waitin alive piece feet watch bullet shot wake',
    },
  ),
  pattern(
    'en-threat-aftermath',
    'threat',
    `${EN_YOUR} (wife|husband|woman|girlfriend|boyfriend|partner|kids|children|mother|mom|mum|family|parents|son|daughter) (will|ll|is going to|s going to|are going to|re going to|gonna) (be|become) (a |)(widow|widows|widower|orphans|orphan|childless|in mourning|wearing black|burying (you|u))|${EN_YOUR} ${EN_KIN} (will|ll|is going to|s going to) (be |)(burying|bury|mourning|mourn|crying over) (you|u)`,
    { triggers: 'widow widows widower orphans orphan childless mourning burying bury mourn crying' },
  ),
  pattern(
    'en-threat-carried',
    'threat',
    `(you|u) (ll|will|are going to|re going to|re gonna|gonna|are gonna) (go|going|be going|be leaving|leave|come|be coming|be carried) (home|back|out|outta here|out of here) in (an ambulance|a hearse|a body bag|a bodybag|a coffin|a box|a wheelchair|pieces)|(you|u) (ll|will|are going to|re going to|re gonna|gonna) need (a wheelchair|crutches|a new face|a coffin|an ambulance|a surgeon|a priest) ~4 (when|after|once) (we|i|they|my boys)|(put|send|lay|plant) ${EN_OBJ} (six feet under|6 feet under|sixfeet under|in the ground|in an early grave|to (your|ur) grave|to an early grave)|(scrape|scraping|peel|peeling|pick|picking|wipe|wiping) ${EN_OBJ} off (the|a) (road|floor|street|pavement|tar|wall|ground)`,
    {
      triggers:
        'ambulance hearse bag bodybag coffin box wheelchair pieces crutches surgeon priest feet sixfeet ground grave scrape scraping peel peeling pick picking wipe wiping',
    },
  ),
  pattern(
    'en-threat-blood',
    'threat',
    `(see|watch) (you|u|ya) (dead|die|bleed)${notNext('(tired|serious|last|on|set|beat)')}|pay (for (this|it) |)with (your|ur) (blood|life)|(your|ur) blood (will|ll|is going to|s going to|gonna) (be|stain|run|flow|spill|cover)|count (your|ur) (days|hours|last days)`,
    { triggers: 'dead die bleed blood count' },
  ),
  pattern(
    'en-threat-next',
    'threat',
    `(remember|you saw|you know|u know|think about) what happened to ~9 (you re|youre|you are|u r|ur|ura) next|(you|u) (ll|will) (never see (anything|a thing|daylight|the sun|tomorrow)|see nothing) ~1 again|(coming|come) (for|after) (you|u|ya) ~2 (you and|and|with) (your|ur) (whole |entire |)(family|house|household|kids|people)`,
    {
      triggers: 'happened nothing anything thing daylight sun whole entire household',
      requires: 'next again family house household kids people',
    },
  ),
  pattern(
    'en-threat-start',
    'threat',
    `(after that|then|or|otherwise|from (tomorrow|monday|tonight|now)|after (friday|monday|today|tomorrow|tonight|that)|else) (we|they|my boys|the boys|i) (ll |will |are going to |re going to |)(start|begin|open|go on) ~1 (shooting|burning|killing|stabbing|torching|necklacing|fire)|(we|i|they|my boys|the boys) (break|smash|snap|cut off|chop off|shoot|slit|cut) (both |)(your|ur) ${EN_BODY}|(burn|torch|petrol bomb|shoot up|smash) (every|each|all|all the|any) (\\w+ |)${EN_PROPERTY} (of yours|of (your|ur) \\w+|you own|you have|on (the|our|this|that) (\\w+ |)route)|(burn|burns|burnt|close|closes|closed|lock|locked|torch|torched|fire|burning|explode|explodes|blow up) ~6 with (you|u|your \\w+|ur \\w+) (inside|in it|in there)|(shame|pity) if (it|your \\w+|ur \\w+|this \\w+|that \\w+) (caught|catches|burnt|burned|got burnt|went up in flames)`,
    {
      triggers:
        'shooting burning killing stabbing torching necklacing break smash snap cut chop shoot slit burn torch petrol inside caught catches burnt burned flames',
    },
  ),
  pattern(
    'en-incitement-clean',
    'incitement',
    `clean (this|our|the) (street|streets|township|kasi|area|town|city|country|section|hostel|location) (of|from) ${EN_GROUP}|${together(EN_GROUP, '(bring (your |)(petrol|tyres|tires|matches|pangas|guns|weapons|knobkerries|sjamboks|sticks)|sharpen (your |)(pangas|knives))')}`,
    { triggers: 'clean petrol tyres tires matches pangas guns weapons knobkerries sjamboks sticks sharpen knives' },
  ),
  pattern(
    'en-threat-acid',
    'threat',
    `(throw|pour|splash|chuck|spray) (acid|petrol|boiling water|hot oil|battery acid) (in|on|over|into) (your|ur|yo|his|her) (face|eyes|body|head)`,
    { triggers: 'acid petrol boiling oil' },
  ),
  pattern(
    'en-threat-progressive',
    'threat',
    `(i m|im|i am|we re|we are|they re|they are) (stabbing|killing|shooting|burning|necklacing|strangling|moering|donnering|murdering) (you|u|ya)${EN_NOT_GAME}`,
    { triggers: 'stabbing killing shooting burning necklacing strangling moering donnering murdering' },
  ),
  pattern(
    'en-threat-window',
    'threat',
    `(throw|push|toss|chuck) ${EN_OBJ} (out|off|from|out of) (the|a) (\\w+ |)(window|balcony|bridge|roof|building|train)`,
    { triggers: 'window balcony bridge roof building train', requires: 'throw push toss chuck' },
  ),
  pattern(
    'en-threat-gonna',
    'threat',
    `(^|and |so )(gonna|gona|finna|boutta|bout to) (kill|stab|shoot|pop|smoke|end|murder|strangle|burn|cut|rape) (you|u|ya)|(ll|will|gonna|gona|going to|i m|im|imma|ama|i ma|we re) (\\w+ |)(kill|stab|shoot|pop|smoke|cut|strangle|burn|slit|choke|smother) ${EN_OBJ} ~2 in (your|ur|his|her) sleep`,
    {
      triggers: 'kill stab shoot pop smoke end murder strangle burn cut rape slit choke smother',
      requires: 'gonna gona finna boutta bout sleep',
    },
  ),
  pattern(
    'en-threat-end-like',
    'threat',
    `(end|end up|finish) (up |)like (the |)(other|last|others|that|those|him|her) ~5 (found|killed|dead|buried|shot|burnt|raped)`,
    { triggers: 'like', requires: 'found killed dead buried shot burnt raped' },
  ),
  pattern(
    'en-threat-accidents',
    'threat',
    `accidents (happen|can happen|will happen) to (people|those|anyone|snitches|men|women|guys|girls|drivers|witnesses) (who|that|like)`,
    { triggers: 'accidents' },
  ),
  pattern(
    'en-threat-shame-if',
    'threat',
    `(shame|sad|pity|terrible|awful|tragic) if (something|anything) (bad |)(happened|happens|were to happen|was to happen) to (them|you|u|your \\w+|ur \\w+|him|her)`,
    { triggers: 'happened happens happen', requires: 'shame sad pity terrible awful tragic' },
  ),
  pattern(
    'en-threat-looking-for',
    'threat',
    `(looking for|coming for|hunting for|hunting) (you|u|ya) ~3 (you re|youre|you are|u r|ur|ura) (finished|done for|done|dead|history)`,
    { triggers: 'finished done dead history', requires: 'looking coming hunting' },
  ),
  pattern(
    'en-threat-body-start',
    'threat',
    `say (goodbye|bye|your goodbyes) to (your|ur) ${EN_BODY}|(we|i|they) (ll |will |)(start|begin) with (your|ur) (${EN_BODY}|${EN_KIN})`,
    {
      triggers: 'goodbye bye goodbyes start begin',
      requires:
        'throat neck legs leg arms arm face head skull teeth jaw bones ribs knees kneecaps knee eyes eye nose fingers finger hands hand spine brains brain windpipe balls tongue ears ear lips toes guts heart family families kids children child kid wife husband daughter son mother mom dad brother sister baby',
    },
  ),
  pattern(
    'en-threat-heroes',
    'threat',
    `(heroes|witnesses|snitches|brave people|clever people|people who talk|big mouths) (die|end up dead|get buried) (young|early|first|fast|quickly)`,
    { triggers: 'heroes witnesses snitches mouths talk', requires: 'die dead buried' },
  ),
  pattern(
    'en-threat-protect',
    'threat',
    `(can t|cant|cannot|can not|won t|wont|will not) (protect|save|guard) (you|u|your \\w+) (at night|forever|everywhere|all the time)`,
    { triggers: 'protect save guard', requires: 'night forever everywhere time' },
  ),
  pattern(
    'en-property-smoke',
    'property',
    `(your|ur) (\\w+ |)${EN_PROPERTY} ~2 (goes|go|will go|ll go|going to go|is going up) up in (smoke|flames)`,
    { triggers: 'smoke flames', requires: 'up' },
  ),
  pattern(
    'en-threat-deal',
    'threat',
    `(deal with|sort out|take care of) (you|u) (and|&) (your|ur) ${EN_KIN}|(your|ur) (dead body|corpse)|recogni[sz]e (your|ur) (body|corpse|face)`,
    {
      triggers: 'deal sort care corpse body',
      requires: 'family kids children wife husband daughter son mother dead recognise recognize corpse',
    },
  ),

  pattern(
    'en-witness-plate',
    'witness',
    together(
      '(complaint|case|police|cops|court|testify|statement|charges|pay|money|drop|withdraw|quiet)',
      '(we|i|they) know (your|ur) (plate|number plate|plate number|registration|car|address|route|schedule|movements)',
    ),
    {
      triggers: 'complaint case police cops court testify statement charges pay money drop withdraw quiet',
      requires: 'know',
    },
  ),
  pattern(
    'en-incitement-anyone',
    'incitement',
    `(any|anyone|anybody|every|everyone|whoever|all) ~8 (will|ll|shall|must) (be |get )(necklaced|killed|shot|burnt|burned|stabbed|dealt with|hanged|hunted|stoned)`,
    {
      triggers: 'necklaced killed shot burnt burned stabbed dealt hanged hunted stoned',
      requires: 'any anyone anybody every everyone whoever all',
    },
  ),
  pattern(
    'en-codeswitch',
    'threat',
    '(ngizoku|ngizok|sizoku|sizok|ngizom|sizom|ngizoni|sizoni|ndizaku|ndiza ku|sizaku|siza ku|ndiza kuku|siza kuku|ke tla o|re tla o|ke tlo o|re tlo o|ke ilo o|ke tla mo|re tla le) (kill|shoot|stab|necklace|burn|moer|donner|hurt|klap|murder|rape|bliksem)',
    { triggers: 'kill shoot stab necklace burn moer donner hurt klap murder rape bliksem' },
  ),
];

/* ---------------------------------------------------------------- Afrikaans */

const AF_KIN =
  '(familie|kinders|kind|vrou|man|dogter|dogters|seun|seuns|ma|pa|broer|suster|ouma|oupa|baba|mense|drywers|bestuurders|werkers|kerel|meisie|gesin|ouers|vriende|vriendin)';
const AF_OBJ = `(jou|julle|jul|hom|haar|u|vir jou|vir julle|vir hom|vir haar|(jou|julle|jul|u|sy|haar) ${AF_KIN}|jou hele familie|julle almal|almal van julle)`;
const AF_WILL =
  '(ek|ons|hulle|hy|sy|my manne|my ouens|my broers|die manne|die ouens|ek en my manne) (gaan|sal|kom|wil|gaan nou|sal nou|gaan vir seker|sal vir seker|gaan net|gaan eendag|gaan nog)';
/** Verbs that end an Afrikaans future clause and are violent whatever the object. */
const AF_HARM =
  '(doodmaak|dood maak|vermoor|doodskiet|dood skiet|vrekskiet|vrek skiet|doodsteek|dood steek|seermaak|seer maak|bykom|moer|bliksem|opdonner|op donner|donner|verkrag|ontvoer|wurg|doodwurg|afslag|opneuk|op neuk|opfoeter|op foeter|uitwis|laat verdwyn|laat vrek|doodslaan|dood slaan|kapot slaan|pap slaan|afmaai|keel afsny|keelaf sny|aan die brand steek|skiet|steek|kap|slag|brand)';
/** Verbs that end an Afrikaans clause and are violent however much stands between them and the object. */
const AF_HARM_STRONG =
  '(doodmaak|dood maak|vermoor|doodskiet|dood skiet|vrekskiet|vrek skiet|doodsteek|dood steek|verkrag|ontvoer|doodwurg|laat verdwyn|laat vrek|doodslaan|dood slaan|keel afsny|aan die brand steek|opdonner|op donner|bliksem|moer|vermink|lewe vat|lewe neem|laat bloei|omry|om ry|verbrand|begrawe|opfok|op fok|oopsny|oop sny|opsny|op sny|afmaak|vrekmaak|doodtrap|dood trap|platry|plat ry|verdrink|ophang|opknoop|vrekslaan|vrek slaan|pap slaan|kreupel slaan|afskiet|uitmekaar skiet|vol gate skiet|raakry|raak ry|stukkend kap|stukkend slaan|stukkend skiet|stukkend steek|stukkend sny|flenters kap)';
/** "Ek sal jou in jou kop skiet", "ek sal jou met n mes steek". */
const AF_ADJUNCT =
  '((in|deur) (jou|sy|haar|julle) (kop|gesig|bors|bene|been|knie|knieë|maag|rug|nek|hart|oe|slaap) |met (n |die |my |)(mes|geweer|panga|pistool|rewolwer|bottel|klip|klippe|kierie|byl|skroewedraaier) |(vannag|vanaand|more|een van die dae|in die donker|voor jou kinders|voor jou vrou) |)';
const AF_NOT_CAMERA = notNext(
  '(met (die|my|n) (kamera|foon|selfoon|camera)|n (foto|boodskap|sms|whatsapp|e pos|epos))',
);
const AF_PROPERTY =
  '(winkel|winkels|huis|huise|kar|karre|motor|taxi|taxis|kombi|kombis|spaza|spazas|besigheid|plek|kroeg|shebeen|taverne|salon|bakkie|vragmotor|kantoor|stalletjie|restaurant|plaas|pakhuis|kafee|snoepie)';
const AF_GROUP =
  '((elke|enige) (buitelander|vreemdeling|immigrant|zimbabwier|nigerier|somalier|kwerekwere)|buitelanders|vreemdelinge|immigrante|kwerekwere|makwerekwere|amakwerekwere|zimbabwiers|nigeriers|somaliers|mosambiekers|malawiers|pakistani|boere|boer|swartes|wittes|indiers)';
/** Words after "vrek" and "dood" that make them an intensifier ("vrek lekker", "dood moeg") or not about the reader. */
const AF_INTENSIFIED = notNext(
  '(lekker|mooi|koud|warm|duur|goed|moeg|baie|cool|nice|vinnig|stadig|groot|oulik|snaaks|lus|honger|dors|ryk|bang|slim|sleg|hard|lank|kwaai|jaloers|van|oor|vir|gou|besig|bly|trots|siek|min|veel|maklik|moeilik|awesome|kwaad|lief|skaam|stil|dom|vet|maer|swaar|lig|hoog|laag|ver|naby|oud|jonk|mal|gelukkig|opgewonde|verveeld|seker|dankie|ernstig|vol|leeg|skoon|vuil|reg|eenvoudig|gewoon|simpel|op|in|by|om|week|keer|maand|jaar|een|persoon)',
);
const AF_DEMAND = `(betaal|(jy|julle) skuld|(ophou|hou op|stop) ~3 (laai|ry|werk|verkoop|handel|praat|kla|oopmaak|oop te maak|oop maak|getuig)|(stuur|bring|gee|los|deponeer|oorbetaal) ~3 (geld|kontant|${AMOUNT}|rand|beskermingsgeld)|beskermingsgeld|${AMOUNT} ~4 (voor|teen|tot|more|vandag|vanaand|vrydag|maandag|maandeinde)|trek ~3 (saak|klag|verklaring|klagte) ~1 terug|onttrek ~3 (saak|klag|verklaring|klagte)|hou ~1 (jou|jul|julle) (bek|mond|smoel)|bly stil|moenie ~3 (getuig|praat|polisie|hof|saak|klag|laai)|bly (weg|uit) ~4 (hof|polisie|saak|roete|staanplek|rank|gebied|area|dorp))`;
const AF_CONSEQUENCE = `(kry (jou|julle|jul) ${AF_KIN} seer|(ons|ek|hulle|my manne|die manne) ~4 met (gewere|geweer|messe|mes|pangas|panga|petrol|koeels|vuurwapens)|(ons|ek|hulle|my manne|die manne) ~3 (skiet|brand|afbrand|doodmaak|vermoor|verkrag|steek|moer|bliksem|donner|wurg|kap|maak ~2 dood|kom vir (jou|julle))|(skiet|brand|steek|moer|bliksem|donner|vermoor|kap|breek|slaan|sny) (ons|ek|hulle)|(jy|julle|u) ~3 (dood|vrek|seerkry|seer kry|kry seer|spyt)${AF_INTENSIFIED}|(jy|julle|u) (is|s) volgende|(jou|julle|jul) ${AF_KIN} ~2 (betaal|ly|seerkry|seer kry|kry seer|dood|vrek|volgende)|(jou|julle|jul|die) ${AF_PROPERTY} ~3 (brand|afbrand|vlamme|aan die brand|afgebrand|gebrand|verbrand|opgeblaas|stukkend geslaan|geplunder)|(ons|ek|hulle) (sal |gaan |)(jou|julle|jul) ${AF_KIN} (vat|ontvoer|steel|kom haal|gryp)|(ons|ek|hulle) (vat|ontvoer|steel|gryp|kom haal) (jou|julle|jul) ${AF_KIN}|(jou|julle|jul) ${AF_KIN} ~2 (kom|gaan|sal) nie ~5 (huis toe|terug|tuis|by die huis) ~2 nie|(jy|julle) (sien|gaan sien|sal sien|gaan) (jou|julle) ${AF_KIN} (nooit|nie) (weer|meer)|(jou|julle) lewe$|vrek$|(?<!(iemand|iets|niemand|ergens|enigiemand|enigiets|enige iemand) )anders$)`;
const AF_WITNESS_CONTEXT =
  '(polisie|cops|hof|saak|klag|klagte|getuig|getuie|verklaring|speurder|landdros|verhoor|dossier|docket|roete|staanplek|rank)';
const AF_VAGUE = `((jy|julle|u) (is|s|gaan|sal|gaan wees|sal wees) (n |)(dood|vrek|dooie man|dooie vrou|volgende|spyt)${AF_INTENSIFIED}|(jou|julle) ${AF_KIN} ~2 (ly|betaal|seerkry|seer kry|kry seer|dood|vrek|volgende)${AF_INTENSIFIED}|(ons|hulle) (kom|sal kom|gaan kom) ~1 vir (jou|julle)${notNext('(haal|oplaai|kuier|help|kyk)')}|as jy (lief is vir|omgee vir) (jou|jul) (lewe|familie|kinders|vrou|man|ma))`;

const AFRIKAANS: readonly PhrasePattern[] = [
  pattern(
    'af-threat',
    'threat',
    `${AF_WILL} ${AF_OBJ} (nog |eendag |vanaand |vannag |more |vandag |sommer |)${AF_ADJUNCT}${AF_HARM}${AF_NOT_CAMERA}${notNext('nie')}|${AF_WILL} ${AF_OBJ} ~3 (?<!(nie|nooit|weer) )${AF_HARM_STRONG}${notNext('nie')}`,
    {
      language: 'af',
      triggers:
        'doodmaak dood vermoor doodskiet vrekskiet vrek doodsteek seermaak seer bykom moer bliksem opdonner donner verkrag ontvoer wurg doodwurg afslag opneuk neuk opfoeter foeter uitwis verdwyn doodslaan slaan afmaai afsny keelaf brand steek skiet kap slag vermink vat neem bloei omry ry verbrand begrawe opfok fok oopsny opsny sny afmaak vrekmaak doodtrap trap platry verdrink ophang opknoop vrekslaan pap kreupel afskiet gate',
    },
  ),
  pattern(
    'af-threat-v2',
    'threat',
    `(ek|ons|hulle) (vermoor|verkrag|wurg|moer|bliksem|donner|neuk|foeter|ontvoer) ${AF_OBJ}${AF_NOT_CAMERA}|((ek|ons|hulle) maak|maak (ek|ons|hulle)) ${AF_OBJ} ~3 (dood|vrek|seer)|(ek|ons|hulle) (skiet|steek|kap|slaan|slag|brand) ${AF_OBJ} (dood|vrek|met|in|deur|vol|plat|flenters|pap|kapot|soos|oop|lewendig)|(skiet|steek|moer|bliksem|donner|vermoor|verkrag|wurg) (ons|ek|hulle) ${AF_OBJ}${AF_NOT_CAMERA}|(slaan|moer|bliksem|donner|skop|kap) (ons|ek|hulle) ${AF_OBJ} ~3 (dood|flenters|pap|kapot|dat (jy|julle) nie)|en (skiet|steek|vermoor|verkrag|wurg|moer|bliksem) ${AF_OBJ}${AF_NOT_CAMERA}`,
    {
      language: 'af',
      triggers:
        'vermoor verkrag wurg moer bliksem donner neuk foeter ontvoer maak skiet steek kap slaan slag brand skop',
    },
  ),
  pattern(
    'af-threat-body',
    'threat',
    `(ek|ons|hulle) (gaan |sal |)(sny|breek|skiet|steek|slaan|kap|blaas) (jou|julle|sy|haar) ([a-z]+ se |)(keel|nek|bene|been|arms|gesig|kop|skedel|tande|kakebeen|ribbes|knie|knies|oe|vingers|breins|hande|hand|voete|tong|ore|oor|lippe|derms|hart)|(ek|ons|hulle) (gaan|sal) (jou|julle|sy|haar) (keel|nek|bene|been|arms|gesig|kop|skedel|tande|kakebeen|ribbes|knie|knies|oe|vingers|hande|hand|voete) (afsny|af sny|afkap|af kap|breek|stukkend slaan|flenters slaan|afskiet|plat slaan|inslaan|oopsny|oop sny|oopkap)|(koeel|koeels|koel|mes|panga) (in|deur|tussen) (jou|julle) (kop|gesig|bors|hart|nek|lyf|maag|rug|oe)|(ek|ons|hulle) (gaan|sal) (jou|julle|sy|haar) (hart|oe|tong|derms|keel|kop) ~1 (uitsny|uit sny|uitsteek|uitruk|uitskiet|afsny|afkap)|(ek|ons|hulle) (gaan|sal) (jou|julle|sy|haar) (tande|kop|gesig|bene|oe|skedel|ribbes) ~1 (uitslaan|uit slaan|inslaan|in slaan|intrap|in trap|stukkend slaan|pap slaan)|(ek|ons|hulle) (gaan|sal) (jou|julle) in (die|n) (rivier|dam|see|gat|graf|put) (gooi|smyt|begrawe)|(ek|ons|hulle) (gaan |sal |)(breek|sny|kap) (eers |sommer |net |)(jou|julle) (bene|been|arms|nek|keel|vingers|hande|kop)`,
    {
      language: 'af',
      triggers:
        'sny breek skiet steek slaan kap blaas afsny afkap afskiet inslaan oopsny oopkap koeel koeels koel mes panga uitsny uitsteek uitruk uitskiet hart tong derms uitslaan intrap trap gooi smyt begrawe hande hand voete',
    },
  ),
  pattern(
    'af-die',
    'threat',
    `(jy|julle|u|jul|jou ${AF_KIN}|julle ${AF_KIN}) (gaan|sal) (nou |vandag |vanaand |vannag |more |almal |al twee |)(vrek|doodgaan|dood gaan|sterf|dood wees|doodgemaak word|vermoor word|geskiet word|gesteek word|verkrag word|n koeel kry|bloei)${AF_INTENSIFIED}|(jy|julle|u) (is|s|gaan wees|sal wees) (n |)(dooie man|dooie vrou|dooie vleis|dooie hond)|(jy|julle|u) (is|s) (so |)(dood|vrek)( (as|wanneer|more|vanaand|vannag|bra|my bra)|$)|as ~8 (is|gaan|sal) (jy|julle|jou ${AF_KIN}) ~1 (dood|vrek)${AF_INTENSIFIED}|(jy|julle|u) (sal|gaan) (die week|die naweek|more|kersfees|vanaand|volgende week|nuwejaar|maandeinde|die maand|die dag|vandag|hierdie week|die jaar|die winter|die somer) (nie|nooit) (sien|oorleef|haal|deurkom) nie|(jy|julle|u) (sal|gaan) (nie|nooit) ~3 (kersfees|more|die week|die naweek|volgende week|nuwejaar|maandeinde|jou verjaarsdag|verjaarsdag|troue|gradeplegtigheid|betaaldag|paasfees|sonop|oggend) (sien|oorleef|haal|beleef) nie|(jou|julle) dae is getel|slaap ~2 met (een|1) oog oop|betaal of vrek|as (jy|julle|u) ~8 (vrek|sterf) (jy|julle|u)|(jy|julle|u|jou ${AF_KIN}) (gaan|sal) ~4 in (n|die) (kis|doodskis|lykshuis|graf)|(jou|julle) (lyk|lyke) (gaan|sal|le|lê)|(jy|julle|u) (gaan|sal) nie lewendig ~3 (uitkom|wegkom|huis toe gaan|huis toe kom|hier uit|hier uitkom) nie|(is|s) (jy |julle |)n lyk|(dan|toe|anders|of) (is|gaan) (jy|julle) ~1 (dood|vrek)${AF_INTENSIFIED}|(jy|julle|u) (gaan|sal) nie (lank|meer|langer) (lewe|leef) nie|sorg dat (jy|julle) nooit weer ~3 sien nie|(verklikkers|impimpis|impimpi|verraaiers|spioene|impimpie) (vrek|gaan dood|sterf|word doodgemaak|word geskiet)|(se|sê) (totsiens|tot siens|goodbye) (vir|aan) (jou|julle) ${AF_KIN}|koop ~2 (vir jou|jou) (n |)(kis|doodskis)|(word|sal) (jy|julle) nie ~2 wakker (word |)nie|(jy|julle) (sal|gaan) nie ~2 wakker word nie|(jy|julle|jou ${AF_KIN}) (en jou ${AF_KIN} |)(gaan|sal) (vanaand |vannag |more |)(brand|verbrand)${notNext('(in die son|van die son|in die hitte)')}`,
    {
      language: 'af',
      triggers:
        'vrek doodgaan dood sterf doodgemaak vermoor geskiet gesteek verkrag koeel bloei dooie oorleef sien haal deurkom getel oog kis doodskis lykshuis graf lyk lyke lewendig lank langer lewe leef sorg verklikkers impimpis impimpi verraaiers spioene totsiens goodbye koop wakker brand verbrand',
    },
  ),
  pattern(
    'af-weapons',
    'threat',
    `(ons|hulle|ek) (kom|gaan kom|sal kom) ~2 vir (jou|julle) ~2 met ~1 (gewere|geweer|messe|mes|pangas|panga|petrol|kieries|knopkieries|sjamboks|koeels|koels|vuurwapens)|(ons|hulle) kom vir (jou|julle)$|(ek|ons) (sal|gaan) ~2 (jou|julle) laat (verdwyn|vrek|bloei)|(geweer|mes|panga|pistool|rewolwer|gun|vuurwapen) ~6 op (jou|julle) (gebruik|afvuur|leegmaak)|(ons|hulle|ek) (wag|sit|staan|gaan wag) ~2 (vir|agter) (jou|julle) ~2 met ~1 (gewere|geweer|messe|mes|pangas|panga|petrol|kieries|knopkieries|sjamboks|koeels|koels|vuurwapens)`,
    {
      language: 'af',
      triggers:
        'gewere geweer messe mes pangas panga petrol kieries knopkieries sjamboks koeels koels vuurwapens kom verdwyn vrek bloei pistool rewolwer gun vuurwapen gebruik afvuur leegmaak wag',
    },
  ),
  pattern(
    'af-extortion',
    'extortion',
    `(${AF_DEMAND} ~8 (of|anders|of anders|of jy|en as jy nie)|as (jy|julle|u) nie (betaal|die geld|stuur|bring)) ~6 ${AF_CONSEQUENCE}|${AMOUNT} ~4 (of|anders) ~2 (jou|julle) ${AF_KIN} ~2 (betaal|seerkry|dood|vrek)`,
    {
      language: 'af',
      triggers:
        'skiet brand afbrand doodmaak vermoor verkrag steek moer bliksem donner wurg kap breek sny dood vrek seerkry seer spyt volgende betaal ly vlamme anders kom afgebrand gebrand verbrand opgeblaas stukkend geplunder vat ontvoer steel haal kry sien nooit gryp lewe huis terug tuis slaan',
    },
  ),
  pattern('af-extortion-after', 'extortion', `${AF_CONSEQUENCE} ~6 as (jy|julle|u) nie ~3 (betaal|stuur|bring|gee)`, {
    language: 'af',
    triggers:
      'skiet brand afbrand doodmaak vermoor verkrag steek moer bliksem donner wurg kap breek sny dood vrek seerkry seer spyt volgende betaal ly vlamme anders kom afgebrand gebrand verbrand opgeblaas stukkend geplunder vat ontvoer steel haal kry sien nooit gryp lewe huis terug tuis slaan',
  }),
  pattern(
    'af-witness',
    'witness',
    `${together(AF_VAGUE, AF_WITNESS_CONTEXT)}|(ons|ek) weet waar (jy|julle|jou ${AF_KIN}) (bly|woon|werk|slaap|skool gaan|speel)|(polisie|hof|getuig|praat) ~4 (en|dan) (jy|julle) ~1 (vrek|is dood|gaan dood)|hou ~1 (jou|jul) (bek|mond|smoel) ~6 (of|anders) ~2 (jy|julle) (is|s) (volgende|dood)|hou ~1 (jou|jul) (bek|mond|smoel) ~6 (of|anders) ~2 (jy|julle) (verdwyn|vrek|gaan dood|is dood|is n lyk|is volgende)`,
    {
      language: 'af',
      triggers:
        'dood vrek dooie volgende spyt ly betaal seerkry seer kom lief omgee weet polisie cops hof saak klag klagte getuig getuie verklaring speurder landdros verhoor dossier docket roete staanplek rank verdwyn',
    },
  ),
  pattern(
    'af-property',
    'property',
    `(brand|steek|skiet|bomb|blaas) ~1 (jou|julle|jul|u|hulle|hul|die) ${AF_PROPERTY} ~2 (af|plat|aan die brand|vol gate|flenters)|(ons|ek|hulle) (brand|bomb|skiet) (jou|julle|jul|u) ${AF_PROPERTY}|(ons|ek|hulle) (gaan|sal|kom) ~1 (jou|julle|jul|u) ${AF_PROPERTY} ~2 (afbrand|af brand|platbrand|aan die brand steek|opblaas|vol gate skiet|stukkend slaan|brand)|(jou|julle|jul|u) ${AF_PROPERTY} (gaan|sal) (vanaand |vannag |more |)(brand|afbrand|in vlamme|afgebrand word|aan die brand gesteek word|opgeblaas word)|(brand|bomb|blaas) (ons|ek|hulle) (jou|julle|jul) [a-z]+`,
    {
      language: 'af',
      triggers: 'brand steek skiet bomb blaas afbrand platbrand opblaas stukkend vlamme afgebrand gesteek opgeblaas',
    },
  ),
  pattern(
    'af-route',
    'route',
    `(bly weg van|bly van|bly uit|bly af van) ~1 (ons|hierdie|die|daai) ~2 (roete|staanplek|rank|gebied|pad|area|straat) ~8 (skiet|brand|dood|vrek|vermoor|moer|bliksem|geskiet|gebrand|afgebrand|doodgemaak|vermoor)${AF_INTENSIFIED}|(laai|ry|werk|stop) ~5 (weer|nog een keer|hier|by ons) ~6 (skiet|brand|dood|vrek|vermoor)${AF_INTENSIFIED}|(weer|nog een keer|nog n keer|hier) ~3 (laai|ry|werk|stop) ~6 (skiet|brand|dood|vrek|vermoor)${AF_INTENSIFIED}|(skiet|doodmaak|vermoor|brand) ~3 (enige|elke|alle) (drywer|drywers|taxi|taxis|bestuurder|bestuurders)|(enige|elke|alle) (drywer|drywers|taxi|taxis|bestuurder) ~6 (skiet|doodmaak|vermoor|geskiet|doodgemaak|afgebrand)`,
    {
      language: 'af',
      triggers: 'skiet brand dood vrek vermoor moer bliksem geskiet gebrand afgebrand doodgemaak enige elke alle',
    },
  ),
  pattern(
    'af-threat-3',
    'threat',
    `(ek|ons|hulle|my manne|die manne) (gaan |sal |)(sit|stuur|gooi|los|plaas|bring) ${AF_OBJ} ~6 in (n|die|jou) (rolstoel|kis|doodskis|graf|lykshuis)|(le|lê|is|sit) (jy|julle) ~2 in (die|n) (lykshuis|kis|doodskis|graf)|(jy|julle) (le|lê|gaan le|gaan lê|sal le|sal lê) ~3 in (die|n) (lykshuis|kis|doodskis|graf)|en maak ${AF_OBJ} (dood|vrek)${AF_INTENSIFIED}|((kry|vind|vang) ${AF_OBJ}|${AF_OBJ} (kry|vind|vang)) ~8 en ${AF_OBJ} (klaarmaak|afmaak|doodmaak|dood maak|vermoor|doodskiet|oopsny)|(ek|ons|hulle) (gaan |sal |)ry ${AF_OBJ} ~4 (om|plat|dood)(?=( (met|as|want|en|soos|hoor|jy|vanaand|more|vannag|bra|my|jou))|$)|(jy|julle|u|jou ${AF_KIN}) (gaan|sal) ~3 (doodgemaak|vermoor|geskiet|gesteek|verkrag|ontvoer|begrawe|afgemaak|opgehang|verbrand) word|(jy|julle|u) (gaan|sal) (?!(van|nie|nooit|amper|byna|nog|lekker|sommer|eendag|ook|oud|later|nou)\\b)[a-z]+ (doodgaan|vrek|sterf)${AF_INTENSIFIED}`,
    {
      language: 'af',
      triggers:
        'rolstoel kis doodskis graf lykshuis dood vrek klaarmaak afmaak doodmaak vermoor doodskiet oopsny om plat doodgemaak geskiet gesteek verkrag ontvoer begrawe afgemaak opgehang verbrand doodgaan sterf',
    },
  ),
  pattern(
    'af-threat-life',
    'threat',
    `(jou|julle) lewe (eindig|gaan eindig|sal eindig|is verby|is klaar|gaan verby wees|kom tot n einde) (vanaand|vannag|more|vandag|die naweek|hierdie (week|naweek|maand)|volgende (week|maand)|nou|hier|binnekort|vrydag|saterdag|sondag|maandag|dinsdag|woensdag|donderdag|as|wanneer (ons|ek)|$)|(geld|kontant|betaal|${AMOUNT}) of (jou|julle) (lewe|lewens)|moenie ~8 as (jy|julle) (wil|wil bly) (lewe|leef|oorleef)( nie|)$|as (jy|julle) (wil|wil bly) (lewe|leef|oorleef)( nie|) ~2 (moenie|bly weg|betaal|hou jou bek|trek|los)|(ons|ek|hulle) (wag|sal wag|gaan wag) ~5 vir (jou|julle) ~6 (jy|julle) (gaan|sal|kom) nie ~2 (huis toe|tuis|by die huis)|(pas|kyk) (jou|julle) (familie|kinders|rug|vrou|gesin|man|ma) (op|mooi op|mooi) ~2 (ons|hulle|ek) (kom|is op pad)|(een|1) (koeel|skoot) is (al wat|genoeg)|(verklikkers|impimpis|impimpi|verraaiers|spioene|getuies) (eindig|beland|kom|word gevind|le|lê) ~2 in (die|n) (rivier|dam|sloot|graf|kis|lykshuis|veld)`,
    {
      language: 'af',
      triggers: 'lewe lewens leef oorleef huis tuis kom pad koeel skoot rivier dam sloot graf kis lykshuis veld',
    },
  ),
  pattern(
    'af-property-2',
    'property',
    `${AF_PROPERTY} ~9 (of|anders|as) ~2 (ons|ek|hulle) (gaan |sal |)(brand|blaas|skiet|bomb|steek) (dit|hom|hulle|haar) ~1 (af|op|plat|vol gate|stukkend|aan die brand)|${AF_PROPERTY} (gaan|sal) ~6 (afgebrand|opgeblaas|aan die brand gesteek|gepetrolbom|platgebrand|vol gate geskiet) word|(petrolbom|petrolbomme|brandbom|molotov) ~6 (jou|julle) ${AF_PROPERTY}|${AF_PROPERTY} (gaan|sal) (brand|afbrand) en (jy|julle|jou ${AF_KIN}) (saam|ook)|(is|gaan wees|sal wees) (jou|julle|die) ${AF_PROPERTY} (n hoop |)as$|(jou|julle) ${AF_PROPERTY} (is|gaan wees|sal wees) (n hoop |)as$`,
    {
      language: 'af',
      triggers:
        'brand blaas skiet bomb steek afgebrand opgeblaas gesteek gepetrolbom platgebrand geskiet petrolbom petrolbomme brandbom molotov afbrand as',
    },
  ),
  pattern(
    'af-witness-know',
    'witness',
    together(
      '(polisie|cops|hof|saak|klag|klagte|getuig|getuie|verklaring|dink|onthou|betaal)',
      `(ons|ek|hulle) weet (by |na |in |)(watter|waar|wanneer) ~4 (skool|kleuterskool|creche|werk|kerk|bus|taxi|klas|${AF_KIN})|(jou|julle) ${AF_KIN} (loop|stap|ry) ~3 (alleen|elke dag|snags)`,
    ),
    {
      language: 'af',
      triggers: 'polisie cops hof saak klag klagte getuig getuie verklaring dink onthou betaal',
      requires: 'weet alleen elke snags',
    },
  ),
  pattern(
    'af-threat-aftermath',
    'threat',
    `(jou|julle) (vrou|man|kinders|ma|pa|familie|gesin|seun|dogter) (is|gaan ~1 wees|sal ~1 wees|word|gaan ~1 word) (n |)(weduwee|wewenaar|weeskinders|wees|in die rou)|(jy|julle) (gaan|sal) ~2 (in n|met n|per) (lykswa|ambulans|kis|doodskis|lyksak|rolstoel) ~3 (huis toe|terug|hier uit)|(jy|julle) (sal|gaan) n (rolstoel|kis|doodskis|ambulans) nodig (he|hê|kry) ~4 (as|wanneer|na) (ons|ek|hulle)|(ses|6) voet onder (die grond|die aarde)|(jou|julle) bloed (gaan|sal) ~6 (le|lê|loop|vloei|spat)|sien (jy|julle) nooit weer (iets|iemand|die son|die lig|jou ${AF_KIN}) nie|(jy|julle) (sal|gaan) nooit weer (iets|die son|die lig) sien nie|(jou|julle) ${AF_KIN} (gaan|sal) nie (groot word|oud word|grootword|matriek maak|skool klaarmaak) nie|(jou|julle) ${AF_KIN} (gaan|sal) (jou|julle) ~3 (begrawe|ter aarde bestel)|(jy|julle) (is|s) n (wandelende|lopende) (lyk|dooie)|(daarna|dan|anders|of) (begin|gaan) (ons|hulle) (skiet|brand|doodmaak|steek)|(ons|hulle) (begin|gaan begin) (skiet|brand|doodmaak|steek)${notNext('(op|by|in die|met die) (skyf|teiken|baan)')}|((ek|ons|hulle) maak|maak (ek|ons|hulle)) ${AF_OBJ} ~3 klaar(?=( (vanaand|vannag|more|as|bra|hoor|jy))|$)|hou ~1 (jou|jul) (bek|mond|smoel) ~8 (of|anders) ~2 (ons|ek) (sluit|maak) (dit|hom|hom vir jou|dit vir jou) ~2 (vir jou|toe|permanent)|(ons|ek|hulle) (gaan|sal|kom) ${AF_OBJ} ~2 kom (kry|haal) ~3 (jy en jou|julle en jul|jou hele)`,
    {
      language: 'af',
      triggers:
        'weduwee wewenaar weeskinders wees rou lykswa ambulans kis doodskis lyksak rolstoel voet bloed iets iemand son lig groot oud grootword matriek klaarmaak begrawe bestel lyk dooie skiet brand doodmaak steek klaar sluit maak kry haal',
      requires: 'jou julle jy hulle ons ek',
    },
  ),
  pattern(
    'af-threat-misc',
    'threat',
    `(gooi|spat|smyt) ~1 (suur|petrol|kookwater|warm olie) (in|op|oor) (jou|julle) (gesig|oe|lyf|kop)|gooi ${AF_OBJ} ~5 (venster|balkon|brug|dak)|kan (jou|julle) nie ~2 beskerm nie|ongelukke (gebeur|kan gebeur) (met|aan) (mense|diegene|verklikkers|getuies)|(jammer|sleg|hartseer) (wees |)as (iets|enigiets) (met|aan) (hulle|jou|julle|jou \\w+) gebeur|((jou|julle) ${AF_PROPERTY} (gaan|sal)|(gaan|sal) (jou|julle) ${AF_PROPERTY}) ~2 in (rook|vlamme) op|(se|sê) (totsiens|tot siens|goodbye) (vir|aan) (jou|julle) (bene|been|arms|oe|vingers|hande|tande|gesig|knieë|knie)|(begin (ons|ek|hulle)|(ons|ek|hulle) (begin|sal begin|gaan begin)) met (jou|julle) (vingers|bene|knieë|hande|tande|oe|kinders|vrou)|(helde|getuies|verklikkers) (sterf|gaan dood|vrek) (jonk|eerste|vinnig)|(soek|jag) (jou|julle) ~3 (jy|julle) (is|s) (klaar|dood|vrek)|(eindig|beland) soos (die ander|daai|hom|haar) ~6 (gekry|gevind|dood|begrawe)|(vergiftig|skiet|vermoor|steek) (ek|ons) ~3 (dan|en dan) vir (jou|julle)|(ek|ons|hulle) (gaan|sal) (jou|julle) (kop|skedel|gesig|bene|keel) ~4 (oopkap|oopslaan|inslaan|afkap|afsny|stukkend slaan)|(jou|julle) (en (jou|julle) ${AF_KIN} )~3 regsien|(enige|elke|elkeen|wie ook al|almal) ~8 (word|sal|gaan) ~2 (gebrand|geskiet|doodgemaak|gestenig|gehang|vermoor|opgehang)`,
    {
      language: 'af',
      triggers:
        'suur petrol kookwater olie venster balkon brug dak beskerm ongelukke gebeur rook vlamme totsiens goodbye begin helde getuies verklikkers soek jag eindig beland vergiftig skiet vermoor steek oopkap oopslaan inslaan afkap afsny stukkend regsien gebrand geskiet doodgemaak gestenig gehang opgehang',
    },
  ),
  pattern(
    'af-incitement',
    'incitement',
    `(kom ons|ons moet|julle moet|laat ons|tyd om|almal moet|ons gaan|ons sal) ~3 (skiet|doodmaak|dood maak|vermoor|brand|afbrand|jaag|verjaag|uitjaag|uit jaag|wegjaag|moer|bliksem|donner|uitroei|uitwis|ophang|hang|plunder|aanval) ~4 ${AF_GROUP}|(skiet|brand|jaag|verjaag|uitroei|hang|vermoor|moer|bliksem|plunder) (al |almal |)(die |daai |hierdie |hulle |)${AF_GROUP}|maak (al |almal |)(die |daai |hierdie |hulle |)${AF_GROUP} ~1 dood|val (die|al die|daai) ${AF_GROUP} aan|${AF_GROUP} (moet|sal|gaan) (almal |)(vrek|doodgaan|dood|geskiet word|doodgemaak word|brand|uitgeroei word)${AF_INTENSIFIED}|(brand|plunder) (hulle|hul|daai|die) (winkels|spazas|huise|plekke|karre|stalletjies)|(kom ons|ons moet|julle moet|laat ons|almal moet|ons gaan|ons sal) ~3 ${AF_GROUP} ~4 (uitroei|doodmaak|dood maak|uitjaag|uit jaag|afbrand|vermoor|skiet|uitwis|verjaag|wegjaag|aanval|ophang)|${AF_GROUP} se (winkels|huise|plekke|karre|spazas|winkel|huis) (moet|sal|gaan) ~1 (brand|afbrand|afgebrand word)|(die wat|wie|almal wat|enigeen wat) ~3 (gaan|sal) (ons|ek|hulle) ~2 (doodmaak|dood maak|vermoor|skiet|afbrand|verbrand|uitjaag)`,
    {
      language: 'af',
      triggers:
        'buitelanders vreemdelinge immigrante kwerekwere makwerekwere amakwerekwere zimbabwiers nigeriers somaliers mosambiekers malawiers pakistani boere boer swartes wittes indiers winkels spazas huise plekke karre stalletjies doodmaak vermoor skiet afbrand verbrand uitjaag buitelander vreemdeling immigrant zimbabwier nigerier somalier',
    },
  ),
];

/* ---------------------------------------------------------------- isiZulu */

/** Violent with any object but an animal: kill, shoot, stab, injure, crush. */
/**
 * After the final vowel of a root whose extended forms are innocent (hlab-ela: sing, shis-ela: burn
 * for, qed-ela: finish for): no extension (-ela, -wa, -isa, -ana, -eka). Only matters in glued text.
 */
const NG_END = '(?!(l[ae]|w[ae]|is[ae]|an[ae]|k[ae]|n[ae]))';
/**
 * Things that "will kill you" in health and safety warnings (isiZulu, isiXhosa): "ugwayi uzokubulala"
 * is the tobacco, not a person. A subject marker that can stand for such a noun (u-, a-, i-, si-,
 * bu-, ku-, li-, zi-) does not make a threat when one of these comes first; nor does "nobody"
 * ("akukho mntu uza kukwenzakalisa": nobody will hurt you).
 */
const NG_HAZARD =
  '(akukho|akekho|kungekho|abukho|ugwayi|gwayi|utshwala|tshwala|ushukela|shukela|isifo|sifo|amakhaza|umgwaqo|mgwaqo|ingcindezi|umkhuhlane|ukushisa|izidakamizwa|isidakamizwa|ijubane|igciwane|covid|ukudla|iziphuzo|ukubhema|ukuphuza|ukushayela|ikhansa|umdlavuza|usawoti|amafutha|icuba|utywala|iswekile|ingqele|indlela|ndlela|uxinzelelo|iziyobisi|isiyobisi|isantya|intsholongwane|ukutya|ukutshaya|ukusela|ukuqhuba|umhlaza|ubushushu|ityuwa|imoto|le moto|lo mgwaqo|le ndlela)';
const NG_NOT_HAZARD = `(?<!\\b${NG_HAZARD}( [a-z]+){0,2} )`;
const ZU_STRONG =
  '(bulal(a|e|ela)|dubul(a|e|ela)|gwaz(a|e)|limaz(a|e)|phihliz(a|e)|bhubhis(a|e)|gqashul(a|e)|dlwengul(a|e)|klin(y|)(a|e)|thumb(a|e)|minzis(a|e)|hlinz(a|e)|bhoboz(a|e)|khubaz(a|e)|choboz(a|e)|bhaxabul(a|e)|qothul(a|e)|hlukumez(a|e)|lengis(a|e))';
/**
 * Violent only with a person as object: stab or slaughter, burn, finish, slap, bury. "Ngizokuqeda
 * umsebenzi" (I will finish the work) and "sizokuhlaba inkomo" (we will slaughter a cow) spell the
 * same prefix as "I will finish you", so these count only when no noun (a word starting with a
 * vowel) follows.
 */
const ZU_WEAK = `(hlab(a|e)|shis(a|e)|qed(a|e)|klap(a|e)|ngcwab(a|e)|qob(a|e))${NG_END}`;
const ZU_NO_NOUN = '(?! (?!(uphila|uphile|ufe|uze|uma|uthi|ukuthi|ukuba|wena|nawe)\\b)[aeiou])';
/** Animals and things that are killed innocently: "ngizobulala inkukhu" (a chicken for supper). */
const ZU_NOT_ANIMAL = notNext(
  '(inkukhu|izinkukhu|imbuzi|izimbuzi|inkomo|izinkomo|ingulube|izingulube|igundane|amagundane|inyoka|izinyoka|izinambuzane|umuthi|isikhathi|igciwane|amagciwane|imvu|izimvu|ingoma|izingoma|ibhola|umlilo|ugesi|injini|izintuthwane|omiyane|izimpukane)',
);
const ZU_KIN =
  '(ingane|izingane|umntwana|abantwana|umndeni|indodakazi|amadodakazi|indodana|amadodana|umkakho|unkosikazi|umyeni|umama|ubaba|umfowenu|udadewenu|usisi|ubhuti|ugogo|umkhulu|umngane|abangane|abashayeli|umshayeli|intombi|isoka)';
const ZU_YOUR = '(yakho|wakho|bakho|zakho|lakho|sakho|kho|wenu|benu|yenu|zenu)';
/** Your relative: a noun and "your", or one word with "your" in it (umkakho: your wife). */
const ZU_KIN_YOURS = `(${ZU_KIN} ${ZU_YOUR}|umkakho|umfowenu|udadewenu|unyoko|uyihlo)`;
const ZU_PROPERTY =
  '(isitolo|izitolo|istolo|indlu|izindlu|imoto|izimoto|itekisi|amatekisi|ispaza|spaza|izspaza|ibhizinisi|ikhaya|umuzi|ithaveni|isaluni|iveni|ilori)';
const ZU_GROUP =
  '(amakwerekwere|makwerekwere|amakwere|kwerekwere|abokufika|bokufika|abantu bokufika|abafokazi|abantu bangaphandle|abantu bakwamanye amazwe|izifiki|ibhunu|amabhunu|abelungu|amandiya|amakula|amazimbabwe|amanigeria|amasomali|amamozambique|abezizwe|belungu|bafokazi|bantu bokufika|mabhunu|mandiya|makula)';
const ZU_GROUP_STEMS =
  'kwerekwere makwere okufika fokazi ngaphandle amazwe zifiki bhunu belungu mandiya makula zimbabwe nigeria somali mozambique zizwe';
/** "Die of hunger", "die laughing", "be crazy about someone": idioms with "ukufa". */
const ZU_NOT_IDIOM = notNext(
  '(ngaye|ngawe|ngami|ngabo|ngakho|ngayo|yindlala|indlala|ukuhleka|ukulamba|yisizungu|uthando|yinhliziyo|ubuhle|yilezi|ngalezi|ngale|ngalo|ngalaba|ukukhathala|yisithukuthezi|isifo|yisifo|ngenxa|emva|ngesikhathi|eminyakeni|esibhedlela)',
);
/** A relative, a pet or a patient who "will die" is news, not a threat: "ugogo uzofa" (granny is dying). */
const ZU_NOT_THIRD =
  '(?<!(wami|bami|yami|lami|zami|sami|wethu|bethu|yethu|ugogo|umkhulu|umama|ubaba|inja|ikati|isiguli|udokotela|ngoba) )';

const ZU_BODY =
  '(ikhanda|intamo|umphimbo|imilenze|umlenze|amathambo|izandla|isandla|amehlo|iso|ulimi|izindlebe|indlebe|iminwe|umunwe|izinyawo|unyawo|amadolo|idolo|ubuso|amazinyo|izimbambo|umqala|ingalo|izingalo|inhliziyo)';
/** When a life "will end": a time or a place, so that "impilo yakho izophela uma ubhema" (a health warning) is not read. */
const ZU_WHEN =
  '(namuhla|kusasa|ngempelasonto|kuleli sonto|ngesonto|ebusuku|manje|lapha|khona manje|ngomgqibelo|ngolwesi[a-z]+|ngelanga|$)';
/** What a threat tells the reader to do "uma ufuna ukuphila" (if you want to live): stay away, keep quiet, pay. */
const ZU_ORDER =
  '(ungezi|ungeze|ungabuyi|ungaphindi|ungaphinde|ungakhulumi|ungafakazi|ungayi emaphoyiseni|khokha|thula|hoxisa|suka|vala isitolo|vala ispaza)';
/** "Uma ufuna ukuphila isikhathi eside" (if you want to live long) is health advice. */
const ZU_NOT_LIVE = notNext(
  '(isikhathi|iminyaka|kahle|ngokunempilo|impilo|isikhashana|kamnandi|eside|kude|ubude|ngokuphila|ngaphandle)',
);
/** What follows "noma" (or) in a demand: harm to the reader, their family, their body or their shop. */
const ZU_CONSEQ = `((iyizicucu|uyizicucu|eyizicucu|yizicucu)|(ngi|si|ba)(zo|yo|)(zi|m|ba|yi|ku|)(landa|thatha|thumba|thathe|lande|thumbe|eba|ebe) ${ZU_KIN_YOURS}|ngeke (ubuye|zibuye|abuye|babuye|uphinde|ufike|zifike|afike|bafike|ubone|uphile)|ngeke (u|)(yi|m|ba|zi|li|)bone|ngeke uphinde ubone|(ngi|si|ba)(zo|yo|)(ku|kw|ni|m)(ephul|aphul|phul|sik|nqum|chith)(a|e) ${ZU_BODY}|(ngi|si|ba)(zo|yo|za|ya)(si|yi|li|zi|wu)(shisa|shise)|(ngi|si|ba)(zo|yo|)(phihliz|ephul|aphul|chobo|shis)(a|e) ~4 (nobuso|ubuso|ikhanda|imilenze|izandla) ${ZU_YOUR}|(siyazi|siyayazi|ngiyazi|ngiyayazi|siyakwazi) ~6 ${ZU_KIN_YOURS}|${ZU_KIN_YOURS} (u|i|ba|zi|a)(zo|yo)(fa|bulawa|limala)|(u|ni)(zo|yo)ngcwatshwa)`;

const ZULU: readonly PhrasePattern[] = [
  pattern(
    'zu-threat',
    'threat',
    `${NG_NOT_HAZARD}((ngi|ng|si|s|ba|u|ni|a|zi|li)(zo|yo|za|ya|sa)( |)(ku|k|ni|m|mu|ba|wa)(${ZU_STRONG}${ZU_NOT_ANIMAL}|${ZU_WEAK}${ZU_NO_NOUN}))`,
    {
      language: 'zu',
      stems:
        'bulal dubul gwaz limaz phihliz bhubhis hlab shis qed klap ngcwab gqashul dlwengul klin thumb minzis hlinz bhoboz khubaz choboz bhaxabul qothul hlukumez lengis qob',
    },
  ),
  pattern(
    'zu-threat-subjunctive',
    'threat',
    `(ngi|si|ba|masi|asi)(ku|ni|m|mu|ba|wa)((bulale|dubule|gwaze|limaze)${ZU_NOT_ANIMAL}|(hlabe|shise|qede)${ZU_NO_NOUN})|(ngi|ng|si|ba)(zo|yo|za|ya)(yi|m|ba|wu|li|si|zi|ku|)(bulala|dubula|gwaza|limaza|shaya|bulalela|dlwengula) ${ZU_KIN_YOURS}`,
    { language: 'zu', stems: 'bulal dubul gwaz hlab shis limaz qed shaya dlwengul' },
  ),
  pattern(
    'zu-passive-die',
    'threat',
    `${NG_NOT_HAZARD}((u|ni|ba)(zo|yo|za|ya)(bulawa|dutshulwa|gwazwa|hlatshwa|limazwa|shiswa|dlwengulwa)${notNext('(yisifo|isifo|ngumlilo|yilanga|ilanga|ukushisa|umkhuhlane)')}|${ZU_NOT_THIRD}(u|ni|ba)(zo|yo|zoku|yoku|za|zaku)(fa|kufa)${ZU_NOT_IDIOM}|(noma|kungenjalo|ngize|size|baze|uze) (ufe|nife|bafe)|(ngize|size|baze) (ngiku|siku|baku|ngini|sini)(bulale|shaye))`,
    {
      language: 'zu',
      stems:
        'bulawa dutshulwa gwazwa hlatshwa limazwa zofa yofa zokufa yokufa zafa zakufa ufe nife bafe bulale shaye shiswa dlwengulwa',
    },
  ),
  pattern(
    'zu-body',
    'threat',
    `(ngi|si|ba)(zo|yo|za|ya|)(ku|kw|ni|m)(nquma|nqume|sika|sike|phihliza|phihlize|shaya|shaye|phula|phule|ephula|ephule|aphula|aphule|chitha|chithe|bhoboza|bhoboze|gqabula|gqabule|qhekeza|qhekeze) ${ZU_BODY}|(ngi|si|ba)(zo|yo|)(ku|ni|m)(sik|qob|nqum|qhekez)(a|e) (izicucu|izingcezu)|(ngi|si|ba)(zo|yo|za|ya)(ku|ni|m|ba)(shaya|shaye|bhaxabula|bhaxabule) (uze|nize|kabuhlungu|ngempama|ngesibhakela|ngamawisa|ngewisa)|(ngi|si|ba)(zo|yo|za|ya)(ku|ni|m|ba)(faka|fake|lahla|lahle|ngcwaba) (e|)(thuneni|mathuneni|ngcwabeni|mangcwabeni|bhokisini|mfuleni)|(u|ni)(zo|yo|za)lala (e|)(mathuneni|thuneni|ngcwabeni|mangcwabeni)|izinsuku zakho zibaliwe|(ngi|si)(zo|yo|za|ya)(ku|ni|m)(thumelela|bizela|lethela|khokhela) (izinkabi|abantu bami|amagintsa|izigebengu)|izinkabi (zizoku|zizoni|zizom|zizoba|ziyeza|zizofika kuwe)\\w*|(ngi|si|ba)(zo|yo|za|ya)(ku|ni|m|ba)(shaya|shaye|bhaxabula|bhaxabule) (ngezinduku|ngenduku|ngesibhamu|ngommese|ngamatshe|ngesagila|ngesiswebhu|ngensimbi)|(izimpimpi|impimpi) (ziyafa|zizofa|zibulawa|ziyabulawa|iyafa|izofa|ziyashiswa)|(thenga|thengela) ibhokisi (lakho|lenu)`,
    {
      language: 'zu',
      stems:
        'cucu ngcezu ikhanda intamo mphimbo milenze mlenze mathambo zandla sandla mehlo iso ulimi ndlebe minwe munwe nyawo madolo idolo ubuso mazinyo mbambo mqala ngalo nhliziyo uze nize kabuhlungu ngempama ngesibhakela wisa thuneni ngcwabeni bhokisini mfuleni zibaliwe inkabi magintsa zigebengu ngezinduku ngenduku ngesibhamu ngommese ngamatshe ngesagila ngesiswebhu ngensimbi mpimpi bhokisi',
    },
  ),
  pattern(
    'zu-property',
    'property',
    `(ngi|ng|si|s|ba)(zo|yo|za|ya|)( |)(si|yi|li|zi|wu|ku|ba|a|)(shisa|shise|shisela|phihliza|phihlize|dubula|bhubhisa|bhubhise) ~1 ${ZU_PROPERTY}|${ZU_PROPERTY} ~4 (si|i|li|zi|a|u)(zo|yo|za)(shiswa|sha|bhujiswa|phihlizwa|dutshulwa)${notNext('(yilanga|ilanga)')}|${ZU_PROPERTY} ~8 (ngi|ng|si|s|ba)(zo|yo|za|ya)(si|yi|li|zi|wu|ku|ba|a)(shisa|shise|phihliza|phihlize|bhubhisa|bhubhise|dubula|dubule)`,
    { language: 'zu', stems: 'shis phihliz dubul dutshulwa bhubhis bhujiswa zosha yosha zasha' },
  ),
  pattern(
    'zu-incitement',
    'incitement',
    `(a|ma|)si(ba|wa|m|zi|)(bulale|dubule|shise|xoshe|gwaze|hlasele) (bonke |wonke |)${ZU_GROUP}|(izitolo|izindlu|izimoto) (za|ze)${ZU_GROUP} ~1 (ma|a|)si(zi|)(shise|phihlize|bhubhise)|(bulalani|dubulani|shisani|gwazani|xoshani|hlaselani|bulala|dubula|shisa|xosha) (bonke |wonke |)(izitolo |izindlu |)(za|ze|)${ZU_GROUP}|${ZU_GROUP} ~2 (kumele (afe|bafe|babulawe|abulawe|bashiswe|ashiswe|baxoshwe|axoshwe)|mawafe|mabafe|afe|bafe|abulawe|babulawe|mawahambe noma|mabahambe noma)|(ma|a)si(ba|wa)(bulale|shise|dubule)|si(zo|ya)(ba|wa)(xosha|shisa|bulala|dubula) (bonke |wonke |)${ZU_GROUP}|si(zo|yo|ya)(ba|wa|)(xosha|shisa|bulala|dubula|hlasela) (bonke |wonke |)${ZU_GROUP}`,
    { language: 'zu', stems: `${ZU_GROUP_STEMS} sibabulale siwabulale sibashise siwashise sibadubule siwadubule` },
  ),
  pattern(
    'zu-extortion',
    'extortion',
    `(khokha|khokhe|khokhela|ungakhokhi|ungangikhokheli|imali|thumela imali|letha imali|ukweleta|isikweletu|sikweletu|(thumela|letha|ngithumelele|sithumelele) ~2 (u |)${AMOUNT}|${AMOUNT}) .*(${ZU_CONSEQ}|uzolimala|${ZU_KIN} ${ZU_YOUR} (uzolimala|izolimala|bazolimala|zizolimala|uzohlupheka)|uzozisola|izinkabi)|(noma|kungenjalo|uma ungakhokhi|uma ungangikhokheli) (uzobona|uzongibona|uzozisola)`,
    { language: 'zu', stems: 'khokh imali kweleta sikweletu thumel letha zicucu' },
  ),
  pattern(
    'zu-witness',
    'witness',
    `(hoxisa|hoxise|icala|amaphoyisa|emaphoyiseni|maphoyisa|ufakaza|ufakaze|fakaza|enkantolo|inkantolo|ubufakazi|thula|ungakhulumi|erenki|umzila|mzila|layisha|ulayishe|ulayisha|isikhalazo|umantshi|kumantshi|usho lutho) .*(${ZU_CONSEQ}|uzolimala|${ZU_KIN} ${ZU_YOUR} (uzolimala|izolimala|bazolimala|zizolimala|uzohlupheka)|uzozisola|izinkabi|uma uthanda (izingane|umndeni|ingane|umkakho|impilo)|uma uyazithanda izingane|uma uyawuthanda umndeni|uma uyayithanda impilo)|(noma|kungenjalo) (uzobona|uzongibona|uzozisola)`,
    {
      language: 'zu',
      stems:
        'hoxis icala phoyis fakaz nkantolo thula khulum renki mzila layish zobona zongibona zozisola khalazo mantshi',
    },
  ),
  pattern(
    'zu-threat-aftermath',
    'threat',
    `(u|ni)(zo|yo)(goduka|ya ekhaya|buyela ekhaya|phuma lapha) ~1 (ngemoto yezidumbu|ngebhokisi|esebhokisini|ebhokisini|ngeambulensi|ngembulensi|ngezicucu)|(umkakho|${ZU_KIN} ${ZU_YOUR}) ~2 (umfelokazi|ongumfelokazi|yizintandane|izintandane|intandane|yintandane)|(u|ni)(zo|yo)dinga (isihlalo|isitulo) (sabakhubazekile|samasondo|esinamasondo)|(uma|ukuthi|ngokuzayo|kusasa|namuhla) ~5 (ufile|usufile|nifile)$|(izwi|igama) (elilodwa|linye|elinye) ~6 (ufile|usufile)|igazi (lakho|lenu) (lizochitheka|lizophalala|lizogeleza|lizogcwala)|${ZU_KIN_YOURS} ngeke (zikhule|akhule|bakhule|ukhule|zikhulile)|(ngi|si|ba)(zo|yo)(ku|ni)vala (unomphela|phakade|kuze kube phakade|umlomo unomphela)|(ngi|si|ba)(zo|yo)(ku|ni)thola ~4 (wena nendlu|wena nomndeni|wena nezingane|wena nomkakho|nina nemindeni)|(uzozisola|uzisole|nizozisola) ngokuzalwa|${ZU_KIN_YOURS} (u|i|ba)(zo|yo)(ku|ni)ngcwaba|(uyisidumbu|uyisidumbu esihambayo|usuyisidumbu|uyisitopo)|(si|ba|ngi)(qala|zoqala|yoqala|zoqale) uku(dubula|bulala|shisa|gwaza)|(ma|a)si(yo|)(phihliza|phihlize|shisa|shise|bulala|bulale|xosha|xoshe) (izitolo|izindlu|izimoto|ispaza|amaspaza|amatekisi) (za|ze|zika)(ma|a|)(kwerekwere|somali|zimbabwe|nigeria|mozambique|bhunu|ndiya|kula|fokazi|bokufika)|(ngi|si|ba)(zo|yo)(ku|ni)ngcwaba (uphila|niphila)`,
    {
      language: 'zu',
      stems:
        'goduka ekhaya zidumbu bhokisi mbulens zicucu felokazi ntandane dinga ufile usufile nifile gazi zikhule akhule bakhule ukhule kuvala nivala kuthola nithola zisole ngcwaba sidumbu sitopo qala dubula phihliz masi',
    },
  ),
  pattern(
    'zu-threat-misc',
    'threat',
    `(ngi|si|ba)(zo|yo|)(ku|ni|m)thel(a|e) ~1 (i acid|iasidi|i asidi|uphethiloli|amanzi abilayo) ~2 (ebusweni|emehlweni|emzimbeni)|(ngi|si|ba)(zo|yo|)(ku|ni|m)(jikijel|phons|lahl)(a|e) ~2 (ngewindi|ebhulohweni|ophahleni|ngefasitela)|(noma ubani|noma yimuphi|noma ngubani|wonke umuntu) ~8 (uzoshiswa|uzodutshulwa|uzobulawa|uzogwazwa|uzoshaywa)|ngeke (akuvikele|bakuvikele|likuvikele|ikuvikele)|izingozi (zenzeka|ziyenzeka) kubantu|(kungaba buhlungu|kungaba yihlazo|kungadabukisa) uma (kukhona okwenzeka|kwenzeka okuthile|kukhona into eyenzeka) (kubo|kuwe|kubantwana)|(si|li|i|zi|ku)(zo|yo)ba (umlotha|ngumlotha)|siqala (ngeminwe|ngemilenze|ngezandla|ngezingane) (yakho|zakho)|amaqhawe (afa|ayafa) (esemancane|esesemancane|kusenesikhathi)|(uyakufuna|siyakufuna|bayakufuna) ~2 (usuphelile|ufile|usufile)|(uzogcina|uzophela) (njenga|njengaba)[a-z]+ ~4 (atholakala|abulawa|afa|ashiswa|atholwa)|(isidumbu|umzimba ofile) (sakho|wakho)|(ishile|ishisiwe|ishiswe|shile|shiswa|isha|ishe|izosha) ~4 (nawe|wena) ungaphakathi|(ngi|si|ba)(zo|yo)bhekana nawe (nezingane|nomndeni|nomkakho)`,
    {
      language: 'zu',
      stems:
        'thel jikijel phons lahl zoshiswa zodutshulwa zobulawa zogwazwa zoshaywa kuvikel zingozi buhlungu yihlazo dabukis mlotha siqala qhawe kufuna phelile sidumbu ungaphakathi bhekana gcina',
    },
  ),
  pattern(
    'zu-witness-know',
    'witness',
    `(siyazi|siyayazi|ngiyazi|ngiyayazi|siyakwazi|siyalazi|siyasazi) ~6 ${ZU_KIN_YOURS} ~8 (ufakaze|ufakaza|fakaza|icala|amaphoyisa|emaphoyiseni|enkantolo|isikhalazo|cabanga)`,
    { language: 'zu', stems: 'fakaz icala phoyis nkantolo khalazo cabang' },
  ),
  pattern(
    'zu-threat-2',
    'threat',
    `(u|ni)(zobe|yobe|zoba|yoba) (usufile|nisufile|ufile|nifile|sewufile|senifile)|(ngi|si|ba)(zobe|yobe) (ngi|si|ba|se)(ku|ni|m)(ngcwaba|bulala|dubula|gwaza)|${NG_NOT_HAZARD}${ZU_NOT_THIRD}(u|ni)(zo|yo)fela${ZU_NOT_IDIOM}|(uze|nize|aze|baze) (wophe|nophe|ophe|bophe|uquleke|niquleke|ungaphefumuli|ningaphefumuli|ungabe usaphefumula|ungakwazi ukuhamba|ungabe usahamba)|impilo (yakho|yenu) (izophela|iyophela|iyaphela|isiphelile|izoba sekupheleni) ${ZU_WHEN}|(imali|khokha|${AMOUNT}) noma (impilo|ukufa)|${ZU_ORDER} ~8 uma (u|ni)funa ukuphila${ZU_NOT_LIVE}|uma (u|ni)funa ukuphila${ZU_NOT_LIVE} ~2 ${ZU_ORDER}|(ngi|si|ba)(zo|yo)(ku|ni)linda ~6 ngeke (ufike|ubuye|uphume|nifike|nibuye)|ngeke (u|ni)(fike|buye|phume|hambe) ~2 (uphila|niphila|uphilile)|${ZU_KIN_YOURS} (u|i|ba|zi|a|li)(zo|yo)(fa|kufa|bulawa|limala|limazwa|dutshulwa|gwazwa|shiswa|dlwengulwa|thunjwa|ngcwatshwa)${ZU_NOT_IDIOM}|(ngi|si|ba)(zo|yo|za|ya|)(ku|ni|m)shayisa ~1 (ngemoto|ngeveni|ngetekisi|ngeloli|ngebhasi|ngebhakkie|ngebakkie)|${NG_NOT_HAZARD}(u|ni|ba)(zo|yo)(klinywa|thunjwa|shaywa|hlinzwa|minziswa|shayiswa|khubazwa)|(wena|nina) ~3 (u|ni)(zo|yo)ngcwatshwa${notNext('(yilanga|ilanga|umoya|ngumoya|yimoto|imoto|yitekisi|ugesi|wugesi|ngugesi|yimpukane|ngumbani|yimbani|umbani)')}`,
    {
      language: 'zu',
      stems:
        'zobe yobe zoba yoba sufile ufile zofela yofela wophe nophe ophe quleke phefumul usahamba impilo ukufa ukuphila linda uphila zofa yofa zokufa zobulawa yobulawa zolimala yolimala zolimazwa zodutshulwa zogwazwa zoshiswa zodlwengulwa zothunjwa zongcwatshwa shayis ngcwatshw klinyw thunjw shayw hlinzw minzisw khubazw',
    },
  ),
];

/* ---------------------------------------------------------------- isiXhosa */

const XH_ROOTS = `(bulal(a|e|ela)|dubul(a|e)|gwaz(a|e)|dlwengul(a|e)|bethe|klap(a|e)|krwitsh(a|e)|xhwil(a|e)|gilel(a|e)|ntywilis(a|e)|tyumz(a|e)|limaz(a|e)|enzakalis(a|e)|xhom(a|e)|(hlab(a|e)|tshis(a|e)|gqib(a|e)|ngcwab(a|e))${NG_END})`;
const XH_STEMS =
  'bulal dubul hlab tshis gqib bethe klap gwaz ngcwab dlwengul krwitsh xhwil gilel ntywilis tyumz limaz enzakalis xhom';
const XH_NOT_ANIMAL = notNext(
  '(inkukhu|iinkukhu|igusha|iigusha|ibhokhwe|iibhokhwe|inkomo|iinkomo|ihagu|iihagu|impuku|iimpuku|inyoka|iinyoka|izinambuzane|ixesha|ingoma|iingoma|ibhola|imali|umlilo|umbane|injini|iimpukane|iingcongconi)',
);
const XH_NOT_IDIOM = notNext(
  '(yindlala|indlala|kukuhleka|ngulo|ngule|ngaye|ngawe|ndim|ngabo|yintlungu|sisifo|ngenxa|emva|esibhedlele|kwiminyaka)',
);
const XH_NOT_THIRD =
  '(?<!(wam|bam|yam|lam|zam|sam|wethu|bethu|yethu|umakhulu|utatomkhulu|umama|utata|inja|ikati|isigulana|ugqirha|kuba) )';
const XH_KIN =
  '(umntwana|abantwana|usapho|intombi|iintombi|unyana|oonyana|umfazi|umyeni|umama|utata|ubhuti|usisi|umakhulu|utatomkhulu|umhlobo|abahlobo|abaqhubi|umqhubi|umkakho)';
const XH_YOUR = '(wakho|yakho|bakho|lwakho|zakho|lakho|sakho|kho|wenu|benu|yenu|zenu)';
const XH_PROPERTY =
  '(ivenkile|iivenkile|indlu|izindlu|iindlu|imoto|iimoto|iteksi|iiteksi|ispaza|ishishini|ikhaya|ithaveni|ishebeen|ilori)';
const XH_GROUP =
  '(amakwerekwere|makwerekwere|kwerekwere|abaphambukeli|abasemzini|abantu basemzini|abantu bamanye amazwe|abantu bangaphandle|amabhulu|ibhulu|abelungu|amandiya|amakula|amazimbabwe|amasomali|baphambukeli|basemzini|bantu basemzini|bantu bamanye amazwe|mabhulu|belungu|mandiya|makula)';
const XH_GROUP_STEMS = 'kwerekwere phambukeli semzini amazwe ngaphandle bhulu belungu mandiya makula zimbabwe somali';

const XH_BODY =
  '(imilenze|umlenze|intamo|amathambo|izandla|isandla|intloko|amehlo|iliso|ulwimi|iindlebe|indlebe|iminwe|umnwe|iinyawo|unyawo|amadolo|idolo|ubuso|amazinyo|iimbambo|umqala|ingalo|iingalo|intliziyo)';
/** When a life "will end": a time or a place, not a health warning. */
const XH_WHEN = '(namhlanje|ngomso|ngempelaveki|kule veki|ebusuku|ngoku|apha|ngomgqibelo|ngecawa|ngolwe[a-z]+|$)';
/** What a threat tells the reader to do "ukuba ufuna ukuphila" (if you want to live). */
const XH_ORDER =
  '(musa|sukuza|ungezi|ungabuyi|ungaphindi|ungathethi|hlawula|thula|rhoxisa|suka|vala ivenkile|vala ispaza)';
const XH_NOT_LIVE = notNext('(ixesha|iminyaka|kakuhle|ubomi|isithuba|ngempilo|kamnandi|ngaphandle)');
/** What follows "okanye" (or) in a demand: harm to the reader, their family, their body or their shop. */
const XH_CONSEQ = `((eziingceba|iziqwenga|sele efile)|(ndi|si|ba)((za|zo)( |)ku|)(ba|yi|m|zi|)(thatha|thathe|xhwila|xhwile|landa|lande) ${XH_KIN} ${XH_YOUR}|(abazukubuya|abayi kubuya|akuzukubuya|awuzukubuya|akuyi kubuya|azizukubuya|aziyi kubuya|akuzukufika|akuyi kufika|awuyi kufika)|(awusayi|akusayi|awuyi|awuzu|akuyi|akuzu) kuphinda (u|)(m|yi|ba|zi|)bone|(ndi|si|ba)((za|zo)( |)ku|)(ku|kw|ni|m)(waphul|aphul|sik|qhawul|krazul)(a|e) ${XH_BODY}|(ndi|si|ba)((za|zo)( |)ku|)(aphul|waphul|qhekez|tshis|tyumz)(a|e) ~4 (nobuso|ubuso|intloko|imilenze|izandla) ${XH_YOUR}|(siyazi|siyayazi|ndiyazi|ndiyayazi) ~6 ${XH_KIN} ${XH_YOUR}|${XH_KIN} ${XH_YOUR} (u|i|ba|zi|lu)(za|zo)( |)ku(fa|bulawa|limala|enzakala)|(u|ni)(za|zo)( |)kungcwatywa)`;

const XHOSA: readonly PhrasePattern[] = [
  pattern(
    'xh-threat',
    'threat',
    `${NG_NOT_HAZARD}((ndi|si|ba|u|ni|a|zi|li)(za|zo|yo)( |)ku(ku|kw|ni|m|mu|ba|wa)${XH_ROOTS}${XH_NOT_ANIMAL}|(ndi|si|ba|u|ni|a|zi|li)ya(ku|kw|ni|m|mu|ba|wa)${XH_ROOTS}${XH_NOT_ANIMAL}|(ndi|si|ba|a|zi|li)(za|zo|ya)( |)(ku|k)(bulala|dubula)${XH_NOT_ANIMAL}|(ndi|si|ba)(za|zo|yo)( |)ku(hlab(a|e)|tshis(a|e)|gqib(a|e))${ZU_NO_NOUN})`,
    { language: 'xh', stems: XH_STEMS },
  ),
  pattern(
    'xh-threat-subjunctive',
    'threat',
    `(ndi|si|ba|masi|asi)(ku|ni|m|mu|ba|wa)(bulale|dubule|hlabe|tshise|gqibe)${XH_NOT_ANIMAL}|(ndi|si|ba)(za|ya|zo)( |)ku(yi|m|ba|wu|li|si|zi|ku|)(bulala|dubula|hlaba|tshisa|enzakalisa|yenzakalisa|limaza) ${XH_KIN} ${XH_YOUR}`,
    { language: 'xh', stems: 'bulal dubul hlab tshis gqib enzakalis limaz dlwengul' },
  ),
  pattern(
    'xh-passive-die',
    'threat',
    `${NG_NOT_HAZARD}((u|ni|ba)(za|ya|zo)( |)ku(bulawa|dutyulwa|hlatshwa|tshiswa|gwazwa|limazwa)${notNext('(lilanga|yilanga|ngumbane|sisifo)')}|${XH_NOT_THIRD}(u|ni|ba)(za|zo)( |)kufa${XH_NOT_IDIOM}|(okanye|ude|nide|bade) (ufe|nife|bafe)|(uza|uzo|niza)( |)kulala (e|)(mangcwabeni|ngcwabeni|thuneni)|(ndi|si)(za|zo|ya)( |)ku(ku|ni|m)(faka|lahla|ngcwaba) (e|)(ngcwabeni|mangcwabeni|bhokisini|mlanjeni)|iintsuku zakho zibaliwe)`,
    {
      language: 'xh',
      stems:
        'bulawa dutyulwa hlatshwa tshiswa gwazwa limazwa kufa ufe nife bafe mangcwabeni ngcwabeni thuneni bhokisini mlanjeni zibaliwe',
    },
  ),
  pattern(
    'xh-body',
    'threat',
    `(ndi|si|ba)((za|zo|ya)( |)ku|)(ku|kw|ni|m)(waphul|aphul|sik|qhawul|beth|krazul|tyumz|qhekez)(a|e) ${XH_BODY}|(ndi|si|ba)(za|zo|ya)( |)ku(ku|ni|m|ba)(betha|bethe) (ude|nide|kabuhlungu|ngempama|ngenqindi)|(ndi|si)(za|zo|ya)( |)ku(ku|ni|m)(thumelela|bizela) (izigebenga|amagintsa|abantu bam|iinkabi)|(ndi|si|ba)(za|zo)( |)ku(ku|ni|m)bethe (ude|nide) (ufe|nife)|(ndi|si|ba)(za|zo|ya)( |)ku(ku|ni|m|ba)(betha|bethe) (ngeentonga|ngentonga|ngompu|ngemela|ngamatye|ngesitshetshe|ngentsimbi)|(iimpimpi|impimpi) (ziyafa|ziza kufa|ziyabulawa|iyafa|iza kufa)|(thenga|thengela) ibhokisi (lakho|lenu)`,
    {
      language: 'xh',
      stems:
        'milenze mlenze ntamo mathambo zandla sandla ntloko mehlo iliso ulwimi ndlebe minwe umnwe nyawo madolo idolo ubuso mazinyo mbambo mqala ngalo ntliziyo ude nide kabuhlungu ngempama ngenqindi zigebenga magintsa nkabi ufe nife ngeentonga ngentonga ngompu ngemela ngamatye ngesitshetshe ngentsimbi mpimpi bhokisi',
    },
  ),
  pattern(
    'xh-property',
    'property',
    `((ndi|si|ba)(za|zo|ya)( |)(ku|)|(ndi|si)(ku|))(yi|si|li|zi|wu|ba|)(tshisa|tshise|tshisela|dubula|tshabalalisa) ~1 ${XH_PROPERTY}|${XH_PROPERTY} ~4 (i|si|li|zi|u)(za|zo)( |)ku(tshiswa|tsha|tshabalaliswa)|${XH_PROPERTY} ~8 (ndi|si|ba)(za|zo|ya)( |)ku(yi|si|li|zi|wu)(tshisa|tshise|dubula|tshabalalisa)`,
    { language: 'xh', stems: 'tshis tsha dubul tshabalal' },
  ),
  pattern(
    'xh-incitement',
    'incitement',
    `(ma|a|)si(ba|wa|m|)(bulale|dubule|tshise|gxothe|hlasele|hlabe) (bonke |onke |)${XH_GROUP}|(bulalani|dubulani|tshisani|gxothani|hlaselani|bulala|dubula|tshisa|gxotha) (bonke |onke |)(iivenkile |izindlu |iindlu |)(za|ze|)${XH_GROUP}|${XH_GROUP} ~2 (mawafe|mabafe|afe|bafe|kufuneka (afe|bafe|abulawe|babulawe|agxothwe|bagxothwe))|(ma|a)si(ba|wa)(bulale|tshise|dubule)|si(za|ya)( |)ku(ba|wa)(gxotha|tshisa|bulala|dubula) (bonke |onke |)${XH_GROUP}|si(za|yo|ya)( |)(ku|)(ba|wa|)(gxotha|tshisa|bulala|dubula|hlasela) (bonke |onke |)${XH_GROUP}`,
    { language: 'xh', stems: `${XH_GROUP_STEMS} sibabulale siwabulale sibatshise siwatshise sibadubule siwadubule` },
  ),
  pattern(
    'xh-threat-aftermath',
    'threat',
    `(u|ni)(za|zo)( |)ku(goduka|goduswa|buyela ekhaya) ~1 (ngemoto yabafileyo|ngebhokisi|ebhokisini|ngeambulensi|ngeziqwenga)|${XH_KIN} ${XH_YOUR} ~3 (ngumhlolokazi|umhlolokazi|ziinkedama|iinkedama|yinkedama|inkedama)|(u|ni)(za|zo)( |)kudinga (isitulo|isihlalo) (sabakhubazekileyo|esinamavili)|(ukuba|xa|kwixesha elizayo|ngomso|namhlanje) ~5 (ufile|sele ufile|nifile)$|(ilizwi|igama) (elinye|linye) ~6 (ufile|sele ufile)|sele ufile|igazi (lakho|lenu) (liza|lizo)( |)ku(chitheka|phalala|gcwala)|${XH_KIN} ${XH_YOUR} (abayi kukhula|abazukukhula|akayi kukhula|akazukukhula|abasayi kukhula)|(ndi|si|ba)(za|zo)( |)ku(wu|ku|ni)vala ~1 (ngonaphakade|unaphakade|kanaphakade)|(ndi|si|ba)(za|zo)( |)ku(ku|ni)fumana ~4 (wena nendlu|wena nosapho|wena nabantwana|wena nomfazi)|${XH_KIN} ${XH_YOUR} (u|i|ba)(za|zo)( |)ku(ku|ni)ngcwaba|(si|ba|ndi)(qala|za kuqala) uku(dubula|bulala|tshisa|hlaba)|(ma|a)si(ye|)( |)(ku|)(tshisa|tshise|bulala|bulale|gxotha|gxothe|qhekeza) (iivenkile|izindlu|iindlu|iimoto|iispaza|iiteksi) (za|ze)(ma|a|)(kwerekwere|somali|zimbabwe|nigeria|mozambique|bhulu|ndiya|kula|phambukeli)|(ndi|si|ba)(za|zo)( |)ku(ku|ni)(ngcwaba|tshisa) (uphila|niphila)|(u|ni)(be|ube|nibe) (ziingceba|amaqhekeza|iziqwenga)`,
    {
      language: 'xh',
      stems:
        'goduka goduswa ekhaya bafileyo bhokisi mbulens ziqwenga hlolokazi nkedama dinga ufile nifile gazi kukhula kuvala kuwuvala kufumana ngcwaba qala masi tshis ngceba qhekeza',
    },
  ),
  pattern(
    'xh-threat-misc',
    'threat',
    `(ndi|si|ba)(za|zo)( |)ku(ku|ni|m)thel(a|e) ~1 (iasidi|i asidi|ipetroli|amanzi ashushu) ~2 (ebusweni|emehlweni)|(a|ba|ndi|si)(ku|ni|m)(phos|lahl)(a|e) ~1 (ngefestile|ebhulorhweni|eluphahleni)|(nabani na|nawuphi na|wonke umntu) ~8 (uza kutshiswa|uza kudutyulwa|uza kubulawa|uza kuhlatshwa)|(akanakukukhusela|abanakukukhusela|akayi kukukhusela|abayi kukukhusela)|iingozi (zenzeka|ziyenzeka) kubantu|kuya kuba (buhlungu|lusizi) xa kukho into (eyenzekayo|eyenzeka) (kubo|kuwe)|(si|li|i|zi|ku)(za|zo)( |)kuba (luthuthu|ngumlotha)|siqala (ngeminwe|ngemilenze|ngezandla|ngabantwana) (yakho|zakho|bakho)|amagorha (afa|ayafa) (esemancinci|kwangoko)|(uyakufuna|siyakufuna|bayakufuna) ~2 (uphelile|ufile|sele ufile)|uza kuphela (njenga|njengaba)[a-z]+ ~4 (afunyanwa|abulawa|afa)|isidumbu sakho|(itshile|tshiswe|itshisiwe) ~4 (nawe|wena) ungaphakathi|(ndi|si|ba)(za|zo)( |)kujongana nawe (nabantwana|nosapho|nomfazi)`,
    {
      language: 'xh',
      stems:
        'thel phos lahl tshiswa dutyulwa bulawa hlatshwa khusel ngozi buhlungu lusizi luthuthu mlotha siqala gorha kufuna phelile uphela sidumbu ungaphakathi jongana',
    },
  ),
  pattern(
    'xh-witness-know',
    'witness',
    `(siyazi|siyayazi|ndiyazi|ndiyayazi|siyalazi) ~6 ${XH_KIN} ${XH_YOUR} ~8 (ungqine|ungqina|ngqina|ityala|amapolisa|emapoliseni|enkundleni|isikhalazo|cinga)`,
    { language: 'xh', stems: 'ngqin tyala polis nkundla khalazo cinga' },
  ),
  pattern(
    'xh-threat-2',
    'threat',
    `(u|ni)(za|zo)( |)ku(be|ba) (ufile|nifile|sele ufile|sewufile|sele nifile)|(ndi|si|ba)(za|zo)( |)ku(be|ba) (ndi|si|ba|se)(ku|ni|m)(ngcwaba|bulala|dubula|gwaza)|${NG_NOT_HAZARD}${XH_NOT_THIRD}(u|ni)(za|zo)( |)kufela${XH_NOT_IDIOM}|(ude|nide|ade|bade) (wophe|nophe|ophe|bophe|uquleke|niquleke|ungaphefumli|ningaphefumli|ungaphefumuli|ungakwazi ukuhamba)|ubomi (bakho|benu) (buza kuphela|buzakuphela|buzokuphela|buyaphela|buphelile) ${XH_WHEN}|(imali|hlawula|${AMOUNT}) okanye (ubomi|ukufa)|${XH_ORDER} ~8 ukuba (u|ni)funa ukuphila${XH_NOT_LIVE}|ukuba (u|ni)funa ukuphila${XH_NOT_LIVE} ~2 ${XH_ORDER}|(ndi|si|ba)(za|zo)( |)ku(ku|ni)linda ~6 (akuyi kufika|akuzukufika|awuyi kufika|awuzukufika|akuyi kubuya|awuzukubuya)|(akuyi|awuyi|akuzu|awuzu) (kuphuma|kufika|kubuya) ~2 (uphila|niphila)|${XH_KIN} ${XH_YOUR} (u|i|ba|zi|lu)(za|zo)( |)ku(fa|bulawa|limala|dutyulwa|hlatshwa|tshiswa|dlwengulwa|xhwilwa|ngcwatywa)${XH_NOT_IDIOM}|(ndi|si|ba)(za|zo|ya|)( |)(ku|)(ku|ni|m)gilela|${NG_NOT_HAZARD}(u|ni|ba)(za|zo)( |)ku(krwitshwa|xhwilwa|bethwa|gilelwa|ntywiliswa)|(wena|nina) ~3 (u|ni)(za|zo)( |)kungcwatywa${notNext('(lilanga|yilanga|ngumoya|yimoto|ngumbane|yimpukane)')}`,
    {
      language: 'xh',
      stems:
        'kube kuba ufile nifile kufela wophe nophe ophe quleke phefumul ukuhamba ubomi kuphela ukufa ukuphila linda uphila niphila kufa kubulawa kulimala kudutyulwa kuhlatshwa kutshiswa kudlwengulwa kuxhwilwa kungcwatywa gilel ngcwatyw krwitshw xhwilw bethw ntywilisw',
    },
  ),
  pattern(
    'xh-extortion',
    'extortion',
    `(hlawula|hlawule|awuhlawuli|imali|zisa imali|thumela imali|unetyala|ityala|(thumela|zisa|ndithumelele|sithumelele) ~2 (i |)${AMOUNT}|${AMOUNT}) .*(${XH_CONSEQ}|uza kwenzakala|uzakwenzakala|${XH_KIN} ${XH_YOUR} (iza|luza|uza|baza|ziza)( |)kwenzakala|uza kuzisola|uzakuzisola)|(okanye|ukuba awuhlawuli) (uza kuzisola|uzakuzisola|uza kubona|uzakubona)`,
    { language: 'xh', stems: 'hlawul imali tyala thumel zisa ngceba qwenga zisola kubona' },
  ),
  pattern(
    'xh-witness',
    'witness',
    `(rhoxisa|rhoxise|ityala|amapolisa|emapoliseni|mapolisa|enkundleni|ubungqina|ungqina|ngqina|uyangqina|uxela|uxelela|thula|renki|erenkini|ulayishe|umzila|isikhalazo|umantyi|kumantyi) .*(${XH_CONSEQ}|uza kwenzakala|uzakwenzakala|${XH_KIN} ${XH_YOUR} (iza|luza|uza|baza|ziza)( |)kwenzakala|uza kuzisola|uzakuzisola|ukuba uyabathanda abantwana|ukuba uyalithanda usapho|ukuba uyalithanda ubomi|ukuba uyabathanda)|okanye (uza kuzisola|uzakuzisola|uza kubona|uzakubona)`,
    {
      language: 'xh',
      stems: 'rhoxis ityala polis nkundl ngqina xela thula renki layish mzila zisola kubona khalazo mantyi',
    },
  ),
];

/* ---------------------------------------------------------------- Sesotho */

/** Verbs violent with a person as object, as written in South Africa ("tjhesa") and Lesotho ("chesa"). */
const ST_VERBS =
  '(bolaya|bolaye|thunya|thunye|hlaba|hlabe|tjhesa|tjhese|chesa|chese|lematsa|lematse|hlokofatsa|hlokofatse|qeta|qete|kgama|kgame|hlasela|hlasele|tlhasela|tlhasele|qwedisa|qwedise)';
const ST_NOT_ANIMAL = notNext(
  '(kgoho|dikgoho|kgomo|dikgomo|nku|dinku|podi|dipodi|kolobe|dikolobe|noha|dinoha|ditshitshidi|tshitshidi|mmutla|nako|tlala|nama|pina|papadi|bolo|mollo)',
);
const ST_KIN =
  '(ngwana|bana|lelapa|morali|moradi|baradi|mora|bara|moshanyana|ngwanana|mosadi|monna|mme|ntate|abuti|ausi|nkgono|ntatemoholo|motswalle|metswalle|bakganni|mokganni|kgarebe|mohlankana)';
const ST_PROPERTY =
  '(lebenkele|mabenkele|ntlo|matlo|koloi|dikoloi|taxi|tekesi|ditekesi|spaza|kgwebo|tavern|shebeen|ofisi)';
const ST_GROUP =
  '(makwerekwere|kwerekwere|bajaki|bafaladi|batho ba tswang dinaheng tse ding|batho ba dinaha tse ding|makgowa|maburu|lekgowa|leburu|maindia|makula|mazimbabwe|masomali)';
/** Things that "will kill you" in Sesotho health and safety warnings ("motsoko o tla o bolaya": tobacco). */
const ST_NOT_HAZARD =
  '(?<!\\b(motsoko|jwala|tswekere|lefu|serame|tsela|khatello|dithethefatsi|sethethefatsi|lebelo|kokwanahloko|covid|dijo|tsuba|kankere|mocheso|letswai|koloi|mosebetsi|ho kganna|ho nwa)( [a-z]+){0,3} )';
const ST_WILL = '(ke|re|ba|o|a|le) (tla|tlo|tlil o|tlilo|tlile ho|ilo|il o|ya ho|a|tla tla|tlo tla)';
const ST_NOT_THIRD = '(?<!(nkgono|ntatemoholo|ntate|mme|ngwana|ngwanaka|ntja|katse|mokudi|mokuli|ngaka) )';

const ST_BODY =
  '(maoto|leoto|molala|matsoho|letsoho|hlooho|masapo|mahlo|leihlo|leleme|tsebe|ditsebe|menwana|monwana|mangole|lengole|sefahleho|meno|mmetso|pelo|dikgopo)';
/** When a life "will end": a time or a place, not a health warning. */
const ST_WHEN =
  '(kajeno|hosane|mafelong a beke|bekeng ena|bosiung|bosiung bona|hona jwale|mona|moqebelo|sontaha|mantaha|labobedi|laboraro|labone|labohlano|$)';
/** What a threat tells the reader to do "ha o batla ho phela" (if you want to live). */
const ST_ORDER =
  '(o se ke wa|se ke wa|le se ke la|tloha|lefa|tlohela|kgutsa|kgutsisa|tswala lebenkele|hula nyewe|hula tletlebo)';
const ST_NOT_LIVE = notNext('(nako e telele|nako|hantle|dilemo|bophelo|ka bophelo|nnete)');
/** What follows "kapa" (or) in a demand: harm to the reader, their family, their body or their shop. */
const ST_CONSEQ = `(o ke ke wa hlola o (mo |ba |e |)bona|(o|le) (mo|ba) fumane (a|ba) (shwele|le dikotwana)|(re|ke|ba) (tla |tlo |)(nka|nke|thopa|thope|tsamaya le) ${ST_KIN} (wa|ya|ba|tsa|la) (hao|lona)|(ba|o|di|a|le) ke ke (ba|wa|tsa|a|la) (kgutla|fihla|boela) (hae|sekolong|lapeng)|(ke|re|ba) (tla |tlo |)(o|le|mo) (roba|robe|kgaola|kgaole|seha|sehe) ${ST_BODY}|re a tseba ~6 ${ST_KIN} ~1 (wa|ya|ba|tsa|la) (hao|lona)|${ST_KIN} (wa|ya|ba|tsa|la) (hao|lona) (o|e|ba|di|le) (tla|tlo|ilo) (shwa|bolawa|betwa|lematswa|thunngwa|hlajwa))`;
const ST_CONSEQ_TRIGGERS =
  'fumane hlola nka nke thopa thope tsamaya kgutla fihla boela roba robe kgaola kgaole seha sehe tseba shwa bolawa betwa lematswa thunngwa hlajwa';

const SESOTHO: readonly PhrasePattern[] = [
  pattern(
    'st-threat',
    'threat',
    `${ST_NOT_HAZARD}(${ST_WILL} (o|le|ba|go|wena|lona) ${ST_VERBS}${ST_NOT_ANIMAL}|${ST_WILL} (mmolaya|mmolaye|mothunya|mothunye|mohlaba|mohlabe|motjhesa|motjhese)|(re|ke|ba) (o|le|mo|ba) (bolaye|thunye|hlabe|tjhese|chese|qete|kgame)|${ST_WILL} (bolaya|thunya|hlaba|tjhesa|lematsa) ${ST_KIN})`,
    {
      language: 'st',
      triggers:
        'bolaya bolaye thunya thunye hlaba hlabe tjhesa tjhese chesa chese lematsa lematse hlokofatsa hlokofatse mmolaya mmolaye mothunya mothunye mohlaba mohlabe motjhesa motjhese qeta qete kgama kgame hlasela hlasele tlhasela tlhasele qwedisa qwedise',
    },
  ),
  pattern(
    'st-passive-die',
    'threat',
    `${ST_NOT_HAZARD}((o|le|ba) (tla|tlo|ilo|tlil o|tlilo|a) (bolawa|thunngwa|thuntswa|hlajwa|tjheswa|cheswa|lematswa|hlokofatswa)|${ST_NOT_THIRD}(o|le|ba) (tla|tlo|ilo|tlil o|tlilo) (shwa|shoa|eshwa|e shwa)${notNext('(ke (tlala|tsheho|ho tsheha|lenyora|bodutu|letswalo|bohloko|lerato)|ka (tsheho|ho tsheha|lerato|tlala|lenyora))')}|(kapa|ho seng jwalo|ntle le moo|ho fihlela) (o|le|ba) (shwe|shoe|shwa|eshwa|e shwa)|(o|le) (tla|tlo) robala (lebitleng|mabitleng)|matsatsi a (hao|lona) a badilwe|(ke|re) (tla|tlo|ilo) (o|le|mo|ba) (kenya|lahla|pata) (lebitleng|mabitleng|nokeng|lekeseng))`,
    {
      language: 'st',
      triggers:
        'bolawa thunngwa thuntswa hlajwa tjheswa cheswa lematswa hlokofatswa shwa shoa eshwa shwe shoe robala badilwe kenya lahla pata',
    },
  ),
  pattern(
    'st-body',
    'threat',
    `(ke|re|ba) (tla |tlo |ilo |)(o|le|mo) (roba|robe|kgaola|kgaole|phunya|phunye|seha|sehe) ${ST_BODY}|(ke|re|ba) (tla |tlo |ilo |)(o|le|mo) (otla|otle|shapa|shape|betsa|betse) ho fihlela (o|le|a) (tsoa|tswa|ntsha|shwa|shwe|sa|idibala|tsoe|tswe)|(ke|re|ba) (tla |tlo |ilo |)(o|le|mo) (thula|thule|hatakela|hatakele) ka (koloi|tekesi|taxi|bese|terake|bakkie|bakie)|(ke|re) (tla|tlo|ilo) romela (batho|banna|dikebekwa|magintsa|dinokwane) ~3 (bolaya|thunya|hlaba)|(ke|re|ba) (tla|tlo|ilo) (o|le|mo|ba) (shapa|shape|otla|otle|betsa|betse) ka (dithupa|thupa|sethunya|thipa|majwe|molamu|melamu|sjambok)|(ke|re) (tla|tlo|ilo) (o|le|mo) (kenya|lahlela) (sekoting|mokoting)|(dimpimpi|mpimpi) (di a shwa|di tla shwa|di a bolawa|e a shwa|e tla shwa)|(reka|rekela) (lekese|lebokoso) (la hao|la lona)`,
    {
      language: 'st',
      triggers:
        'roba robe kgaola kgaole phunya phunye seha sehe thula thule hatakela hatakele romela shapa shape otla otle betsa betse kenya lahlela dimpimpi mpimpi reka rekela lekese',
    },
  ),
  pattern(
    'st-property',
    'property',
    `(ke|re|ba) (tla |tlo |ilo |a |)(e |le |di |se |)(tjhesa|chesa|tjhese|chese|senya|thunya) ${ST_PROPERTY}|${ST_PROPERTY} ~6 (e|le|di|se|a) (tla|tlo) (tjheswa|cheswa|tjha|cha|senngwa|thunngwa)|${ST_PROPERTY} ~8 (ke|re|ba) (tla|tlo|ilo|a) (e|le|di|se) (tjhesa|chesa|senya|thunya)`,
    { language: 'st', triggers: 'tjhesa chesa tjhese chese senya thunya tjheswa cheswa tjha cha senngwa thunngwa' },
  ),
  pattern(
    'st-incitement',
    'incitement',
    `a re (ba |)(bolaeng|thunyeng|tjheseng|cheseng|lelekeng|hlaseleng|otleng) ~1 ${ST_GROUP}|a re ba (bolaeng|thunyeng|tjheseng|cheseng)|(bolayang|thunyang|tjhesang|chesang|lelekang|hlaselang) (mabenkele a |matlo a |)${ST_GROUP}|${ST_GROUP} ~2 (a tlameha|ba tlameha|a tshwanetse|ba tshwanetse) ho (shwa|bolawa|tjheswa|lelekwa|thunngwa)|(re|ke) (tla|tlo) (ba|a) (tjhesa|bolaya|thunya|leleka) ~1 ${ST_GROUP}|(re|ke) (tla|tlo|ilo|ya ho) (ba |a |)(tjhesa|bolaya|thunya|leleka) ~1 ${ST_GROUP}`,
    {
      language: 'st',
      triggers:
        'bolaeng thunyeng tjheseng cheseng lelekeng hlaseleng otleng bolayang thunyang tjhesang chesang lelekang hlaselang makwerekwere kwerekwere bajaki bafaladi batho makgowa maburu lekgowa leburu maindia makula mazimbabwe masomali tjhesa bolaya thunya leleka',
    },
  ),
  pattern(
    'st-threat-aftermath',
    'threat',
    `(o|le) (tla|tlo) (ya|kgutla|boela|tswa) (hae|mona) ka (koloi ya bafu|lekese|lebokoso|ambulense|dikotwana)|${ST_KIN} (wa|ya|ba) (hao|lona) (o|ba|e) (tla|tlo) ba (mohlolohadi|dikgutsana|kgutsana|moswelwa)|(o|le) (tla|tlo) hloka setulo sa (batho ba holofetseng|mabidi|ba holofetseng)|(ha|nakong e tlang) ~5 (o|le) shwele$|lentswe (le le leng|le leng) ~6 (o|le) shwele|madi a (hao|lona) a (tla|tlo) (tsholoha|phalla|tshollwa)|${ST_KIN} (ba|wa|ya) (hao|lona) (ba|a|o|e) ke ke (ba|a|wa|ya) (hola|hodisa|holela)|(re|ke|ba) (tla|tlo) (o|le) kwala ka ho sa feleng|(re|ke|ba) (tla|tlo) (o|le) fumana ~4 (wena le ntlo|wena le lelapa|wena le bana|wena le mosadi)|${ST_KIN} (wa|ya) (hao|lona) (o|e) (tla|tlo) (o|le) pata|(o|le) (setopo|ditopo) (se|tse) (tsamayang|phelang)|(re|ba|ke) (qala|tla qala|tlo qala) ho (thunya|bolaya|tjhesa|hlaba)|a re (yeng |)re (robe|tjhese|bolaye|lelekeng|hlaseleng) (mabenkele|matlo|dikoloi|ditekesi) a (${ST_GROUP})|(ke|re|ba) (tla|tlo|ilo) (o|le|mo) pata (o|le|a) (sa|ntse) (phela|phelang)|(seha|sehe|kgaola|kgaole|kgabela) (o |le |)(dikotwana|dikotwanyana|dikgaolwana|diripa)`,
    {
      language: 'st',
      triggers:
        'bafu lekese lebokoso ambulense dikotwana mohlolohadi dikgutsana kgutsana moswelwa setulo holofetseng mabidi shwele madi hola hodisa holela kwala fumana pata setopo ditopo qala robe tjhese bolaye lelekeng hlaseleng seha sehe kgaola kgaole kgabela dikotwanyana dikgaolwana diripa',
    },
  ),
  pattern(
    'st-threat-misc',
    'threat',
    `(ke|re|ba) (tla |tlo |)(o|le|mo) (tshela|tshele|fafatsa) (asiti|petrole|metsi a belang) ~2 (sefahlehong|mahlong|hlohong)|(ba|ke|re) (tla |tlo |)(o|le|mo) (lahlela|lahlele|akgela|akgele) ka (fensetere|borokho)|(mang kapa mang|ofe kapa ofe|motho ofe kapa ofe) ~8 (o|a) (tla|tlo) (tjheswa|thunngwa|bolawa|hlajwa)|(a|ba) ke ke (a|ba) o sireletsa|dikotsi di (hlahela|etsahalla|wela) batho|(e tla ba|ho tla ba) (bohloko|masoabi) ha ho ka etsahala (ho hong|letho) ho (bona|wena)|(se|e|le|di) (tla|tlo) ba (molora|molore)|re qala ka (menwana|maoto|matsoho|bana) (ya|a|ba) hao|bahale ba shwa ba sa le (banyenyane|batjha)|(o a o batla|oao batla|ba a o batla|re a o batla) ~2 (o fedile|o shwele|o qetile)|(o|le) (tla|tlo) (qetella|fella) jwaloka ~5 (fumanweng|bolailweng|shweleng)|setopo sa (hao|lona)|(tjhele|tjhesitswe|tjheswa) ~4 o le ka hare|re tla o sebetsa wena le`,
    {
      language: 'st',
      triggers:
        'tshela tshele fafatsa lahlela lahlele akgela akgele tjheswa thunngwa bolawa hlajwa sireletsa dikotsi etsahala molora molore qala bahale fedile shwele qetile qetella fella setopo tjhele tjhesitswe sebetsa',
    },
  ),
  pattern(
    'st-witness-know',
    'witness',
    `re a tseba ~6 ${ST_KIN} ~1 (wa|ya|ba|tsa|la) (hao|lona) ~8 (paka|o paka|nyewe|mapolesa|mapoleseng|lekgotla|nahana|tletlebo)`,
    { language: 'st', triggers: 'paka nyewe mapolesa mapoleseng lekgotla nahana tletlebo' },
  ),
  pattern(
    'st-threat-2',
    'threat',
    `(o|le) (tla|tlo) be (o|le) (shwele|shoele|bolailwe)|(ke|re|ba) (tla|tlo) be (ke|re|ba) (o|le|mo) (pata|bolaya|thunya)|${ST_NOT_HAZARD}${ST_NOT_THIRD}(o|le|ba) (tla|tlo|ilo) shwela${notNext('(ke|ka|bakeng|lerato)')}|bophelo ba (hao|lona) bo (tla|tlo) (fela|felela|fella) ${ST_WHEN}|(tjhelete|chelete|lefa|${AMOUNT}) kapa (bophelo|lefu)|${ST_ORDER} ~8 ha (o|le) (batla|rata) ho phela${ST_NOT_LIVE}|ha (o|le) (batla|rata) ho phela${ST_NOT_LIVE} ~2 ${ST_ORDER}|(re|ke|ba) (tla|tlo) (o|le) emela ~6 (o|le) ke ke (wa|la) (fihla|kgutla|boela)|(o|le) ke ke (wa|la) (fihla|kgutla|tswa|tsamaya) ~2 (o|le) (phela|phelang|sa phela)|${ST_KIN} (wa|ya|ba|tsa|la) (hao|lona) (o|e|ba|di|le) (tla|tlo|ilo) (shwa|bolawa|betwa|lematswa|hlokofatswa|thunngwa|hlajwa|tjheswa)|(ke|re|ba) (tla|tlo|ilo) (o|le) ~4 (lekeseng|lebitleng|mabitleng)|(o|le) (tla|tlo) patwa ~1 (pela|haufi|lebitleng|mabitleng)|(re|ke|ba) (tla |tlo |ilo |)(o|le|mo) (fumana|fumane) ~6 (re|ke|ba) (o|le|mo) (qete|bolaye|pate)`,
    {
      language: 'st',
      triggers:
        'shwele shoele bolailwe pata bolaya thunya shwela fela felela fella bophelo lefu phela fihla kgutla boela shwa bolawa betwa lematswa hlokofatswa thunngwa hlajwa tjheswa lekeseng lebitleng mabitleng patwa qete bolaye pate',
    },
  ),
  pattern(
    'st-extortion',
    'extortion',
    `(lefa|lefe|lefeng|chelete|tjhelete|kolota|sekoloto|(romela|tlisa|nthomelle|re romelle) ~2 ${AMOUNT}|${AMOUNT}) .*(${ST_CONSEQ}|le tla utlwa bohloko|o tla utlwa bohloko|ba tla utlwa bohloko|e tla utlwa bohloko|o tla ikwatlela|o tla itshola)|kapa (o tla bona|o tla ikwatlela|o tla itshola)`,
    {
      language: 'st',
      triggers: `bohloko ikwatlela itshola bona ${ST_CONSEQ_TRIGGERS}`,
    },
  ),
  pattern(
    'st-witness',
    'witness',
    `(tlohela nyewe|nyewe|mapolesa|mapoleseng|lekgotla|lekgotleng|paka|bopaki|rankeng|tseleng|laisha|tletlebo|mmaseterata|bolella) .*(${ST_CONSEQ}|le tla utlwa bohloko|o tla utlwa bohloko|ba tla utlwa bohloko|e tla utlwa bohloko|o tla ikwatlela|o tla itshola|ha o rata (bana|lelapa|bophelo|ngwana|mosadi)|ha le rata (bana|lelapa|bophelo))`,
    {
      language: 'st',
      triggers: `bohloko ikwatlela itshola rata ${ST_CONSEQ_TRIGGERS}`,
    },
  ),
];

/** Every threat pattern, English first; phrase-patterns.ts appends them to PHRASE_PATTERNS. */
export const THREAT_PATTERNS: readonly PhrasePattern[] = [...ENGLISH, ...AFRIKAANS, ...ZULU, ...XHOSA, ...SESOTHO];
