/**
 * Experiment (decision 0904, not shipped): does a small non-linear reader beat the linear threat model on batches it
 * was not trained on? A "wide and deep" model over the same hashed features as shared/moderation/threat-model.ts:
 * z = b + w.x + v.tanh(E x / sqrt(n) + c), H hidden units, trained by SGD. Leave-one-batch-out over the development
 * batches from FROM on (default 14) and the untrained round-5 batches; unspent held-out batches are never read.
 *
 *   npx tsx scripts/moderation/research/experiments/threat-mlp-cv.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 */
import { join } from 'node:path';
import { threatFeatures } from '../../../../shared/moderation/threat-model';
import { authoredTrainingExamples } from '../../authored';
import { readThreatTsvBatches, THREAT_CORPUS_DIR, type ThreatBatch, threatDevelopmentBatches } from '../../threat-eval';
import { seededRandom, shuffle } from '../../threat-train';
import { datasetNegatives, threatRuleHit, wordsOf } from '../../threat-training';

const BITS = Number(process.env.BITS ?? 18);
const H = Number(process.env.H ?? 16);
const EPOCHS = Number(process.env.EPOCHS ?? 8);
const LR = Number(process.env.LR ?? 0.05);
const THRESHOLDS = [0.5, 0.8, 0.9, 0.95, 0.98, 0.99];

interface Example {
  f: Int32Array;
  y: number;
  weight: number;
}

class Model {
  readonly w: Float32Array;
  readonly e: Float32Array;
  readonly c = new Float32Array(H);
  readonly v = new Float32Array(H);
  b = 0;
  constructor(random: () => number) {
    this.w = new Float32Array(1 << BITS);
    this.e = new Float32Array((1 << BITS) * H);
    for (let i = 0; i < this.e.length; i++) this.e[i] = (random() - 0.5) * 0.2;
    for (let j = 0; j < H; j++) this.v[j] = (random() - 0.5) * 0.2;
  }
  forward(f: Int32Array, h: Float32Array): number {
    const scale = 1 / Math.sqrt(Math.max(1, f.length));
    let z = this.b;
    for (let j = 0; j < H; j++) h[j] = this.c[j]!;
    for (const k of f) {
      z += this.w[k]!;
      const base = k * H;
      for (let j = 0; j < H; j++) h[j] = h[j]! + this.e[base + j]! * scale;
    }
    for (let j = 0; j < H; j++) {
      h[j] = Math.tanh(h[j]!);
      z += this.v[j]! * h[j]!;
    }
    return z;
  }
  score(f: Int32Array): number {
    return 1 / (1 + Math.exp(-this.forward(f, new Float32Array(H))));
  }
  train(data: Example[], random: () => number): void {
    const h = new Float32Array(H);
    const dh = new Float32Array(H);
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      shuffle(data, random);
      const lr = LR / (1 + epoch);
      for (const d of data) {
        const z = this.forward(d.f, h);
        const g = (1 / (1 + Math.exp(-z)) - d.y) * d.weight;
        const scale = 1 / Math.sqrt(Math.max(1, d.f.length));
        for (let j = 0; j < H; j++) {
          dh[j] = g * this.v[j]! * (1 - h[j]! * h[j]!);
          this.v[j] = this.v[j]! - lr * g * h[j]!;
          this.c[j] = this.c[j]! - lr * dh[j]!;
        }
        for (const k of d.f) {
          this.w[k] = this.w[k]! - lr * g;
          const base = k * H;
          for (let j = 0; j < H; j++) this.e[base + j] = this.e[base + j]! - lr * dh[j]! * scale;
        }
        this.b -= lr * g;
      }
    }
  }
}

function main(): void {
  const inputs = process.argv.slice(2);
  const toExample = (words: string[], y: number, weight: number): Example => ({
    f: Int32Array.from(threatFeatures(words, BITS)),
    y,
    weight,
  });
  const negatives = datasetNegatives(inputs).map((t) => toExample(wordsOf(t), 0, 2));
  const authored = authoredTrainingExamples()
    .filter((e) => !e.spam)
    .map((e) => toExample(wordsOf(e.text), 0, 1));
  // The development batches in the order they were written, then round 5's untrained batches (22-24).
  const list: ThreatBatch[] = [
    ...threatDevelopmentBatches(),
    ...[...readThreatTsvBatches(join(THREAT_CORPUS_DIR, 'round5-untrained.tsv'))].map(([name, rows]) => ({
      name,
      order: Number(name.match(/\d+/)![0]),
      rows,
    })),
  ].sort((a, b) => a.order - b.order);
  const from = Number(process.env.FROM ?? 14);
  for (let i = 0; i < list.length; i++) {
    const target = list[i]!;
    if (target.order < from) continue;
    const before = list.slice(0, i).flatMap((b) => b.rows);
    const random = seededRandom(1);
    const model = new Model(random);
    model.train(
      [...before.map((r) => toExample(wordsOf(r.text), r.label === 'threat' ? 1 : 0, 2)), ...authored, ...negatives],
      random,
    );
    const scored = target.rows.map((r) => ({
      r,
      rule: threatRuleHit(r.text),
      p: model.score(toExample(wordsOf(r.text), 0, 1).f),
    }));
    const threats = scored.filter((s) => s.r.label === 'threat');
    const looks = scored.filter((s) => s.r.label === 'lookalike');
    const hamFp = THRESHOLDS.map((t) => negatives.filter((n) => model.score(n.f) >= t).length);
    const line = THRESHOLDS.map((t, k) => {
      const b = (s: (typeof scored)[number]) => s.rule || s.p >= t;
      const rate = threats.length ? `${((100 * threats.filter(b).length) / threats.length).toFixed(1)}%` : 'n/a';
      return `${t}: ${rate}/${looks.filter(b).length} (train-neg ${hamFp[k]})`;
    }).join('  ');
    console.log(`${target.name.padEnd(14)} (${threats.length}/${looks.length}) H=${H}: ${line}`);
  }
}

main();
