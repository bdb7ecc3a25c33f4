/**
 * Training for the spam model: logistic regression over hashed features, fitted with FTRL-Proximal
 * (McMahan et al., KDD 2013). FTRL's L1 term zeroes most buckets, which keeps the shipped weights
 * small. Pure computation, no I/O, so both the training script and the cross-validating evaluation
 * use exactly this code.
 */

import { spamFeatures } from '../../shared/moderation/spam-features';
import { SPAM_MODEL_FORMAT, type SpamModelData } from '../../shared/moderation/spam-model';

export interface SpamExample {
  text: string;
  spam: boolean;
  /** How much the example counts, on top of the spam weight; 1 by default (decision 0941). */
  weight?: number;
}

export interface SpamTrainOptions {
  bits: number;
  epochs: number;
  alpha: number;
  beta: number;
  l1: number;
  l2: number;
  /** Weight of each spam example relative to ham; above 1 trades precision for recall. */
  spamWeight: number;
  /** Decision threshold written into the model. */
  threshold: number;
  seed: number;
  /** Weights are rounded to multiples of 1/scale when stored. */
  scale: number;
}

export const DEFAULT_SPAM_TRAIN_OPTIONS: SpamTrainOptions = {
  bits: 16,
  epochs: 12,
  alpha: 0.5,
  beta: 1,
  l1: 0.0005,
  l2: 0.001,
  spamWeight: 3,
  threshold: 0.4,
  seed: 20110919,
  scale: 1000,
};

/** Small seeded PRNG (mulberry32) so that training order, and so the model, is reproducible. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fits the spam model to labelled messages. Deterministic: the same examples and options give the
 * same weights, byte for byte.
 */
export function trainSpamModel(
  examples: readonly SpamExample[],
  overrides: Partial<SpamTrainOptions> = {},
): SpamModelData {
  const o = { ...DEFAULT_SPAM_TRAIN_OPTIONS, ...overrides };
  const size = 1 << o.bits;
  const z = new Float64Array(size);
  const n = new Float64Array(size);
  let zBias = 0;
  let nBias = 0;
  const vectors = examples.map((e) => spamFeatures(e.text, o.bits));
  const order = examples.map((_, i) => i);
  const random = rng(o.seed);

  const weightOf = (zi: number, ni: number, l1: number): number => {
    if (Math.abs(zi) <= l1) return 0;
    return -(zi - Math.sign(zi) * l1) / ((o.beta + Math.sqrt(ni)) / o.alpha + o.l2);
  };

  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const e of order) {
      const x = vectors[e]!;
      const wBias = weightOf(zBias, nBias, 0);
      let score = wBias;
      const w = new Float64Array(x.length);
      for (let k = 0; k < x.length; k++) {
        const idx = x.indices[k]!;
        w[k] = weightOf(z[idx]!, n[idx]!, o.l1);
        score += w[k]! * x.values[k]!;
      }
      const p = 1 / (1 + Math.exp(-Math.max(-35, Math.min(35, score))));
      const spam = examples[e]!.spam;
      const g = (p - (spam ? 1 : 0)) * (spam ? o.spamWeight : 1) * (examples[e]!.weight ?? 1);
      for (let k = 0; k < x.length; k++) {
        const idx = x.indices[k]!;
        const gi = g * x.values[k]!;
        const sigma = (Math.sqrt(n[idx]! + gi * gi) - Math.sqrt(n[idx]!)) / o.alpha;
        z[idx]! += gi - sigma * w[k]!;
        n[idx]! += gi * gi;
      }
      const sigmaBias = (Math.sqrt(nBias + g * g) - Math.sqrt(nBias)) / o.alpha;
      zBias += g - sigmaBias * wBias;
      nBias += g * g;
    }
  }

  const indices: number[] = [];
  const weights: number[] = [];
  let last = 0;
  for (let idx = 0; idx < size; idx++) {
    const q = Math.round(weightOf(z[idx]!, n[idx]!, o.l1) * o.scale);
    if (q === 0) continue;
    indices.push(idx - last);
    weights.push(q);
    last = idx;
  }
  return {
    format: SPAM_MODEL_FORMAT,
    bits: o.bits,
    bias: Math.round(weightOf(zBias, nBias, 0) * o.scale) / o.scale,
    threshold: o.threshold,
    scale: o.scale,
    indices,
    weights,
  };
}
