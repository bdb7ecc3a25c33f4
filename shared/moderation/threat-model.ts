/**
 * The learned second reader of threats (docs/decisions/0103-threat-detection.md): logistic regression
 * over hashed words, word pairs, skipped pairs, letter 5-grams of long words and letter 4-grams of every word of
 * four letters or more with its edges marked (decision 0902: roots and concords of isiZulu, isiXhosa and Sesotho
 * verbs, "ngizoku|shaya|", recur in 4-grams across words no example held), read from the same
 * canonical text as the phrase patterns (leetspeak, look-alikes and spelling-out undone; stretched
 * letters squeezed). The phrase patterns catch the threats they spell out; this model catches
 * threats phrased in ways no pattern names ("we are waiting for you with knives").
 *
 * It reads every message that no threat pattern has already named (decision 0902: the gate that asked it only about
 * messages with a violent word or the frame of a threat kept it from threats that hold neither); it is trained
 * on ordinary SMS, the Davidson "neither" tweets and authored transactional ham as well as the threat corpus, and
 * its threshold is set so that ordinary messages stay below it.
 * The weights are bundled packed (threat-model/threat-weights.ts, PackedThreatModel); training is in
 * scripts/moderation/threat-train.ts.
 */
import { memo } from './memo';
import { squeeze, WordTable } from './normalise';
import { type HashedModelData, type PackedModel, RiceReader, unzigzag } from './rice';
import { type ThreatClass, wordClasses } from './threat-lexicon';

/** Trained threat weights as training produces them (bundled packed: PackedThreatModel). */
export type ThreatModelData = HashedModelData;

export const THREAT_MODEL_FORMAT = 'threat-logreg-v3';

/**
 * The bundled form of ThreatModelData (threat-model/threat-weights.ts, written by scripts/moderation/threat-pack.ts):
 * the same header, and `count` bucket gaps followed by `count` zigzag-mapped weights (0, -1, 1, -2, ... -> 0, 1, 2,
 * ...), each a Golomb-Rice code (`gapRice` or `weightRice` low bits; see shared/moderation/rice.ts), in one bit string
 * in base64. Lossless: unpackThreatModel gives back exactly the indices and weights training produced, at about a
 * third of the JSON's size in every bundle that moderates.
 */
export interface PackedThreatModel extends PackedModel {
  count: number;
  gapRice: number;
  weightRice: number;
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

/** The message's words as the model reads them: canonical words with stretched letters squeezed. */
export function threatWords(canonicalText: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i <= canonicalText.length; i++) {
    if (i === canonicalText.length || canonicalText.charCodeAt(i) === 32) {
      if (i > start) words.push(squeeze(canonicalText.slice(start, i)));
      start = i + 1;
    }
  }
  return words;
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
const GRAM4 = fnvChar(FNV_OFFSET, 52); // 4
const CLASS = fnvChar(FNV_OFFSET, 107); // k
const CLASS_PAIR = fnvChar(FNV_OFFSET, 113); // q
const CLASS_SET = fnvChar(FNV_OFFSET, 109); // m

/** How far apart (in words) two classes may be and still make an ordered class pair. */
const CLASS_WINDOW = 4;

/**
 * Hashed feature buckets of a message: words, word pairs, pairs one word apart, 5-grams of long words, edge-marked
 * 4-grams of words of four letters or more;
 * and the word classes of threat-lexicon.ts: each class, ordered pairs of classes up to CLASS_WINDOW
 * words apart ("agent > harm", "harm > you"), and each pair of classes found anywhere in the message.
 */
export function threatFeatures(words: readonly string[], bits: number): number[] {
  const out = new Set<number>();
  visitThreatFeatures(words, bits, (k) => out.add(k));
  return [...out];
}

/**
 * What a word contributes, by hash size: its own buckets (the word, its 5-grams and edge-marked 4-grams), the hash
 * prefixes of the pairs it starts, and its classes. Cached, words recur; clearing the cache changes no result.
 */
interface WordFeatures {
  buckets: Int32Array;
  /** FNV state after "b" + word + " ": a pair's hash continues with the next word. */
  pair: number;
  /** Likewise for "s" + word + " ", the pair one word apart. */
  skip: number;
  classes: readonly ThreatClass[];
}

const WORD_FEATURES = new Map<string, WordFeatures>();
const WORD_FEATURES_LIMIT = 20_000;
let wordFeatureBits = 0;

function wordFeatures(w: string, bits: number): WordFeatures {
  if (bits !== wordFeatureBits) {
    WORD_FEATURES.clear();
    CLASS_FEATURES.clear();
    wordFeatureBits = bits;
  }
  return memo(WORD_FEATURES, WORD_FEATURES_LIMIT, w, wordFeaturesOf);
}

function wordFeaturesOf(w: string): WordFeatures {
  const mask = (1 << wordFeatureBits) - 1;
  const list = [(fnv(WORD, w) >>> 0) & mask];
  // Long words are agglutinated (isiZulu "ngizokubulala") or glued (spelled-out "killyou").
  if (w.length >= 6) for (let k = 0; k + 5 <= w.length; k++) list.push((fnv(GRAM, w, k, k + 5) >>> 0) & mask);
  if (w.length >= 4) {
    // " ngizokushaya ": the edges mark prefixes (concords) and endings apart from the middle of a word.
    const edged = ` ${w} `;
    for (let k = 0; k + 4 <= edged.length; k++) list.push((fnv(GRAM4, edged, k, k + 4) >>> 0) & mask);
  }
  return {
    buckets: Int32Array.from(list),
    pair: fnvChar(fnv(PAIR, w), 32),
    skip: fnvChar(fnv(SKIP, w), 32),
    classes: wordClasses(w),
  };
}

/** A class's own bucket, and its ordered-pair and set-pair buckets with each other class, by hash size (cached). */
interface ClassFeatures {
  bucket: number;
  pairs: Map<ThreatClass, number>;
  sets: Map<ThreatClass, number>;
}

const CLASS_FEATURES = new Map<ThreatClass, ClassFeatures>();

function classFeatures(c: ThreatClass, mask: number): ClassFeatures {
  let out = CLASS_FEATURES.get(c);
  if (out === undefined) {
    out = { bucket: (fnv(CLASS, c) >>> 0) & mask, pairs: new Map(), sets: new Map() };
    CLASS_FEATURES.set(c, out);
  }
  return out;
}

function classPair(a: ThreatClass, b: ThreatClass, mask: number): number {
  const pairs = classFeatures(a, mask).pairs;
  let k = pairs.get(b);
  if (k === undefined) {
    k = (fnv(fnvChar(fnv(CLASS_PAIR, a), 62), b) >>> 0) & mask;
    pairs.set(b, k);
  }
  return k;
}

function classSet(a: ThreatClass, b: ThreatClass, mask: number): number {
  const sets = classFeatures(a, mask).sets;
  let k = sets.get(b);
  if (k === undefined) {
    k = (fnv(fnvChar(fnv(CLASS_SET, a), 38), b) >>> 0) & mask;
    sets.set(b, k);
  }
  return k;
}

/** Calls `visit` with every feature bucket of threatFeatures (a bucket may be visited more than once). */
function visitThreatFeatures(words: readonly string[], bits: number, visit: (bucket: number) => void): void {
  const mask = (1 << bits) - 1;
  const features: WordFeatures[] = new Array(words.length);
  for (let i = 0; i < words.length; i++) features[i] = wordFeatures(words[i]!, bits);
  const seen = new Set<ThreatClass>();
  for (let i = 0; i < words.length; i++) {
    const f = features[i]!;
    const buckets = f.buckets;
    for (let k = 0; k < buckets.length; k++) visit(buckets[k]!);
    if (i + 1 < words.length) visit((fnv(f.pair, words[i + 1]!) >>> 0) & mask);
    if (i + 2 < words.length) visit((fnv(f.skip, words[i + 2]!) >>> 0) & mask);
    for (const c of f.classes) {
      if (!seen.has(c)) visit(classFeatures(c, mask).bucket);
      seen.add(c);
    }
  }
  if (seen.size === 0) return;
  for (let i = 0; i < features.length; i++) {
    for (const a of features[i]!.classes) {
      for (let j = i + 1; j <= i + CLASS_WINDOW && j < features.length; j++)
        for (const b of features[j]!.classes) visit(classPair(a, b, mask));
    }
  }
  const set = [...seen].sort();
  for (let i = 0; i < set.length; i++) {
    for (let j = i + 1; j < set.length; j++) visit(classSet(set[i]!, set[j]!, mask));
  }
}

/** Scores messages with the hashed logistic-regression weights, held in a dense array. */
export class ThreatScorer {
  private readonly weights: Float32Array;
  private readonly bias: number;
  readonly bits: number;
  readonly threshold: number;
  /**
   * The buckets score() has counted for the current message: one bit per bucket (32 KB for 2^18 buckets, which stays
   * in cache, where a per-bucket stamp array as large as the weights would not), and `used` lists the buckets whose
   * words to empty after each message. A bit test and set, where an open-addressing set had a hash and a probe loop.
   */
  private readonly counted: Int32Array;
  private used = new Int32Array(512);
  private n = 0;

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
    this.counted = new Int32Array(Math.max(1, (1 << data.bits) >>> 5));
    let idx = 0;
    for (let k = 0; k < data.indices.length; k++) {
      idx += data.indices[k]!;
      this.weights[idx] = data.weights[k]! / data.scale;
    }
  }

  /** Probability (0..1) that a message with these words is a threat. */
  score(words: readonly string[]): number {
    return 1 / (1 + Math.exp(-this.logOdds(words)));
  }

  /** The log-odds score() turns into a probability (a correction model's, added to another's: decision 0983). */
  logOdds(words: readonly string[]): number {
    // Each bucket counts once (as threatFeatures' set in training), in the order first visited.
    this.z = this.bias;
    visitThreatFeatures(words, this.bits, this.count);
    this.clear();
    return this.z;
  }

  /** The sum score() builds, and the visitor that adds to it: made once, not a closure per message. */
  private z = 0;
  /** scoreWith(): the other model's weights and the sum it builds in the same pass. */
  private pair: Float32Array | undefined;
  private y = 0;
  private readonly count = (k: number): void => {
    const word = k >>> 5;
    const bit = 1 << (k & 31);
    const held = this.counted[word]!;
    if ((held & bit) !== 0) return;
    this.counted[word] = held | bit;
    if (this.n === this.used.length) this.grow();
    this.used[this.n++] = k;
    this.z += this.weights[k]!;
    if (this.pair !== undefined) this.y += this.pair[k]!;
  };

  /** Doubles the list of buckets counted, keeping what it holds. */
  private grow(): void {
    const used = new Int32Array(2 * this.used.length);
    used.set(this.used);
    this.used = used;
  }

  /** Empties the bits for the next message. */
  private clear(): void {
    for (let i = 0; i < this.n; i++) this.counted[this.used[i]! >>> 5] = 0;
    this.n = 0;
  }

  /**
   * Probabilities of this model and of `other` (same features, same hash size: the hate model) for the same words, in
   * one pass over the features: the second model costs an addition per bucket, not a second feature pass. `ids`, when
   * given, are the words' ids (CanonicalText.ids, current; -1 for a word without one), by which pairedWord finds them.
   */
  scoreWith(words: readonly string[], other: ThreatScorer, ids: readonly number[] | null = null): [number, number] {
    const [z, y] = this.logOddsWith(words, other, ids);
    return [1 / (1 + Math.exp(-z)), 1 / (1 + Math.exp(-y))];
  }

  /** The log-odds scoreWith() turns into probabilities. */
  logOddsWith(words: readonly string[], other: ThreatScorer, ids: readonly number[] | null = null): [number, number] {
    if (other.bits !== this.bits) throw new Error('models of different hash sizes cannot share a feature pass');
    this.z = this.bias;
    this.y = other.bias;
    this.pair = other.weights;
    this.visitPaired(words, other, ids);
    this.clear();
    this.pair = undefined;
    return [this.z, this.y];
  }

  /**
   * logOdds() read through the per-word records of scoreWith(), this model paired with itself: a model read on its own
   * for many messages (the group threat model) hashes a word once, not once per message. The same buckets in the same
   * order, so the same sum. `ids` as scoreWith takes them.
   */
  logOddsByRecords(words: readonly string[], ids: readonly number[] | null = null): number {
    return this.logOddsWith(words, this, ids)[0];
  }

  /**
   * Per word, for scoreWith(other), one record in `record` (with `recordWeights`, a Float32Array over the same
   * memory), so that a word's part of the pass reads one stretch of memory instead of five objects:
   * - [at] and [at + 1]: the FNV states after "b" + word + " " and "s" + word + " " (WordFeatures.pair and .skip);
   * - [at + 2]: the number m of its own buckets, [at + 3]: the number q of its classes;
   * - [at + 4, at + 4 + m): its own buckets without repeats (a repeat within a word counts once anyway), without those
   *   both models weigh 0 (adding 0 changes no sum);
   * - [at + 4 + m, at + 4 + 3m): both models' weights of each, side by side (Float32, in recordWeights);
   * - [at + 4 + 3m, at + 4 + 3m + q): its classes as the scorer's class numbers (classId).
   * Found by word (pairedAt) and by word id (pairedById). All three are emptied together before a message once
   * WORD_FEATURES_LIMIT words are kept, and when paired with another model; emptying changes no result.
   */
  private record = new Int32Array(1 << 14);
  private recordWeights = new Float32Array(this.record.buffer);
  private recordEnd = 0;
  private pairedAt = new Map<string, number>();
  private pairedById = new WordTable<number>();
  /** The current message's words' records (scratch, reused). */
  private ats = new Int32Array(64);
  /** The current message's words that have classes, by index, ascending (scratch, reused). */
  private classWords = new Int32Array(64);
  /** The current message's pair and skip buckets: [2i] of words i and i + 1, [2i + 1] of words i and i + 2. */
  private pairBuckets = new Int32Array(128);
  private pairedWith: ThreatScorer | undefined;
  /** Both models' weights interleaved (this model's at 2k, the other's at 2k + 1): one cache line per pair bucket. */
  private both: Float32Array | undefined;
  /** One bit per bucket: set when either model weighs it (a bucket both weigh 0 is skipped: adding 0 changes no sum). */
  private weighed: Int32Array | undefined;

  private emptyRecords(): void {
    this.pairedAt.clear();
    this.pairedById = new WordTable();
    this.recordEnd = 0;
  }

  /** Where the record of word `w` starts (see `record`), made when first asked for. */
  private pairedRecord(w: string, other: ThreatScorer): number {
    let at = this.pairedAt.get(w);
    if (at === undefined) {
      at = this.addRecord(w, other);
      this.pairedAt.set(w, at);
    }
    return at;
  }

  private addRecord(w: string, other: ThreatScorer): number {
    const f = wordFeatures(w, this.bits);
    const own: number[] = [];
    for (const k of f.buckets) if (!own.includes(k) && (this.weights[k] !== 0 || other.weights[k] !== 0)) own.push(k);
    const m = own.length;
    const q = f.classes.length;
    const at = this.recordEnd;
    const end = at + 4 + 3 * m + q;
    if (end > this.record.length) {
      let size = 2 * this.record.length;
      while (size < end) size *= 2;
      const record = new Int32Array(size);
      record.set(this.record.subarray(0, at));
      this.record = record;
      this.recordWeights = new Float32Array(record.buffer);
    }
    const r = this.record;
    const rw = this.recordWeights;
    r[at] = f.pair;
    r[at + 1] = f.skip;
    r[at + 2] = m;
    r[at + 3] = q;
    for (let i = 0; i < m; i++) {
      r[at + 4 + i] = own[i]!;
      rw[at + 4 + m + 2 * i] = this.weights[own[i]!]!;
      rw[at + 4 + m + 2 * i + 1] = other.weights[own[i]!]!;
    }
    for (let i = 0; i < q; i++) r[at + 4 + 3 * m + i] = this.classId(f.classes[i]!);
    this.recordEnd = end;
    return at;
  }

  /**
   * visitThreatFeatures with this.count, for scoreWith: the same buckets in the same order, so the same sums, with the
   * weights read from the words' records and `both`.
   */
  private visitPaired(words: readonly string[], other: ThreatScorer, ids: readonly number[] | null): void {
    if (this.pairedWith !== other) {
      this.emptyRecords();
      const both = new Float32Array(2 * this.weights.length);
      const weighed = new Int32Array(this.weights.length >>> 5);
      for (let k = 0; k < this.weights.length; k++) {
        both[2 * k] = this.weights[k]!;
        both[2 * k + 1] = other.weights[k]!;
        if (this.weights[k] !== 0 || other.weights[k] !== 0) weighed[k >>> 5]! |= 1 << (k & 31);
      }
      this.both = both;
      this.weighed = weighed;
      this.pairedWith = other;
    }
    if (this.pairedAt.size >= WORD_FEATURES_LIMIT) this.emptyRecords();
    const both = this.both!;
    const weighed = this.weighed!;
    const bits = this.bits;
    const mask = (1 << bits) - 1;
    const n = words.length;
    if (this.ats.length < n) {
      this.ats = new Int32Array(2 * n);
      this.classWords = new Int32Array(2 * n);
      this.pairBuckets = new Int32Array(4 * n);
    }
    const ats = this.ats;
    const byId = this.pairedById;
    for (let i = 0; i < n; i++) {
      const id = ids === null ? -1 : ids[i]!;
      let at = id === -1 ? undefined : byId.get(id);
      if (at === undefined) {
        at = this.pairedRecord(words[i]!, other);
        if (id !== -1) byId.set(id, at);
      }
      ats[i] = at;
    }
    if (this.classNames.length > 31) {
      // More classes than one 32-bit mask holds: the general pass (same buckets, same order).
      visitThreatFeatures(words, bits, this.count);
      return;
    }
    // Read after the records are made: making one may have moved them to a larger array.
    const r = this.record;
    const rw = this.recordWeights;
    // The pair and skip buckets, each word's characters read once for both: word j continues the pair hash of word
    // j - 1 and the skip hash of word j - 2 (the same FNV steps as fnv(state, word), so the same buckets).
    const pairs = this.pairBuckets;
    for (let j = 1; j < n; j++) {
      const word = words[j]!;
      let hp = r[ats[j - 1]!]!;
      if (j >= 2) {
        let hs = r[ats[j - 2]! + 1]!;
        for (let c = 0; c < word.length; c++) {
          const code = word.charCodeAt(c);
          hp = Math.imul(hp ^ code, FNV_PRIME);
          hs = Math.imul(hs ^ code, FNV_PRIME);
        }
        pairs[2 * (j - 2) + 1] = (hs >>> 0) & mask;
      } else {
        for (let c = 0; c < word.length; c++) hp = Math.imul(hp ^ word.charCodeAt(c), FNV_PRIME);
      }
      pairs[2 * (j - 1)] = (hp >>> 0) & mask;
    }
    // Classes as small numbers (classId): the classes seen are a bit mask, their buckets come from small tables.
    let seen = 0;
    // The two sums in locals while the words are read: the same additions in the same order as this.add makes. Also
    // the bits and the list of buckets counted (this.fresh, inlined; written back below).
    let z = this.z;
    let y = this.y;
    const counted = this.counted;
    let used = this.used;
    let u = this.n;
    const classWords = this.classWords;
    let withClasses = 0;
    for (let i = 0; i < n; i++) {
      const at = ats[i]!;
      const m = r[at + 2]!;
      const own = at + 4;
      const weights = own + m;
      // Room for every bucket this word may count: its own, a pair, a skip and its classes.
      if (u + m + 2 + r[at + 3]! > used.length) {
        this.n = u;
        this.grow();
        used = this.used;
      }
      for (let k = 0; k < m; k++) {
        const b = r[own + k]!;
        const held = counted[b >>> 5]!;
        const bit = 1 << (b & 31);
        if ((held & bit) === 0) {
          counted[b >>> 5] = held | bit;
          used[u++] = b;
          z += rw[weights + 2 * k]!;
          y += rw[weights + 2 * k + 1]!;
        }
      }
      for (let e = 0; e < 2; e++) {
        if (i + 1 + e >= n) break;
        const k = pairs[2 * i + e]!;
        const bit = 1 << (k & 31);
        if ((weighed[k >>> 5]! & bit) !== 0) {
          const held = counted[k >>> 5]!;
          if ((held & bit) === 0) {
            counted[k >>> 5] = held | bit;
            used[u++] = k;
            z += both[2 * k]!;
            y += both[2 * k + 1]!;
          }
        }
      }
      const classes = own + 3 * m;
      const q = r[at + 3]!;
      if (q > 0) classWords[withClasses++] = i;
      for (let t = 0; t < q; t++) {
        const c = r[classes + t]!;
        if ((seen & (1 << c)) === 0) {
          const k = this.classBucket(c, mask);
          const held = counted[k >>> 5]!;
          const bit = 1 << (k & 31);
          if ((held & bit) === 0) {
            counted[k >>> 5] = held | bit;
            used[u++] = k;
            z += both[2 * k]!;
            y += both[2 * k + 1]!;
          }
        }
        seen |= 1 << c;
      }
    }
    this.n = u;
    this.z = z;
    this.y = y;
    if (seen === 0) return;
    const C = CLASS_TABLE_SIZE;
    // The ordered class pairs, read over the words that have classes only (the others add none), in the same order.
    for (let wi = 0; wi < withClasses; wi++) {
      const i = classWords[wi]!;
      const at = ats[i]!;
      const from = at + 4 + 3 * r[at + 2]!;
      const to = from + r[at + 3]!;
      for (let x = from; x < to; x++) {
        const a = r[x]!;
        for (let wj = wi + 1; wj < withClasses && classWords[wj]! <= i + CLASS_WINDOW; wj++) {
          const bt = ats[classWords[wj]!]!;
          const bFrom = bt + 4 + 3 * r[bt + 2]!;
          const bTo = bFrom + r[bt + 3]!;
          for (let y = bFrom; y < bTo; y++) {
            const b = r[y]!;
            let k = this.classPairs[a * C + b]!;
            if (k < 0) {
              k = classPair(this.classNames[a]!, this.classNames[b]!, mask);
              this.classPairs[a * C + b] = k;
            }
            this.add(k, both[2 * k]!, both[2 * k + 1]!);
          }
        }
      }
    }
    // The classes seen, in the order of their names (as visitThreatFeatures sorts them), read off the mask.
    const byName = this.classesByName;
    const names = this.classNames;
    for (let i = 0; i < byName.length; i++) {
      const a = byName[i]!;
      if ((seen & (1 << a)) === 0) continue;
      for (let j = i + 1; j < byName.length; j++) {
        const b = byName[j]!;
        if ((seen & (1 << b)) === 0) continue;
        let k = this.classSets[a * C + b]!;
        if (k < 0) {
          k = classSet(names[a]!, names[b]!, mask);
          this.classSets[a * C + b] = k;
        }
        this.add(k, both[2 * k]!, both[2 * k + 1]!);
      }
    }
  }

  /** Threat classes by the number visitPaired knows them by (assigned as met), and the buckets it has computed. */
  private readonly classNames: ThreatClass[] = [];
  private readonly classIds = new Map<ThreatClass, number>();
  private readonly classBuckets = new Int32Array(CLASS_TABLE_SIZE).fill(-1);
  private readonly classPairs = new Int32Array(CLASS_TABLE_SIZE * CLASS_TABLE_SIZE).fill(-1);
  private readonly classSets = new Int32Array(CLASS_TABLE_SIZE * CLASS_TABLE_SIZE).fill(-1);

  /** The class numbers in the order of the classes' names. */
  private readonly classesByName: number[] = [];

  private classId(c: ThreatClass): number {
    let id = this.classIds.get(c);
    if (id === undefined) {
      id = this.classNames.length;
      this.classNames.push(c);
      this.classIds.set(c, id);
      let at = this.classesByName.length;
      while (at > 0 && this.classNames[this.classesByName[at - 1]!]! > c) at--;
      this.classesByName.splice(at, 0, id);
    }
    return id;
  }

  private classBucket(c: number, mask: number): number {
    let k = this.classBuckets[c]!;
    if (k < 0) {
      k = classFeatures(this.classNames[c]!, mask).bucket;
      this.classBuckets[c] = k;
    }
    return k;
  }

  /** Whether bucket k is counted for the first time in this message; marks it counted. */
  private fresh(k: number): boolean {
    const word = k >>> 5;
    const bit = 1 << (k & 31);
    const held = this.counted[word]!;
    if ((held & bit) !== 0) return false;
    this.counted[word] = held | bit;
    if (this.n === this.used.length) this.grow();
    this.used[this.n++] = k;
    return true;
  }

  /** this.count for visitPaired: counts bucket k once, adding the weights given (this model's, the other's). */
  private add(k: number, wz: number, wy: number): void {
    if (this.fresh(k)) {
      this.z += wz;
      this.y += wy;
    }
  }
}

/** Class numbers visitPaired handles with a 32-bit mask; more classes than this (never so far) take the general pass. */
const CLASS_TABLE_SIZE = 32;
