import { spamDot } from './spam-features';

/** The JSON shape of trained spam weights (shared/moderation/model/spam-model.json). */
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

/** Scores messages with a hashed logistic-regression model held in a dense array for speed. */
export class SpamScorer {
  private readonly weights: Float32Array;
  private readonly bias: number;
  readonly bits: number;
  readonly threshold: number;

  constructor(data: SpamModelData) {
    if (data.format !== SPAM_MODEL_FORMAT) throw new Error(`unsupported spam model format ${data.format}`);
    if (data.indices.length !== data.weights.length) throw new Error('spam model indices and weights differ in length');
    this.bits = data.bits;
    this.bias = data.bias;
    this.threshold = data.threshold;
    this.weights = new Float32Array(1 << data.bits);
    let idx = 0;
    for (let k = 0; k < data.indices.length; k++) {
      idx += data.indices[k]!;
      this.weights[idx] = data.weights[k]! / data.scale;
    }
  }

  /** Probability (0..1) that the message is spam. */
  score(text: string): number {
    return 1 / (1 + Math.exp(-(this.bias + spamDot(text, this.bits, this.weights))));
  }
}
