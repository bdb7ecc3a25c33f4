/**
 * Decision 0998's scans of the group threat model (development figures: the rules read the spent batches).
 *
 * - `curve <batch> <first-last> ...`: trained on the English lines of spent batches first-last, scored on <batch>
 *   (the learning curve).
 * - `threshold <batch,batch,...> <last>`: each batch scored by a group model trained on spent batches 1-last without
 *   it (leave one batch out), at several thresholds of the corrected threat probability.
 *
 *   MODERATION_DATASETS=/work/shared/datasets npx tsx scripts/moderation/research/experiments/group-threat-scan.ts curve 18 1-8 1-12 1-16 1-17
 *   MODERATION_DATASETS=/work/shared/datasets npx tsx scripts/moderation/research/experiments/group-threat-scan.ts threshold 10,11,12,13,14,15,16,17,18 18
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { logOdds } from '../../../../shared/moderation/group-threat';
import type { ThreatModelData } from '../../../../shared/moderation/threat-model';
import { unpackThreatModel } from '../../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL } from '../../../../shared/moderation/threat-model/threat-weights';
import { batchLines, DEFAULT_DATASET_DIR, groupThreatExamples, moderationExamples } from '../../hate-data';
import { trainGroupThreatModel } from '../../hate-eval';

const CALLS = new Set(['direct_threat_group', 'normative_violence']);
const THRESHOLDS = [0.95, 0.9, 0.85, 0.8, 0.7, 0.6, 0.5];
const threat = unpackThreatModel(PACKED_THREAT_MODEL);

/** The group threat model trained on the English lines of these spent batches. */
function train(batches: readonly number[]): ThreatModelData {
  const examples = moderationExamples(DEFAULT_DATASET_DIR, undefined, [], batches);
  return trainGroupThreatModel(groupThreatExamples(examples, threat));
}

/** Calls blocked, calls, English allowed lines blocked, English allowed lines of a batch. */
function score(batch: number, model: ThreatModelData): [number, number, number, number] {
  const service = new EmbeddedModerationService({ groupThreatModel: model });
  const t: [number, number, number, number] = [0, 0, 0, 0];
  for (const { label, category, text } of batchLines(batch, 'en')) {
    const blocked = service.classify(text).verdict === 'BLOCKED';
    if (label === 'block' && CALLS.has(category)) {
      t[0] += Number(blocked);
      t[1]++;
    } else if (label === 'allow') {
      t[2] += Number(blocked);
      t[3]++;
    }
  }
  return t;
}

const range = (s: string) => {
  const [a, b] = s.split('-').map(Number);
  return Array.from({ length: b! - a! + 1 }, (_, i) => a! + i);
};
const [command, target, ...rest] = process.argv.slice(2);
if (command === 'curve') {
  for (const set of rest) {
    const model = train(range(set));
    const [c, n, f, m] = score(Number(target), model);
    console.log(`batches ${set} (${model.weights.length} weights): batch ${target} calls ${c}/${n}, allowed ${f}/${m}`);
  }
} else if (command === 'threshold') {
  const last = Number(rest[0]);
  const totals = THRESHOLDS.map(() => [0, 0, 0, 0]);
  for (const batch of target!.split(',').map(Number)) {
    const model = train(range(`1-${last}`).filter((b) => b !== batch));
    const cells = THRESHOLDS.map((t, k) => {
      // A lower threshold for the messages the group model reads is a higher bias of the group model.
      const s = score(batch, { ...model, bias: model.bias + logOdds(model.threshold) - logOdds(t) });
      s.forEach((v, i) => {
        totals[k]![i]! += v;
      });
      return `${t}: ${s[0]}/${s[1]} allowed ${s[2]}`;
    });
    console.log(`batch ${batch}: ${cells.join(' | ')}`);
  }
  THRESHOLDS.forEach((t, k) => {
    const [c, n, f, m] = totals[k]!;
    console.log(`all @ ${t}: calls ${c}/${n}, allowed ${f}/${m}`);
  });
} else {
  console.error('usage: group-threat-scan.ts curve <batch> <first-last> ... | threshold <batch,...> <last>');
  process.exit(2);
}
