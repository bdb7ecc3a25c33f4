/**
 * Innocent settings (decision 0903): match talk ("sizobaqeda ngoMgqibelo emdlalweni": we will finish them on
 * Saturday at the match; "re tla ba bolaya bolong": we will kill them at the ball game), funerals ("siza kumngcwaba
 * ngeCawa": we will bury her on Sunday; "ons gaan hom Vrydag begrawe") and initiation ceremonies ("mophato o tla
 * tjheswa": the initiation lodge will be burnt). The threat patterns read these as threats against "them" or "him";
 * in a message set in one of these that names no reader, the classifier lets the threat model decide instead (it is
 * trained on such look-alikes).
 */
import { squeeze } from './normalise';
import { type ThreatClass, wordClasses } from './threat-lexicon';

/** Words of a match, a funeral or an initiation, whole (English, Afrikaans, Sesotho written apart). */
const SETTING_WORDS = new Set(
  (
    'game games soccer football rugby netball cricket derby league cup final semis semifinal ' +
    'tournament fixture fixtures kickoff goal goals team squad coach stadium pitch referee penalty penalties striker ' +
    'jersey jerseys vuvuzela season ' +
    'wedstryd wedstryde sokker netbal eindstryd liga afrigter span doele ' +
    'papadi bolo bolong dibolo mokwetlisi dipheo sizeneng jesi ' +
    'funeral funerals burial memorial hearse tent tents ' +
    'begrafnis begrafnisdiens oorlede roudiens ' +
    'lepato lefung mofu lebollo lebollong mophato makolwane bashemane ' +
    'ligi iligi weligi kwiligi igoli amagoli magoli umfi umfileyo itende amatende etendeni'
  )
    .split(' ')
    // The words are compared as the model reads them, stretched letters squeezed ("oorlede" -> "orlede").
    .map(squeeze),
);
/** Stems of such words inside isiZulu and isiXhosa nouns with their prefixes and locatives. */
const SETTING_STEMS = [
  // match
  'mdlal',
  'bhola',
  'qembu',
  'qela',
  'qeqeshi',
  'mbhoxo',
  'bhoxo',
  'penalti',
  'jezi',
  'sizini',
  // funeral
  'mngcwabo',
  'ngcwabo',
  'nkonzo',
  'shonile',
  // initiation
  'bhuma',
  'khwetha',
  'lwaluko',
];

/** Classes that name the reader. */
const READER: ReadonlySet<ThreatClass> = new Set(['you', 'your']);
/**
 * Words of the reader's class that do not name the reader as a target: "o" and "u" also say "he" and "she" in
 * Sesotho and isiZulu, and "uzobona", "uza kubona" (you will see) make the reader the one who watches.
 */
const NOT_A_TARGET = /^(o|u|(u|ni)(zo|za|yo)(bona|bone|ku|bukela|buka|jabula|thanda|za)?)$/;

/** Sesotho words after which "o" is the reader as object. */
const SESOTHO_BEFORE_OBJECT = new Set(['tla', 'tlo', 'a', 'ka', 'tlile']);

/** Whether the words are set at a match, a funeral or an initiation and name no reader as the target. */
export function isInnocentSetting(words: readonly string[]): boolean {
  let setting = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Sesotho "ke tla o bolaya", "ke a o bona": "o" after a future or a present marker is the reader as object.
    if (w === 'o' && i > 0 && SESOTHO_BEFORE_OBJECT.has(words[i - 1]!)) return false;
    if (!NOT_A_TARGET.test(w) && wordClasses(w).some((c) => READER.has(c))) return false;
    if (!setting) setting = SETTING_WORDS.has(w) || SETTING_STEMS.some((s) => w.includes(s));
  }
  return setting;
}
