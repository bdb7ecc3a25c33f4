import { LEXICON, type LexiconEntry } from './lexicon';
import { type Analysed, analyse, runLengths, squeeze, type Token } from './normalise';

/** A lexicon word found in a message, as folded-text offsets (end exclusive). */
export interface LexiconHit {
  entry: LexiconEntry;
  start: number;
  end: number;
}

interface Form {
  entry: LexiconEntry;
  runs: number[];
}

interface StemForm extends Form {
  skeleton: string;
  allowSkeletons: string[];
}

interface PhraseForm {
  entry: LexiconEntry;
  words: { skeleton: string; runs: number[] }[];
}

/** The lexicon indexed by letter skeleton so a message word costs one map lookup. */
interface CompiledLexicon {
  single: Map<string, Form[]>;
  stems: StemForm[];
  phrases: Map<string, PhraseForm[]>;
  allow: Map<LexiconEntry, string[][]>;
}

function words(phrase: string): string[] {
  return analyse(phrase).tokens.map((t) => t.text);
}

function addSingle(index: CompiledLexicon, entry: LexiconEntry, word: string): void {
  for (const w of [word, `${word}s`]) {
    const key = squeeze(w);
    const list = index.single.get(key) ?? [];
    list.push({ entry, runs: runLengths(w) });
    index.single.set(key, list);
  }
}

/** Builds the lookup tables once at module load. Exported for tests that compile a custom lexicon. */
export function compileLexicon(entries: readonly LexiconEntry[]): CompiledLexicon {
  const index: CompiledLexicon = { single: new Map(), stems: [], phrases: new Map(), allow: new Map() };
  for (const entry of entries) {
    for (const spelling of [entry.term, ...(entry.variants ?? [])]) {
      const ws = words(spelling);
      if (ws.length === 1) {
        addSingle(index, entry, ws[0]!);
        continue;
      }
      // Multi-word terms also match glued ("whitetrash") and with a plural last word.
      addSingle(index, entry, ws.join(''));
      for (const variant of [ws, [...ws.slice(0, -1), `${ws.at(-1)}s`]]) {
        const form: PhraseForm = { entry, words: variant.map((w) => ({ skeleton: squeeze(w), runs: runLengths(w) })) };
        const list = index.phrases.get(form.words[0]!.skeleton) ?? [];
        list.push(form);
        index.phrases.set(form.words[0]!.skeleton, list);
      }
    }
    if (entry.stem) {
      index.stems.push({
        entry,
        skeleton: squeeze(entry.stem),
        runs: runLengths(entry.stem),
        allowSkeletons: (entry.allowPrefixes ?? []).map(squeeze),
      });
    }
    if (entry.allow) {
      const parts = (p: string) => p.split(' ').flatMap((w) => (w === '#' ? ['#'] : words(w).map(squeeze)));
      index.allow.set(entry, entry.allow.map(parts));
    }
  }
  return index;
}

/** True when every letter run of the word is at least as long as the form's ("kiiill" covers "kill"). */
function covers(runs: number[], formRuns: number[], exactLength: boolean): boolean {
  if (exactLength ? runs.length !== formRuns.length : runs.length < formRuns.length) return false;
  for (let k = 0; k < formRuns.length; k++) if (runs[k]! < formRuns[k]!) return false;
  return true;
}

function matchWord(index: CompiledLexicon, letters: string, skeleton = squeeze(letters)): LexiconEntry | null {
  if (skeleton.length < 3) return null;
  let runs: number[] | null = null;
  const forms = index.single.get(skeleton);
  if (forms) {
    runs = runLengths(letters);
    for (const f of forms) if (covers(runs, f.runs, true)) return f.entry;
  }
  for (const stem of index.stems) {
    if (!skeleton.startsWith(stem.skeleton)) continue;
    if (stem.allowSkeletons.some((a) => skeleton.startsWith(a))) continue;
    runs ??= runLengths(letters);
    if (covers(runs, stem.runs, false)) return stem.entry;
  }
  return null;
}

function matchToken(index: CompiledLexicon, t: Token): LexiconEntry | null {
  return matchWord(index, t.text, t.skeleton) ?? (t.alt === null ? null : matchWord(index, t.alt));
}

/** True when the word at tokens[i] sits inside one of the entry's innocent phrases. */
function allowed(index: CompiledLexicon, entry: LexiconEntry, tokens: Token[], i: number): boolean {
  const phrases = index.allow.get(entry);
  if (!phrases) return false;
  const here = tokens[i]!.skeleton;
  for (const phrase of phrases) {
    for (let p = 0; p < phrase.length; p++) {
      if (phrase[p] !== here) continue;
      const first = i - p;
      if (first < 0 || first + phrase.length > tokens.length) continue;
      let ok = true;
      for (let q = 0; q < phrase.length && ok; q++) {
        const t = tokens[first + q]!;
        ok = phrase[q] === '#' ? /^[0-9]+$/.test(t.raw) : t.skeleton === phrase[q];
      }
      if (ok) return true;
    }
  }
  return false;
}

function matchPhrase(index: CompiledLexicon, tokens: Token[], i: number): { entry: LexiconEntry; last: number } | null {
  const forms = index.phrases.get(tokens[i]!.skeleton);
  if (!forms) return null;
  for (const form of forms) {
    if (i + form.words.length > tokens.length) continue;
    let ok = true;
    for (let q = 0; q < form.words.length && ok; q++) {
      const t = tokens[i + q]!;
      const w = form.words[q]!;
      ok = t.skeleton === w.skeleton && covers(runLengths(t.text), w.runs, true);
    }
    if (ok) return { entry: form.entry, last: i + form.words.length - 1 };
  }
  return null;
}

const DEFAULT_INDEX = compileLexicon(LEXICON);

/**
 * Finds lexicon words in an analysed message: whole words, multi-word terms, words split by
 * punctuation inside one chunk ("nig.ger"), and words spelled out a letter at a time ("k a f f i r").
 * Spelled-out letters are only matched as the whole run or its tail, so innocent initials are not
 * glued into a slur with the word after them.
 */
export function findLexiconHits(a: Analysed, index: CompiledLexicon = DEFAULT_INDEX): LexiconHit[] {
  const hits: LexiconHit[] = [];
  const tokens = a.tokens;
  const add = (entry: LexiconEntry, first: number, last: number): void => {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    if (hits.some((h) => h.start < end && start < h.end)) return;
    hits.push({ entry, start, end });
  };

  for (let i = 0; i < tokens.length; i++) {
    const phrase = matchPhrase(index, tokens, i);
    if (phrase) add(phrase.entry, i, phrase.last);
  }
  for (let i = 0; i < tokens.length; i++) {
    const entry = matchToken(index, tokens[i]!);
    if (entry && !allowed(index, entry, tokens, i)) add(entry, i, i);
  }
  // Punctuation-split words: glue 2-4 neighbouring tokens of one whitespace chunk.
  for (let i = 0; i < tokens.length; i++) {
    let glued = tokens[i]!.text;
    for (let j = i + 1; j < tokens.length && j < i + 4 && tokens[j]!.chunk === tokens[i]!.chunk; j++) {
      glued += tokens[j]!.text;
      const entry = matchWord(index, glued);
      if (entry) add(entry, i, j);
    }
  }
  findSpelledOut(index, tokens, add);
  return hits;
}

function findSpelledOut(
  index: CompiledLexicon,
  tokens: Token[],
  add: (entry: LexiconEntry, first: number, last: number) => void,
): void {
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i]!.text.length !== 1) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && tokens[j]!.text.length === 1) j++;
    if (j - i >= 3) {
      const run = tokens.slice(i, j);
      const readings = [run.map((t) => t.text).join(''), run.map((t) => t.alt ?? t.text).join('')];
      for (let s = 0; s + 3 <= run.length; s++) {
        const entry = matchWord(index, readings[0]!.slice(s)) ?? matchWord(index, readings[1]!.slice(s));
        if (entry) {
          add(entry, i + s, j - 1);
          break;
        }
      }
    }
    i = j;
  }
}
