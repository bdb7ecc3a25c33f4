/**
 * Feature extraction for the spam model, shared by training and scoring so the two cannot drift.
 * Features are hashed into 2^bits buckets: word unigrams and bigrams, character 3-5-grams (which
 * survive the abbreviations and misspellings SMS is full of), number shapes (premium-rate numbers and
 * short codes have tell-tale lengths) and a few whole-message traits.
 */

/** A hashed, length-normalised bag of features: parallel bucket indices and values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
  length: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Final avalanche so that masking the low bits of an FNV hash spreads features evenly. */
function mix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
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

/** Replaces each digit with "0" so numbers of the same length share features. */
function digitShape(word: string): string {
  return word.replace(/[0-9]/g, '0');
}

/**
 * Turns a message into a hashed feature vector. Deterministic and allocation-light because it runs
 * on every message sent.
 */
export function spamFeatures(text: string, bits: number): SparseVector {
  const mask = (1 << bits) - 1;
  const lower = text.toLowerCase();
  const raw: number[] = [];

  // Whole-message traits.
  let caps = 0;
  let digits = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) caps++;
    if (c >= 48 && c <= 57) digits++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
  }
  raw.push(fnv1a(`len${bucket(text.length, [20, 40, 60, 90, 120, 140, 160, 200])}`));
  raw.push(fnv1a(`digits${bucket(digits, [1, 3, 5, 8, 11, 16])}`));
  raw.push(fnv1a(`caps${bucket(letters === 0 ? 0 : caps / letters, [0.05, 0.2, 0.4, 0.7])}`));

  // Words and word pairs; numbers by shape as well as value.
  let prev = '^';
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const inWord = i < lower.length && isWordCode(lower.charCodeAt(i));
    if (inWord && start < 0) start = i;
    if (!inWord && start >= 0) {
      const word = lower.slice(start, i);
      const shape = digitShape(word);
      raw.push(fnv1a(word, fnv1a('w')));
      if (shape !== word) raw.push(fnv1a(shape, fnv1a('s')));
      raw.push(fnv1a(shape, fnv1a(prev, fnv1a('b'))));
      prev = shape;
      start = -1;
    }
  }
  raw.push(fnv1a('$', fnv1a(prev, fnv1a('b'))));

  // Character 3-5-grams over the text with digits shaped and whitespace collapsed.
  let squashed = ' ';
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c <= 32) {
      if (!squashed.endsWith(' ')) squashed += ' ';
    } else squashed += c >= 48 && c <= 57 ? '0' : lower[i];
  }
  squashed += ' ';
  for (let i = 0; i + 3 <= squashed.length; i++) {
    let h = FNV_OFFSET ^ 0x9e37;
    for (let k = 0; k < 5 && i + k < squashed.length; k++) {
      h = Math.imul(h ^ squashed.charCodeAt(i + k), FNV_PRIME);
      if (k >= 2) raw.push(h >>> 0);
    }
  }

  // Counts per bucket, scaled to unit length so long messages do not score higher just for length.
  const sorted = new Int32Array(raw.length);
  for (let k = 0; k < raw.length; k++) sorted[k] = mix(raw[k]!) & mask;
  sorted.sort();
  const indices = new Int32Array(raw.length);
  const values = new Float32Array(raw.length);
  let n = 0;
  for (const idx of sorted) {
    if (n > 0 && indices[n - 1] === idx) values[n - 1]!++;
    else {
      indices[n] = idx;
      values[n] = 1;
      n++;
    }
  }
  let norm = 0;
  for (let k = 0; k < n; k++) norm += values[k]! * values[k]!;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let k = 0; k < n; k++) values[k]! *= scale;
  return { indices, values, length: n };
}
