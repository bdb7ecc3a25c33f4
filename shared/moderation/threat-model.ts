/**
 * The learned second reader of threats (docs/decisions/0103-threat-detection.md): logistic regression
 * over hashed words, word pairs, skipped pairs and letter 5-grams of long words, read from the same
 * canonical text as the phrase patterns (leetspeak, look-alikes and spelling-out undone; stretched
 * letters squeezed). The phrase patterns catch the threats they spell out; this model catches
 * threats phrased in ways no pattern names ("we are waiting for you with knives").
 *
 * It is only asked about a message that holds a violent word in one of the five languages (the
 * gate): ordinary SMS never reaches it, so it cannot block "see you at 8" however it was trained.
 * The weights are bundled packed (threat-model/threat-weights.ts, PackedThreatModel); training is in
 * scripts/moderation/threat-train.ts.
 */
import { squeeze } from './normalise';
import { RiceReader, unzigzag } from './rice';
import { isThreatFrame, isViolentWord, type ThreatClass, wordClasses } from './threat-lexicon';

/** Trained threat weights as training produces them (bundled packed: PackedThreatModel). */
export interface ThreatModelData {
  format: string;
  /** log2 of the number of hash buckets. */
  bits: number;
  bias: number;
  /** Threat probability at or above which a gated message is blocked. */
  threshold: number;
  /** Weights are stored as integers; divide by this to get the real weight. */
  scale: number;
  /** Non-zero bucket numbers, delta-encoded (each entry is the gap from the previous one). */
  indices: number[];
  /** Quantised weight for each bucket in `indices`. */
  weights: number[];
  [key: string]: unknown;
}

export const THREAT_MODEL_FORMAT = 'threat-logreg-v2';

/**
 * The bundled form of ThreatModelData (threat-model/threat-weights.ts, written by scripts/moderation/threat-pack.ts):
 * the same header, and `count` bucket gaps followed by `count` zigzag-mapped weights (0, -1, 1, -2, ... -> 0, 1, 2,
 * ...), each a Golomb-Rice code (`gapRice` or `weightRice` low bits; see shared/moderation/rice.ts), in one bit string
 * in base64. Lossless: unpackThreatModel gives back exactly the indices and weights training produced, at about a
 * third of the JSON's size in every bundle that moderates.
 */
export interface PackedThreatModel {
  format: string;
  encoding: string;
  bits: number;
  bias: number;
  threshold: number;
  scale: number;
  count: number;
  gapRice: number;
  weightRice: number;
  /** base64 of the bit string. */
  data: string;
}

export const THREAT_WEIGHTS_ENCODING = 'gap-rice-v1';

/** Decodes the bundled form back to the model training produced (same header, indices and weights). */
export function unpackThreatModel(packed: PackedThreatModel): ThreatModelData {
  if (packed.encoding !== THREAT_WEIGHTS_ENCODING) {
    throw new Error(`unsupported threat weights encoding ${packed.encoding}`);
  }
  const reader = new RiceReader(Buffer.from(packed.data, 'base64'));
  const indices = new Array<number>(packed.count);
  const weights = new Array<number>(packed.count);
  for (let i = 0; i < packed.count; i++) indices[i] = reader.read(packed.gapRice);
  for (let i = 0; i < packed.count; i++) weights[i] = unzigzag(reader.read(packed.weightRice));
  reader.end();
  const { format, bits, bias, threshold, scale } = packed;
  return { format, bits, bias, threshold, scale, indices, weights };
}

/**
 * Violent words (English, Afrikaans, and Sesotho words written apart) and stems found inside words
 * (isiZulu, isiXhosa, Sesotho verbs with their object). Stretched letters are squeezed on both sides,
 * so words that squeeze into everyday English are left out ("kis": coffin, but also "kiss"; "mes":
 * knife, but also "mess"), as are words mostly used without violence ("hurt", "blood", "brand",
 * "hang", "smoke"); the phrase patterns still read all of them.
 */
const CUE_WORDS = new Set(
  (
    'kill killed killing murder stab stabbed shoot shot bullet bullets gun guns knife knives panga pangas bleed die ' +
    'dies dead corpse coffin grave bury burn burnt torch petrol necklace throat slit strangle rape kidnap disappear ' +
    'survive alive sjambok sjamboks slaughter bones ' +
    'dood doodmaak vermoor skiet geskiet steek verbrand afbrand bloei vrek lyk doodskis graf begrawe seermaak ' +
    'seerkry moer bliksem donner wurg verkrag ontvoer koeel geweer gewere messe keel bene omry lewendig opfok ' +
    'afkap doodgaan sterf ' +
    'bolaya bolaye thunya thunye hlaba tjhesa chesa shwa shoa bolawa thunngwa tjheswa mpimpi dimpimpi'
  )
    .split(' ')
    .map(squeeze),
);
const CUE_STEMS = [
  'bulal',
  'dubul',
  'gwaz',
  'hlab',
  'shis',
  'tshis',
  'limaz',
  'bulaw',
  'dutshulw',
  'dutyulw',
  'zofa',
  'kufa',
  'nkabi',
  'ngcwab',
  'xosh',
  'gxoth',
  'lelek',
  'dlweng',
  'bhokis',
  'mpimpi',
  'bolay',
  'bolae',
  'thuny',
  'tjhes',
].map(squeeze);

/** Whether a word holds a violent word or stem; cached, since the same words recur. */
const CUE_BY_WORD = new Map<string, boolean>();
const CUE_BY_WORD_LIMIT = 20_000;

/** Whether one word (stretched letters squeezed) is or holds a violent word. */
export function isThreatCue(word: string): boolean {
  let cue = CUE_BY_WORD.get(word);
  if (cue === undefined) {
    cue = CUE_WORDS.has(word) || CUE_STEMS.some((stem) => word.includes(stem)) || isViolentWord(word);
    if (CUE_BY_WORD.size >= CUE_BY_WORD_LIMIT) CUE_BY_WORD.clear();
    CUE_BY_WORD.set(word, cue);
  }
  return cue;
}

/** The message's words as the model reads them: canonical words with stretched letters squeezed. */
export function threatWords(canonicalText: string): string[] {
  return canonicalText
    .split(' ')
    .filter((w) => w !== '')
    .map(squeeze);
}

/**
 * True when the model may be asked: the message holds a violent word in one of the five languages, or the frame of
 * a threat without one (a target, the reader or theirs, next to a speaker, a future, a condition or a demand: "your
 * children will grow up without a father", "ngizokuvula njengenhlanzi", "pay or we visit your kids' school").
 */
export function hasThreatCue(words: readonly string[]): boolean {
  for (const w of words) if (isThreatCue(w)) return true;
  return isThreatFrame(words);
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over text[start, end), continuing from hash `h`; no substring is built. */
function fnv(h: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** FNV-1a of one character code, continuing from `h`. */
function fnvChar(h: number, c: number): number {
  return Math.imul(h ^ c, FNV_PRIME);
}

// Feature kinds, hashed as a leading character so the same word as a word and in a pair differ.
const WORD = fnvChar(FNV_OFFSET, 119); // w
const PAIR = fnvChar(FNV_OFFSET, 98); // b
const SKIP = fnvChar(FNV_OFFSET, 115); // s
const GRAM = fnvChar(FNV_OFFSET, 99); // c
const CLASS = fnvChar(FNV_OFFSET, 107); // k
const CLASS_PAIR = fnvChar(FNV_OFFSET, 113); // q
const CLASS_SET = fnvChar(FNV_OFFSET, 109); // m

/** How far apart (in words) two classes may be and still make an ordered class pair. */
const CLASS_WINDOW = 4;

/**
 * Hashed feature buckets of a message: words, word pairs, pairs one word apart, 5-grams of long words;
 * and the word classes of threat-lexicon.ts: each class, ordered pairs of classes up to CLASS_WINDOW
 * words apart ("agent > harm", "harm > you"), and each pair of classes found anywhere in the message.
 */
export function threatFeatures(words: readonly string[], bits: number): number[] {
  const out = new Set<number>();
  visitThreatFeatures(words, bits, (k) => out.add(k));
  return [...out];
}

/** Calls `visit` with every feature bucket of threatFeatures (a bucket may be visited more than once). */
function visitThreatFeatures(words: readonly string[], bits: number, visit: (bucket: number) => void): void {
  const mask = (1 << bits) - 1;
  const classes: (readonly ThreatClass[])[] = [];
  const seen = new Set<ThreatClass>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    visit((fnv(WORD, w) >>> 0) & mask);
    if (i + 1 < words.length) visit((fnv(fnvChar(fnv(PAIR, w), 32), words[i + 1]!) >>> 0) & mask);
    if (i + 2 < words.length) visit((fnv(fnvChar(fnv(SKIP, w), 32), words[i + 2]!) >>> 0) & mask);
    // Long words are agglutinated (isiZulu "ngizokubulala") or glued (spelled-out "killyou").
    if (w.length >= 6) for (let k = 0; k + 5 <= w.length; k++) visit((fnv(GRAM, w, k, k + 5) >>> 0) & mask);
    const cs = wordClasses(w);
    classes.push(cs);
    for (const c of cs) {
      if (!seen.has(c)) visit((fnv(CLASS, c) >>> 0) & mask);
      seen.add(c);
    }
  }
  for (let i = 0; i < classes.length; i++) {
    for (const a of classes[i]!) {
      const h = fnvChar(fnv(CLASS_PAIR, a), 62);
      for (let j = i + 1; j <= i + CLASS_WINDOW && j < classes.length; j++)
        for (const b of classes[j]!) visit((fnv(h, b) >>> 0) & mask);
    }
  }
  const set = [...seen].sort();
  for (let i = 0; i < set.length; i++) {
    const h = fnvChar(fnv(CLASS_SET, set[i]!), 38);
    for (let j = i + 1; j < set.length; j++) visit((fnv(h, set[j]!) >>> 0) & mask);
  }
}

/** Scores gated messages with the hashed logistic-regression weights, held in a dense array. */
export class ThreatScorer {
  private readonly weights: Float32Array;
  private readonly bias: number;
  readonly bits: number;
  readonly threshold: number;
  /** Bucket -> the call that last counted it (score()). */
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(model: ThreatModelData | PackedThreatModel) {
    const data =
      'data' in model && typeof model.data === 'string'
        ? unpackThreatModel(model as PackedThreatModel)
        : (model as ThreatModelData);
    if (data.format !== THREAT_MODEL_FORMAT) throw new Error(`unsupported threat model format ${data.format}`);
    if (data.indices.length !== data.weights.length) throw new Error('threat model indices and weights differ');
    this.bits = data.bits;
    this.bias = data.bias;
    this.threshold = data.threshold;
    this.weights = new Float32Array(1 << data.bits);
    this.stamps = new Uint32Array(1 << data.bits);
    let idx = 0;
    for (let k = 0; k < data.indices.length; k++) {
      idx += data.indices[k]!;
      this.weights[idx] = data.weights[k]! / data.scale;
    }
  }

  /** Probability (0..1) that a message with these words is a threat. */
  score(words: readonly string[]): number {
    // Each bucket counts once (as threatFeatures' set in training): a stamp per call, no set built.
    const stamp = ++this.stamp;
    if (stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    let z = this.bias;
    visitThreatFeatures(words, this.bits, (k) => {
      if (this.stamps[k] === this.stamp) return;
      this.stamps[k] = this.stamp;
      z += this.weights[k]!;
    });
    return 1 / (1 + Math.exp(-z));
  }
}
