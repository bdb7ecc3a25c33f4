/**
 * Writes shared/moderation/real-words.ts (decision 0966): the real words respell.ts would otherwise read as a misspelt
 * group word or two words with the space left out. Real words are those of the English word list of
 * `an-array-of-english-words` (MIT) and of the public datasets' ordinary text (SMS ham, Afrikaans, isiZulu, isiXhosa,
 * Sesotho sentences and isiZulu news; read from DATASETS or ../shared/datasets, not in this repository).
 *
 *   npx tsx scripts/moderation/real-words.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { groupWords, pairFirstWords } from '../../shared/moderation/group-terms';
import { analyse, squeeze } from '../../shared/moderation/normalise';
import { canonicalText } from '../../shared/moderation/patterns';
import { misspeltGroupWords, misspeltOrGlued } from '../../shared/moderation/respell';

const require = createRequire(import.meta.url);
const english = require('an-array-of-english-words') as string[];
const datasets = process.env.DATASETS ?? '../shared/datasets';
const ORDINARY: readonly [string, string | null][] = [
  ['sms-spam-collection.dev.tsv', 'ham'],
  ['brighter-afr.dev.tsv', null],
  ['brighter-xho.dev.tsv', null],
  ['brighter-zul.dev.tsv', null],
  ['sona-sot.tsv', null],
  ['za-isizulu-news.tsv', null],
];

/**
 * Words of other languages met in the datasets' text or the spent batches: Spanish and Portuguese "negros" (black, of
 * eyes or things), Afrikaans "Portugese" (Portuguese).
 */
const OTHER_LANGUAGES = ['negros', 'portugese'];

const texts: string[] = [...english, ...OTHER_LANGUAGES];
for (const [file, label] of ORDINARY) {
  const path = join(datasets, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: set DATASETS to the public datasets' folder`);
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const fields = line.split('\t');
    if (fields.length < 2 || (label !== null && fields[0] !== label)) continue;
    texts.push(fields[fields.length - 1]!);
  }
}

/** English names of peoples and faiths, which the word list leaves out as proper nouns. */
const ENGLISH_NAMES = `muslims muslim moslems jews jewish africans indians asians arabs hindus mexicans nigerians zimbabweans
  somalis malawians pakistanis ethiopians mozambicans congolese afrikaners xhosas rastas`;
const englishWords = new Set([...english, ...ENGLISH_NAMES.split(/\s+/)].map((w) => squeeze(w.toLowerCase())));
const misspellable = [...new Set([...groupWords(), ...pairFirstWords()])].filter((g) => englishWords.has(g)).sort();
const misspelt = misspeltGroupWords(new Set(misspellable));

const real = new Set<string>();
for (const text of texts) {
  for (const w of canonicalText(analyse(text)).words) {
    if (/^[a-z]+$/.test(w) && misspeltOrGlued(w, misspelt) !== null) real.add(w);
  }
}
const sorted = [...real].sort();
const out = join(import.meta.dirname, '../../shared/moderation/real-words.ts');
const header = readFileSync(out, 'utf8').split('/** The group words')[0]!;
/** A set of the words, one per line, as the formatter writes it. */
const set = (words: readonly string[]): string =>
  words.length === 0 ? 'new Set<string>([])' : `new Set<string>([\n${words.map((w) => `  '${w}',`).join('\n')}\n])`;
writeFileSync(
  out,
  `${header}/** The group words (and first words of two-word group names) that are English words, squeezed. */
export const MISSPELLABLE: ReadonlySet<string> = ${set(misspellable)};

export const REAL_WORDS: ReadonlySet<string> = ${set(sorted)};
`,
);
console.log(
  `${misspellable.length} group words to misspell; ${sorted.length} real words of ${texts.length} texts written to shared/moderation/real-words.ts`,
);
