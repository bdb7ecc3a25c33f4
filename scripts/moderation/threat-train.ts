/**
 * Trains the threat model (threat-model.ts): logistic regression fitted by stochastic gradient
 * descent with L2, over every training message (the model reads every message no threat pattern
 * names, decision 0902). Pure and deterministic: a seeded shuffle, so the same examples give the same file.
 */
import { THREAT_MODEL_FORMAT, type ThreatModelData, threatFeatures } from '../../shared/moderation/threat-model';

export interface ThreatExample {
  /** Words as threatWords() gives them. */
  words: string[];
  threat: boolean;
  /** How much the example counts; 1 by default. */
  weight?: number;
  /**
   * A log-odds the model adds to (0 by default): what another model already says of the example, so that this one
   * learns only the correction (decision 0983's group threat model, on top of the threat model's).
   */
  offset?: number;
}

export interface ThreatTrainOptions {
  bits: number;
  epochs: number;
  learningRate: number;
  l2: number;
  threshold: number;
  seed: number;
  /** Weights below this (in absolute value) are dropped from the stored model; KEEP by default. */
  keep?: number;
  /** Weights are stored as integers of 1/scale; SCALE by default. */
  scale?: number;
}

export const DEFAULT_THREAT_TRAIN_OPTIONS: ThreatTrainOptions = {
  bits: 18,
  epochs: 10,
  learningRate: 0.1,
  l2: 1e-6,
  threshold: 0.95,
  seed: 1,
};

/** Weights below this (in absolute value) are dropped from the stored model. */
const KEEP = 0.1;
/** Weights are kept to 0.01 (decision 0902: the packed file is a fifth smaller than at 0.001, and held-out figures
 * do not move). */
const SCALE = 100;

/** A seeded linear congruential generator of numbers in [0, 1): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
}

/** Fisher-Yates shuffle in place, drawing from `random`. */
export function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** Fits the model on the examples. */
export function trainThreatModel(
  examples: readonly ThreatExample[],
  options: ThreatTrainOptions = DEFAULT_THREAT_TRAIN_OPTIONS,
): ThreatModelData {
  const { bits, epochs, learningRate, l2, threshold } = options;
  const data = examples.map((e) => ({
    features: threatFeatures(e.words, bits),
    y: e.threat ? 1 : 0,
    weight: e.weight ?? 1,
    offset: e.offset ?? 0,
  }));
  const w = new Float64Array(1 << bits);
  let bias = 0;
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(data, random);
    for (const d of data) {
      let z = bias + d.offset;
      for (const k of d.features) z += w[k]!;
      const gradient = (1 / (1 + Math.exp(-z)) - d.y) * d.weight;
      for (const k of d.features) w[k] = w[k]! - learningRate * (gradient + l2 * w[k]!);
      bias -= learningRate * gradient;
    }
  }
  const indices: number[] = [];
  const weights: number[] = [];
  let last = 0;
  const keep = options.keep ?? KEEP;
  const scale = options.scale ?? SCALE;
  for (let k = 0; k < w.length; k++) {
    const q = Math.round(w[k]! * scale);
    if (Math.abs(w[k]!) < keep || q === 0) continue;
    indices.push(k - last);
    weights.push(q);
    last = k;
  }
  return {
    format: THREAT_MODEL_FORMAT,
    bits,
    bias: Math.round(bias * scale) / scale,
    threshold,
    scale,
    indices,
    weights,
    trainedOn: { messages: data.length, threats: data.filter((d) => d.y === 1).length },
  };
}

/** The model with weights below `keep` dropped and the rest stored to 1/`scale` (what training with those options
 * stores, from a model stored at a finer scale). */
export function pruneThreatModel(model: ThreatModelData, keep: number, scale: number): ThreatModelData {
  const indices: number[] = [];
  const weights: number[] = [];
  let idx = 0;
  let last = 0;
  model.indices.forEach((gap, k) => {
    idx += gap;
    const real = model.weights[k]! / model.scale;
    const q = Math.round(real * scale);
    if (Math.abs(real) < keep || q === 0) return;
    indices.push(idx - last);
    weights.push(q);
    last = idx;
  });
  return { ...model, bias: Math.round(model.bias * scale) / scale, scale, indices, weights };
}
