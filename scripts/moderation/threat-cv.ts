/**
 * Chooses the threat model's threshold by cross-validation (docs/decisions/0103-threat-detection.md):
 * the development corpus (dev.tsv and the spent held-out batches) and the innocent dataset messages are
 * split into 5 folds by hash of the text; each fold is scored by a model trained on the other four, and
 * the rules are applied as shipped. Prints, per threshold, the development threats and look-alikes
 * blocked and the SMS ham / Davidson "neither" messages blocked. Never reads a held-out batch that has
 * not been spent.
 *
 *   npx tsx scripts/moderation/threat-cv.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 */
import { ThreatScorer } from '../../shared/moderation/threat-model';
import { authoredTrainingExamples } from './authored';
import { readThreatTsv, threatDevelopmentFiles } from './threat-eval';
import { DEFAULT_THREAT_TRAIN_OPTIONS, trainThreatModel } from './threat-train';
import { threatRuleHit, wordsOf } from './threat-training';
import { readLabelledTsv } from './tsv';

const FOLDS = 5;
const THRESHOLDS = [0.9, 0.95, 0.97, 0.98, 0.99, 0.995];

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function main(): void {
  const [smsPath, davidsonPath] = process.argv.slice(2);
  if (!smsPath || !davidsonPath) {
    console.error('usage: npx tsx scripts/moderation/threat-cv.ts <sms.tsv> <davidson.tsv>');
    process.exit(2);
  }
  const dev = threatDevelopmentFiles().flatMap((f) => readThreatTsv(f.path));
  const sms = readLabelledTsv(smsPath)
    .filter((r) => r.label === 'ham')
    .map((r) => r.text);
  const davidson = readLabelledTsv(davidsonPath)
    .filter((r) => r.label === 'neither')
    .map((r) => r.text);
  const innocent = [...sms, ...davidson];
  const authored = authoredTrainingExamples()
    .filter((e) => !e.spam)
    .map((e) => ({ words: wordsOf(e.text), threat: false, weight: 1 }));

  // Out-of-fold probabilities, as the shipped classifier would see them.
  const p = new Map<string, number>();
  for (let f = 0; f < FOLDS; f++) {
    const model = new ThreatScorer(
      trainThreatModel(
        [
          ...dev
            .filter((r) => fnv1a(r.text) % FOLDS !== f)
            .map((r) => ({ words: wordsOf(r.text), threat: r.label === 'threat', weight: 2 })),
          ...authored,
          ...innocent
            .filter((t) => fnv1a(t) % FOLDS !== f)
            .map((t) => ({ words: wordsOf(t), threat: false, weight: 2 })),
        ],
        DEFAULT_THREAT_TRAIN_OPTIONS,
      ),
    );
    for (const text of [...dev.map((r) => r.text), ...innocent]) {
      if (fnv1a(text) % FOLDS !== f) continue;
      const words = wordsOf(text);
      p.set(text, model.score(words));
    }
  }
  const rules = new Map<string, boolean>([...dev.map((r) => r.text), ...innocent].map((t) => [t, threatRuleHit(t)]));
  const threats = dev.filter((r) => r.label === 'threat');
  const lookalikes = dev.filter((r) => r.label === 'lookalike');
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
  console.log(`rules alone: threats ${pct(threats.filter((r) => rules.get(r.text)).length, threats.length)}`);
  for (const threshold of THRESHOLDS) {
    const blocked = (t: string) => rules.get(t)! || p.get(t)! >= threshold;
    const t = threats.filter((r) => blocked(r.text)).length;
    const l = lookalikes.filter((r) => blocked(r.text)).length;
    console.log(
      `threshold ${threshold}: development threats ${pct(t, threats.length)}, look-alikes ${l}/${lookalikes.length}, ` +
        `SMS ham ${sms.filter(blocked).length}/${sms.length}, Davidson "neither" ${davidson.filter(blocked).length}/${davidson.length}`,
    );
  }
}

main();
