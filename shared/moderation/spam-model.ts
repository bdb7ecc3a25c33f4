import { spamDot } from './spam-features';

/** Trained spam weights, as training produces them and as the scorer takes them. */
export interface SpamModelData {
  format: string;
  /** log2 of the number of hash buckets. */
  bits: number;
  bias: number;
  /** Spam probability at or above which a message is flagged. */
  threshold: number;
  /** Weights are stored as integers; divide by this to get the real weight. */
  scale: number;
  /** Non-zero bucket numbers, delta-encoded (each entry is the gap from the previous one). */
  indices: number[];
  /** Quantised weight for each bucket in `indices`. */
  weights: number[];
  [key: string]: unknown;
}

export const SPAM_MODEL_FORMAT = 'hashed-logreg-v1';

/**
 * The bundled form of SpamModelData (shared/moderation/model/spam-weights.ts, written by
 * scripts/moderation/train-spam.ts): the same header fields, and the quantised weight of every bucket (zero or not)
 * as one bit string. Each weight w is zigzag-mapped to an unsigned z (0, -1, 1, -2, ... -> 0, 1, 2, 3, ...) and
 * written as a Golomb-Rice code with parameter `rice`: z >> rice as that many 0 bits and a 1 bit, then the low `rice`
 * bits of z, most significant bit first; the bit string is padded with 0 bits to whole bytes and base64-encoded.
 * Lossless: unpackSpamModel gives back exactly the indices and weights training produced.
 */
export interface PackedSpamModel {
  format: string;
  encoding: string;
  bits: number;
  bias: number;
  threshold: number;
  scale: number;
  /** Golomb-Rice parameter: the number of low bits of each zigzag-mapped weight written as they are. */
  rice: number;
  /** base64 of the bit string. */
  data: string;
}

export const SPAM_WEIGHTS_ENCODING = 'zigzag-rice-v1';

/** Largest Golomb-Rice parameter the decoder reads (a remainder must fit the 32-bit window after a refill). */
export const MAX_RICE = 24;

/**
 * Decodes the bundled weights into `out` (one entry per bucket): each bucket's quantised weight divided by `divisor`,
 * 0 where there is none. Reads the bit string through a 32-bit window: Math.clz32 counts the 0 bits of a quotient, a
 * shift takes the remainder. One pass, no intermediate arrays: it runs at every cold start.
 */
function decodeWeights(packed: PackedSpamModel, divisor: number, out: Float32Array | Float64Array): void {
  if (packed.encoding !== SPAM_WEIGHTS_ENCODING)
    throw new Error(`unsupported spam weights encoding ${packed.encoding}`);
  const k = packed.rice;
  if (!Number.isInteger(k) || k < 0 || k > MAX_RICE) throw new Error(`unsupported spam weights rice parameter ${k}`);
  const bytes = Buffer.from(packed.data, 'base64');
  const n = bytes.length;
  // The next `have` unread bits sit at the top of `buf`, with 0 bits below them.
  let buf = 0;
  let have = 0;
  let next = 0;
  for (let idx = 0; idx < out.length; idx++) {
    while (have <= 24 && next < n) {
      buf |= bytes[next++]! << (24 - have);
      have += 8;
    }
    let q = 0;
    while (buf === 0) {
      if (have === 0) throw new Error('spam weights are truncated');
      q += have;
      have = 0;
      while (have <= 24 && next < n) {
        buf |= bytes[next++]! << (24 - have);
        have += 8;
      }
    }
    const zeros = Math.clz32(buf);
    q += zeros;
    buf = (buf << zeros) << 1;
    have -= zeros + 1;
    if (have < k) {
      while (have <= 24 && next < n) {
        buf |= bytes[next++]! << (24 - have);
        have += 8;
      }
      if (have < k) throw new Error('spam weights are truncated');
    }
    const z = k === 0 ? q : (q << k) | (buf >>> (32 - k));
    buf <<= k;
    have -= k;
    if (z !== 0) out[idx] = ((z >>> 1) ^ -(z & 1)) / divisor;
  }
  if (next < n || have >= 8) throw new Error('spam weights have trailing data');
}

/** Decodes the bundled form back to the model training produced (same header, indices and weights). */
export function unpackSpamModel(packed: PackedSpamModel): SpamModelData {
  const quantised = new Float64Array(1 << packed.bits);
  decodeWeights(packed, 1, quantised);
  const indices: number[] = [];
  const weights: number[] = [];
  let last = 0;
  for (let idx = 0; idx < quantised.length; idx++) {
    if (quantised[idx] === 0) continue;
    indices.push(idx - last);
    weights.push(quantised[idx]!);
    last = idx;
  }
  const { format, bits, bias, threshold, scale } = packed;
  return { format, bits, bias, threshold, scale, indices, weights };
}

/**
 * The dense weight array the scorer uses: bucket number -> real weight, the quantised weight divided by the scale
 * (computed in double precision, then rounded to Float32, whichever form the model comes in).
 */
export function denseSpamWeights(model: SpamModelData | PackedSpamModel): Float32Array {
  const weights = new Float32Array(1 << model.bits);
  if (isPacked(model)) {
    decodeWeights(model, model.scale, weights);
    return weights;
  }
  if (model.indices.length !== model.weights.length) throw new Error('spam model indices and weights differ in length');
  let idx = 0;
  for (let k = 0; k < model.indices.length; k++) {
    idx += model.indices[k]!;
    weights[idx] = model.weights[k]! / model.scale;
  }
  return weights;
}

function isPacked(model: SpamModelData | PackedSpamModel): model is PackedSpamModel {
  return typeof model.encoding === 'string';
}

/** Scores messages with a hashed logistic-regression model held in a dense array for speed. */
export class SpamScorer {
  private readonly weights: Float32Array;
  private readonly bias: number;
  readonly bits: number;
  readonly threshold: number;

  /** Takes the model as training produces it, or packed as it is bundled. */
  constructor(data: SpamModelData | PackedSpamModel) {
    if (data.format !== SPAM_MODEL_FORMAT) throw new Error(`unsupported spam model format ${data.format}`);
    this.bits = data.bits;
    this.bias = data.bias;
    this.threshold = data.threshold;
    this.weights = denseSpamWeights(data);
  }

  /** Probability (0..1) that the message is spam. */
  score(text: string): number {
    return 1 / (1 + Math.exp(-(this.bias + spamDot(text, this.bits, this.weights))));
  }
}
