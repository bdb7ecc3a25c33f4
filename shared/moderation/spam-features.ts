/**
 * Feature extraction for the spam model, shared by training and scoring so the two cannot drift.
 * Features are hashed into 2^bits buckets: word unigrams and bigrams, character 3-5-grams (which
 * survive the abbreviations and misspellings SMS is full of), number shapes (premium-rate numbers and
 * short codes have tell-tale lengths) and a few whole-message traits.
 *
 * Digits are shaped, not spelt: 0, except the first digit of a number when it is not 0, which is 9, so phone and
 * premium-rate numbers ("09061234567") keep a shape apart from amounts, references and PINs ("7190410694"). In the
 * character n-grams a run of digits counts at most MAX_DIGIT_RUN digits: otherwise a 20-digit prepaid token or a
 * 13-digit policy number would outweigh the words of a transactional SMS (docs/decisions/0101, calibration).
 */

/** A hashed, length-normalised bag of features: parallel bucket indices and values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
  length: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Fibonacci hashing: one multiply, then the top bits, which are well mixed even when FNV's low bits are not. */
function bucketOf(h: number, shift: number): number {
  return Math.imul(h, 0x9e3779b1) >>> shift;
}

/** FNV-1a over a string, continuing from `h`. */
export function fnv1a(text: string, h = FNV_OFFSET): number {
  let x = h;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), FNV_PRIME);
  return x >>> 0;
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 163 || c === 36 || c === 8364;
}

function bucket(value: number, edges: readonly number[]): number {
  let b = 0;
  while (b < edges.length && value >= edges[b]!) b++;
  return b;
}

const LENGTH_EDGES = [20, 40, 60, 90, 120, 140, 160, 200];
const DIGIT_EDGES = [1, 3, 5, 8, 11, 16];
const CAPS_EDGES = [0.05, 0.2, 0.4, 0.7];
const LENGTH_HASH = [...LENGTH_EDGES, 0].map((_, b) => fnv1a(`len${b}`));
const DIGIT_HASH = [...DIGIT_EDGES, 0].map((_, b) => fnv1a(`digits${b}`));
const CAPS_HASH = [...CAPS_EDGES, 0].map((_, b) => fnv1a(`caps${b}`));
const WORD_SEED = fnv1a('w');
const SHAPE_SEED = fnv1a('s');
const PAIR_SEED = fnv1a('b');
const START_HASH = fnv1a('^');
const END_HASH = fnv1a('$');
const NGRAM_SEED = FNV_OFFSET ^ 0x9e37;
const SPACE = 32;
const ZERO = 48;
const NINE = 57;
const MAX_DIGIT_RUN = 4;

/**
 * A bucket's count is the low 16 bits of its cell (COUNT bits, read as Uint16 counts would be: 65,536 wraps to 0).
 * The scratch cells hold nothing else; a scorer's own cells (quantisedCells) hold its bucket's quantised weight in the
 * high 16 bits, so that counting a bucket and reading its weight touch one cache line.
 */
const COUNT = 0xffff;

/** Per-bucket-count scratch space, reused across calls because scoring runs on every message. */
interface Scratch {
  counts: Int32Array;
  touched: Int32Array;
  chars: Uint16Array;
  /** The word features (word, shape, pair hashes) in the order they are counted, gathered in the first pass. */
  words: Int32Array;
}
const scratchByBits = new Map<number, Scratch>();

function scratchFor(bits: number, textLength: number): Scratch {
  let s = scratchByBits.get(bits);
  if (!s) {
    s = {
      counts: new Int32Array(1 << bits),
      touched: new Int32Array(1024),
      chars: new Uint16Array(512),
      words: new Int32Array(512),
    };
    scratchByBits.set(bits, s);
  }
  if (s.chars.length < textLength + 2) s.chars = new Uint16Array(2 * textLength + 2);
  if (s.touched.length < 8 * textLength + 16) s.touched = new Int32Array(16 * textLength + 16);
  // At most one word per two characters, three features each, and the closing pair.
  if (s.words.length < 2 * textLength + 8) s.words = new Int32Array(4 * textLength + 8);
  return s;
}

/**
 * Counts hash `h` in its bucket; returns the new number of buckets touched. A function of its own rather than a
 * closure in extract(), which would be allocated for every message (inlined by hand in the hot n-gram loop).
 */
function add(h: number, shift: number, counts: Int32Array, touched: Int32Array, n: number): number {
  const idx = bucketOf(h, shift);
  if ((counts[idx]! & COUNT) === 0) touched[n++] = idx;
  counts[idx]!++;
  return n;
}

/**
 * Hashes the message's features into the scratch space: `touched[0..n)` are the buckets hit and the low bits of
 * `counts` (the scratch's, or a scorer's cells) their counts. Returns n. The caller must reset the counts it read.
 *
 * One pass over the text finds the whole-message traits, fills `chars` (the lower-cased text with digits shaped and
 * whitespace collapsed) and hashes the words; the buckets are then counted in the order of the features: traits,
 * words and word pairs, character n-grams (the order of first touch is the order the dot product sums in).
 */
function extract(text: string, bits: number, s: Scratch, counts: Int32Array): number {
  const shift = 32 - bits;
  const { touched, chars, words } = s;
  let n = 0;

  let caps = 0;
  let digits = 0;
  let letters = 0;
  let len = 0;
  let run = 0;
  chars[len++] = SPACE;
  // Words and word pairs; numbers by shape ("08452810075" -> eleven zeros, "87066" -> 90000) as well as by value.
  let w = 0;
  let prevShape = START_HASH;
  let word = WORD_SEED;
  let shape = SHAPE_SEED;
  let inWord = false;
  let hasDigit = false;
  let prevDigit = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      caps++;
      letters++;
      c += 32;
    } else if (c >= 97 && c <= 122) letters++;
    else if (c > 127) c = text[i]!.toLowerCase().charCodeAt(0);
    const digit = c >= ZERO && c <= NINE;
    // The digit's shape: 9 when it starts a number and is not 0, otherwise 0.
    const shaped = digit ? (c !== ZERO && !prevDigit ? NINE : ZERO) : c;
    prevDigit = digit;
    run = digit ? run + 1 : 0;
    if (digit) digits++;
    if (run <= MAX_DIGIT_RUN) {
      if (c <= SPACE) {
        if (chars[len - 1] !== SPACE) chars[len++] = SPACE;
      } else chars[len++] = shaped;
    }
    if (isWordCode(c)) {
      inWord = true;
      word = Math.imul(word ^ c, FNV_PRIME);
      hasDigit ||= digit;
      shape = Math.imul(shape ^ shaped, FNV_PRIME);
    } else if (inWord) {
      words[w++] = word;
      if (hasDigit) words[w++] = shape;
      words[w++] = Math.imul(prevShape ^ PAIR_SEED, FNV_PRIME) ^ shape;
      prevShape = shape;
      word = WORD_SEED;
      shape = SHAPE_SEED;
      inWord = false;
      hasDigit = false;
    }
  }
  if (inWord) {
    words[w++] = word;
    if (hasDigit) words[w++] = shape;
    words[w++] = Math.imul(prevShape ^ PAIR_SEED, FNV_PRIME) ^ shape;
    prevShape = shape;
  }
  words[w++] = Math.imul(prevShape ^ PAIR_SEED, FNV_PRIME) ^ END_HASH;
  if (chars[len - 1] !== SPACE) chars[len++] = SPACE;
  n = add(LENGTH_HASH[bucket(text.length, LENGTH_EDGES)]!, shift, counts, touched, n);
  n = add(DIGIT_HASH[bucket(digits, DIGIT_EDGES)]!, shift, counts, touched, n);
  n = add(CAPS_HASH[bucket(letters === 0 ? 0 : caps / letters, CAPS_EDGES)]!, shift, counts, touched, n);
  for (let k = 0; k < w; k++) n = add(words[k]!, shift, counts, touched, n);

  // Character 3-5-grams (digits were already shaped when `chars` was filled): the three of each start written out
  // while a 5-gram fits, then the last starts' shorter ones.
  let i = 0;
  for (; i + 5 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 2]!, FNV_PRIME);
    let idx = Math.imul(h, 0x9e3779b1) >>> shift;
    if ((counts[idx]! & COUNT) === 0) touched[n++] = idx;
    counts[idx]!++;
    h = Math.imul(h ^ chars[i + 3]!, FNV_PRIME);
    idx = Math.imul(h, 0x9e3779b1) >>> shift;
    if ((counts[idx]! & COUNT) === 0) touched[n++] = idx;
    counts[idx]!++;
    h = Math.imul(h ^ chars[i + 4]!, FNV_PRIME);
    idx = Math.imul(h, 0x9e3779b1) >>> shift;
    if ((counts[idx]! & COUNT) === 0) touched[n++] = idx;
    counts[idx]!++;
  }
  for (; i + 3 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    const end = Math.min(len, i + 5);
    for (let k = i + 2; k < end; k++) {
      h = Math.imul(h ^ chars[k]!, FNV_PRIME);
      const idx = Math.imul(h, 0x9e3779b1) >>> shift;
      if ((counts[idx]! & COUNT) === 0) touched[n++] = idx;
      counts[idx]!++;
    }
  }

  return n;
}

/**
 * Turns a message into a hashed feature vector, scaled to unit length so long messages do not
 * score higher just for being long. Deterministic; used for training.
 */
export function spamFeatures(text: string, bits: number): SparseVector {
  const s = scratchFor(bits, text.length);
  const n = extract(text, bits, s, s.counts);
  let norm = 0;
  for (let k = 0; k < n; k++) {
    const c = s.counts[s.touched[k]!]! & COUNT;
    norm += c * c;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const indices = new Int32Array(n);
  const values = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    const idx = s.touched[k]!;
    indices[k] = idx;
    values[k] = (s.counts[idx]! & COUNT) * scale;
    s.counts[idx] = 0;
  }
  return { indices, values, length: n };
}

/**
 * The same features dotted with `weights` (one per bucket) without building the vector: the
 * scoring hot path. Equals the dot product of `spamFeatures(text, bits)` with the weights.
 */
export function spamDot(text: string, bits: number, weights: Float32Array): number {
  const s = scratchFor(bits, text.length);
  const n = extract(text, bits, s, s.counts);
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < n; k++) {
    const idx = s.touched[k]!;
    const c = s.counts[idx]! & COUNT;
    dot += weights[idx]! * c;
    norm += c * c;
    s.counts[idx] = 0;
  }
  return norm > 0 ? dot / Math.sqrt(norm) : 0;
}

/**
 * Longest text spamDotCells takes: its features (at most 4.5 per character and a few) cannot carry a count into the
 * weight bits. Longer texts are scored with spamDot.
 */
export const CELLS_MAX_TEXT = 14_000;

/**
 * A scorer's cells for spamDotCells: each bucket's quantised weight q (weights[i] = fround(q / scale)) in the high 16
 * bits, its count (0 between messages) in the low 16. Undefined when a weight is not such a q of 16 bits.
 */
export function quantisedCells(weights: Float32Array, scale: number): Int32Array | undefined {
  const cells = new Int32Array(weights.length);
  for (let i = 0; i < weights.length; i++) {
    const q = Math.round(weights[i]! * scale);
    if (q < -0x8000 || q > 0x7fff || Math.fround(q / scale) !== weights[i]) return undefined;
    cells[i] = q << 16;
  }
  return cells;
}

/**
 * spamDot with the weights in `cells` (quantisedCells(weights, scale)): the same buckets, counts and weights, summed
 * in the same order, so the same number. `text` is at most CELLS_MAX_TEXT long.
 */
export function spamDotCells(text: string, bits: number, cells: Int32Array, scale: number): number {
  const s = scratchFor(bits, text.length);
  const n = extract(text, bits, s, cells);
  const touched = s.touched;
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < n; k++) {
    const idx = touched[k]!;
    const cell = cells[idx]!;
    const c = cell & COUNT;
    dot += Math.fround((cell >> 16) / scale) * c;
    norm += c * c;
    cells[idx] = cell & ~COUNT;
  }
  return norm > 0 ? dot / Math.sqrt(norm) : 0;
}
