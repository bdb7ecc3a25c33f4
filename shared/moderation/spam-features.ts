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
/**
 * A web address whose host name joins words with a hyphen ("bank-verify.top", "https://parcel-pay.co.za"; not a
 * hyphen in a path): the look-alike ("combosquatting") domain of phishing, which a business's own address seldom is
 * (decision 0921). Counted HYPHENATED_DOMAIN_COUNT times, so that one trait among a message's hundreds of n-grams
 * carries a weight (the bag is length-normalised). Tested only when the text has a hyphen.
 */
const HYPHENATED_DOMAIN = /(?:^|[\s(]|\/\/)(?:www\.)?[a-z0-9]+(?:-[a-z0-9]+)+\.[a-z]{2}/i;
const HYPHENATED_DOMAIN_HASH = fnv1a('hyphen-domain');
const HYPHENATED_DOMAIN_COUNT = 4;
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
 * A bucket's count is the high 16 bits of its cell (counted in ONE steps, so that 65,536 wraps to 0 as a Uint16
 * count would). The scratch cells hold nothing else; a scorer's cells (spamCells) hold the number of its bucket's
 * weight in the low 16 bits, so that counting a bucket and reading its weight touch one cache line.
 */
const ONE = 0x10000;
const NUMBER = 0xffff;

/** Per-bucket-count scratch space, reused across calls because scoring runs on every message. */
interface Scratch {
  counts: Int32Array;
  touched: Int32Array;
  chars: Uint16Array;
  /** The traits and word features (word, shape, pair hashes) in the order they are counted, from the first pass. */
  words: Int32Array;
  /** How much of `chars` the last first pass filled. */
  len: number;
}
const scratchByBits = new Map<number, Scratch>();

function scratchFor(bits: number, textLength: number): Scratch {
  let s = scratchByBits.get(bits);
  if (!s) {
    s = {
      counts: new Int32Array(1 << bits),
      touched: new Int32Array(1024),
      chars: new Uint16Array(512),
      words: new Int32Array(1032),
      len: 0,
    };
    scratchByBits.set(bits, s);
  }
  // `words`: the three traits, then at most one word per two characters, three features each, the closing pair and
  // the hyphenated-domain trait (HYPHENATED_DOMAIN_COUNT entries; such a text has at least 6 characters).
  if (s.chars.length < textLength + 2) {
    s.chars = new Uint16Array(2 * textLength + 2);
    s.words = new Int32Array(4 * textLength + 8);
  }
  if (s.touched.length < 8 * textLength + 16) s.touched = new Int32Array(16 * textLength + 16);
  return s;
}

/**
 * Hashes the message's features into the scratch space: `touched[0..n)` is the bucket of every feature, in the order
 * of the features (a bucket hit k times is listed k times): traits, words and word pairs, character n-grams. Returns
 * n. The order of first appearance in the list is the order the dot product sums in.
 *
 * One pass over the text finds the whole-message traits, fills `chars` (the lower-cased text with digits shaped and
 * whitespace collapsed) and hashes the words; the features' buckets are then listed.
 */
function hashFeatures(text: string, bits: number, s: Scratch): number {
  return listFeatures(firstPass(text, s), bits, s);
}

/** hashFeatures after the first pass (firstPass gave `w`). */
function listFeatures(w: number, bits: number, s: Scratch): number {
  const shift = 32 - bits;
  const { touched, chars, words } = s;
  const len = s.len;
  let n = 0;
  for (let k = 0; k < w; k++) {
    // Fibonacci hashing: one multiply, then the top bits, which are well mixed even when FNV's low bits are not.
    const idx = Math.imul(words[k]!, 0x9e3779b1) >>> shift;
    touched[n++] = idx;
  }

  // Character 3-5-grams (digits were already shaped when `chars` was filled): from each start the 3-, 4- and 5-gram,
  // written out while a 5-gram fits, then the last starts with what fits of them.
  let i = 0;
  for (; i + 5 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    const g3 = Math.imul(h ^ chars[i + 2]!, FNV_PRIME);
    const g4 = Math.imul(g3 ^ chars[i + 3]!, FNV_PRIME);
    const g5 = Math.imul(g4 ^ chars[i + 4]!, FNV_PRIME);
    touched[n] = Math.imul(g3, 0x9e3779b1) >>> shift;
    touched[n + 1] = Math.imul(g4, 0x9e3779b1) >>> shift;
    touched[n + 2] = Math.imul(g5, 0x9e3779b1) >>> shift;
    n += 3;
  }
  for (; i + 3 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    for (let k = i + 2; k < len; k++) {
      h = Math.imul(h ^ chars[k]!, FNV_PRIME);
      const idx = Math.imul(h, 0x9e3779b1) >>> shift;
      touched[n++] = idx;
    }
  }

  return n;
}

/**
 * The first pass over the text: finds the whole-message traits, fills `chars[0..s.len)` (a space, then the lower-cased
 * text with digits shaped and whitespace collapsed to single spaces, then a space) and the hashes of the traits and
 * word features (`words`), whose number it returns.
 */
function firstPass(text: string, s: Scratch): number {
  const { chars, words } = s;
  let caps = 0;
  let digits = 0;
  let letters = 0;
  let len = 0;
  let run = 0;
  chars[len++] = SPACE;
  // Words and word pairs; numbers by shape ("08452810075" -> eleven zeros, "87066" -> 90000) as well as by value,
  // after the three whole-message traits (words[0..3), filled in below).
  let w = 3;
  let prevShape = START_HASH;
  let word = WORD_SEED;
  let shape = SHAPE_SEED;
  let inWord = false;
  let hasDigit = false;
  // One step past the end, reading a space: it closes the last word and the characters.
  for (let i = 0; i <= text.length; i++) {
    let c = i < text.length ? text.charCodeAt(i) : SPACE;
    if (c >= 65 && c <= 90) {
      caps++;
      c += 32;
    }
    if (c >= 97 && c <= 122) {
      // A letter, most characters: what the steps below do with one, without asking.
      letters++;
      run = 0;
      chars[len++] = c;
      inWord = true;
      word = Math.imul(word ^ c, FNV_PRIME);
      shape = Math.imul(shape ^ c, FNV_PRIME);
      continue;
    }
    if (c > 127) c = text[i]!.toLowerCase().charCodeAt(0);
    const digit = c >= ZERO && c <= NINE;
    // The digit's shape: 9 when it starts a number and is not 0, otherwise 0.
    const shaped = digit ? (c !== ZERO && run === 0 ? NINE : ZERO) : c;
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
  words[w++] = Math.imul(prevShape ^ PAIR_SEED, FNV_PRIME) ^ END_HASH;
  if (text.indexOf('-') !== -1 && HYPHENATED_DOMAIN.test(text))
    for (let k = 0; k < HYPHENATED_DOMAIN_COUNT; k++) words[w++] = HYPHENATED_DOMAIN_HASH;
  words[0] = LENGTH_HASH[bucket(text.length, LENGTH_EDGES)]!;
  words[1] = DIGIT_HASH[bucket(digits, DIGIT_EDGES)]!;
  words[2] = CAPS_HASH[bucket(letters === 0 ? 0 : caps / letters, CAPS_EDGES)]!;
  s.len = len;
  return w;
}

/**
 * Counts the listed buckets (hashFeatures) in the high bits of `counts` (the scratch's, or a scorer's cells), in
 * ONE steps.
 */
function countFeatures(touched: Int32Array, n: number, counts: Int32Array): void {
  for (let k = 0; k < n; k++) counts[touched[k]!]! += ONE;
}

/**
 * Turns a message into a hashed feature vector, scaled to unit length so long messages do not
 * score higher just for being long. Deterministic; used for training.
 */
export function spamFeatures(text: string, bits: number): SparseVector {
  const s = scratchFor(bits, text.length);
  const all = hashFeatures(text, bits, s);
  countFeatures(s.touched, all, s.counts);
  // Each bucket once, where first listed (later entries of it read 0: it is reset there), with its count.
  const buckets: number[] = [];
  const counts: number[] = [];
  let norm = 0;
  for (let k = 0; k < all; k++) {
    const idx = s.touched[k]!;
    const c = s.counts[idx]! >>> 16;
    if (c === 0) continue;
    buckets.push(idx);
    counts.push(c);
    norm += c * c;
    s.counts[idx] = 0;
  }
  const n = buckets.length;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const indices = new Int32Array(n);
  const values = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    indices[k] = buckets[k]!;
    values[k] = counts[k]! * scale;
  }
  return { indices, values, length: n };
}

/** A scorer's weights as spamDot reads them: each bucket's cell holds the number of its weight in `weights`. */
export interface SpamCells {
  cells: Int32Array;
  /** The distinct weights (at most one per bucket, so at most 65,536: a number fits the low 16 bits). */
  weights: Float32Array;
  /**
   * Each bucket's weight in whole steps of 1 / stepScale, rounded (for spamDotReaching's bound, which reads no
   * counts), and the largest difference between a weight and its steps / stepScale.
   */
  steps: Int16Array;
  stepScale: number;
  stepError: number;
}

/** The cells of dense weights (one per bucket), counts 0. */
export function spamCells(dense: Float32Array): SpamCells {
  const numbers = new Map<number, number>();
  const cells = new Int32Array(dense.length);
  for (let i = 0; i < dense.length; i++) {
    let k = numbers.get(dense[i]!);
    if (k === undefined) {
      k = numbers.size;
      numbers.set(dense[i]!, k);
    }
    cells[i] = k;
  }
  let maxWeight = 0;
  for (let i = 0; i < dense.length; i++) maxWeight = Math.max(maxWeight, Math.abs(dense[i]!));
  // As fine as 16 bits hold the largest weight.
  const stepScale = maxWeight > 0 ? Math.floor(32767 / maxWeight) : 1;
  const steps = new Int16Array(dense.length);
  let stepError = 0;
  for (let i = 0; i < dense.length; i++) {
    steps[i] = Math.round(dense[i]! * stepScale);
    stepError = Math.max(stepError, Math.abs(dense[i]! - steps[i]! / stepScale));
  }
  return { cells, weights: Float32Array.from(numbers.keys()), steps, stepScale, stepError };
}

/**
 * The features dotted with the weights (see spamCells) without building the vector: the scoring hot path. Equals the
 * dot product of `spamFeatures(text, bits)` with the weights: the same buckets, counts and weights, summed in the
 * same order.
 */
export function spamDot(text: string, bits: number, w: SpamCells): number {
  const s = scratchFor(bits, text.length);
  return dotOf(s.touched, hashFeatures(text, bits, s), w);
}

/**
 * The dot product of the listed buckets' counts (hashFeatures) with the weights, scaled to unit length: each bucket
 * summed once, where first listed (its count is read and reset there; later entries of it read 0 and add nothing),
 * so in the order of first touch.
 */
function dotOf(touched: Int32Array, n: number, w: SpamCells): number {
  const { cells, weights } = w;
  countFeatures(touched, n, cells);
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < n; k++) {
    const idx = touched[k]!;
    const cell = cells[idx]!;
    const c = cell >>> 16;
    if (c === 0) continue;
    dot += weights[cell & NUMBER]! * c;
    norm += c * c;
    cells[idx] = cell & NUMBER;
  }
  return norm > 0 ? dot / Math.sqrt(norm) : 0;
}

/**
 * spamDot(text, bits, w), unless `bias` plus it is certainly below `logit`: then -Infinity (the caller asks only
 * whether the logit is reached; decision 0929).
 *
 * The bound needs no counts. With c_b the count of bucket b and N = sum of c_b (the number of features), the dot is
 * sum of w_b * c_b = the sum of the weights of all N features, in any order and grouping, and the squared norm sum of
 * c_b^2 is at least N (every count is a whole number, at least 1 where it is not 0, and none wraps below 65,536
 * features). So the scaled dot is at most max(0, sum) / sqrt(N). The sum is bounded from the weights in 16-bit steps
 * (SpamCells.steps, a table half the size of the weights): sum of the steps / stepScale + N * stepError is at least
 * the sum of the weights, and the steps add up exactly as whole numbers. A further 1e-6 allows for the division, the
 * square root and the caller's logistic function.
 */
export function spamDotReaching(text: string, bits: number, w: SpamCells, bias: number, logit: number): number {
  const s = scratchFor(bits, text.length);
  const words = firstPass(text, s);
  const len = s.len;
  const n = words + ngramCount(len);
  if (n < ONE) {
    const shift = 32 - bits;
    const steps = w.steps;
    let sum = 0;
    for (let k = 0; k < words; k++) sum += steps[Math.imul(s.words[k]!, 0x9e3779b1) >>> shift]!;
    sum += ngramSteps(s.chars, len, shift, steps);
    // sum / stepScale + n * stepError is at least the sum of the n weights (their steps are whole numbers of at most
    // 32,767 in size, n under 65,536: the sum is exact).
    const bound = n === 0 ? 0 : Math.max(0, sum / w.stepScale + n * w.stepError) / Math.sqrt(n);
    if (bias + bound < logit - 1e-6) return Number.NEGATIVE_INFINITY;
  }
  // The first pass's characters and word features are still in the scratch space.
  return dotOf(s.touched, listFeatures(words, bits, s), w);
}

/** The number of character n-grams of `chars[0..len)`: 3-, 4- and 5-grams from each start, as far as they fit. */
function ngramCount(len: number): number {
  if (len < 3) return 0;
  return 3 * Math.max(0, len - 4) + (len >= 4 ? 2 : 0) + 1;
}

/** The sum of the steps (SpamCells) of the character n-grams of `chars[0..len)`, as hashFeatures lists them. */
function ngramSteps(chars: Uint16Array, len: number, shift: number, steps: Int16Array): number {
  let sum = 0;
  let i = 0;
  for (; i + 5 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    const g3 = Math.imul(h ^ chars[i + 2]!, FNV_PRIME);
    const g4 = Math.imul(g3 ^ chars[i + 3]!, FNV_PRIME);
    const g5 = Math.imul(g4 ^ chars[i + 4]!, FNV_PRIME);
    sum +=
      steps[Math.imul(g3, 0x9e3779b1) >>> shift]! +
      steps[Math.imul(g4, 0x9e3779b1) >>> shift]! +
      steps[Math.imul(g5, 0x9e3779b1) >>> shift]!;
  }
  for (; i + 3 <= len; i++) {
    let h = Math.imul(NGRAM_SEED ^ chars[i]!, FNV_PRIME);
    h = Math.imul(h ^ chars[i + 1]!, FNV_PRIME);
    for (let k = i + 2; k < len; k++) {
      h = Math.imul(h ^ chars[k]!, FNV_PRIME);
      sum += steps[Math.imul(h, 0x9e3779b1) >>> shift]!;
    }
  }
  return sum;
}
