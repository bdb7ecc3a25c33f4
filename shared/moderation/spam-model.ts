import { type HashedModelData, MAX_RICE_BITS, type PackedModel, RiceReader, unzigzag } from './rice';
import { type SpamCells, spamCells, spamDot, spamDotReaching } from './spam-features';

/** Trained spam weights, as training produces them and as the scorer takes them. */
export type SpamModelData = HashedModelData;

export const SPAM_MODEL_FORMAT = 'hashed-logreg-v1';

/**
 * The bundled form of SpamModelData (shared/moderation/model/spam-weights.ts, written by
 * scripts/moderation/train-spam.ts): the same header fields, and the quantised weight of every bucket (zero or not)
 * as one bit string. Each weight w is zigzag-mapped to an unsigned z (0, -1, 1, -2, ... -> 0, 1, 2, 3, ...) and
 * written as a Golomb-Rice code with parameter `rice`: z >> rice as that many 0 bits and a 1 bit, then the low `rice`
 * bits of z, most significant bit first; the bit string is padded with 0 bits to whole bytes and base64-encoded.
 * Lossless: unpackSpamModel gives back exactly the indices and weights training produced.
 */
export interface PackedSpamModel extends PackedModel {
  /** Golomb-Rice parameter: the number of low bits of each zigzag-mapped weight written as they are. */
  rice: number;
}

export const SPAM_WEIGHTS_ENCODING = 'zigzag-rice-v1';

/**
 * Decodes the bundled weights into `out` (one entry per bucket): each bucket's quantised weight divided by `divisor`,
 * 0 where there is none (shared/moderation/rice.ts reads the codes).
 */
function decodeWeights(packed: PackedSpamModel, divisor: number, out: Float32Array | Float64Array): void {
  if (packed.encoding !== SPAM_WEIGHTS_ENCODING)
    throw new Error(`unsupported spam weights encoding ${packed.encoding}`);
  const k = packed.rice;
  if (!Number.isInteger(k) || k < 0 || k > MAX_RICE_BITS)
    throw new Error(`unsupported spam weights rice parameter ${k}`);
  const reader = new RiceReader(Buffer.from(packed.data, 'base64'));
  for (let idx = 0; idx < out.length; idx++) {
    const z = reader.read(k);
    if (z !== 0) out[idx] = unzigzag(z) / divisor;
  }
  reader.end();
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
  private readonly weights: SpamCells;
  private readonly bias: number;
  readonly bits: number;
  readonly threshold: number;
  /** The threshold as a logit (bias plus scaled dot): log(threshold / (1 - threshold)). */
  private readonly logit: number;

  /** Takes the model as training produces it, or packed as it is bundled. */
  constructor(data: SpamModelData | PackedSpamModel) {
    if (data.format !== SPAM_MODEL_FORMAT) throw new Error(`unsupported spam model format ${data.format}`);
    this.bits = data.bits;
    this.bias = data.bias;
    this.threshold = data.threshold;
    this.weights = spamCells(denseSpamWeights(data));
    this.logit = Math.log(this.threshold / (1 - this.threshold));
  }

  /** Probability (0..1) that the message is spam. */
  score(text: string): number {
    return 1 / (1 + Math.exp(-(this.bias + spamDot(text, this.bits, this.weights))));
  }

  /**
   * score(text) when it may reach the threshold, else 0: for a caller that asks only whether the score reaches the
   * threshold (a positive threshold, so 0 does not), and reads the score only when it does. Most messages are shown
   * to be below the threshold by a bound that reads no counts (spamDotReaching; decision 0929).
   */
  scoreIfReaching(text: string): number {
    if (!(this.threshold > 0 && this.threshold < 1)) return this.score(text);
    const dot = spamDotReaching(text, this.bits, this.weights, this.bias, this.logit);
    return dot === Number.NEGATIVE_INFINITY ? 0 : 1 / (1 + Math.exp(-(this.bias + dot)));
  }
}
