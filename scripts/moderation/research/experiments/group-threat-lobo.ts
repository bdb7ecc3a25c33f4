/**
 * Decision 0983's reported figure: each spent blind batch scored with the group threat model trained without that
 * batch's lines (leave one batch out), against the classifier without a group threat model (main). Development
 * figures: the rules read the spent batches.
 *
 *   MODERATION_DATASETS=/work/shared/datasets npx tsx scripts/moderation/research/experiments/group-threat-lobo.ts 16 [15 ...]
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { unpackThreatModel } from '../../../../shared/moderation/threat-model';
import { PACKED_THREAT_MODEL } from '../../../../shared/moderation/threat-model/threat-weights';
import { batchLines, GROUP_THREAT_OPTIONS, groupThreatExamples, moderationExamples } from '../../hate-data';
import { trainThreatModel } from '../../threat-train';

const CALLS = new Set(['direct_threat_group', 'normative_violence']);
const examples = moderationExamples();
const threat = unpackThreatModel(PACKED_THREAT_MODEL);
const main = new EmbeddedModerationService({ groupThreatModel: null });

for (const batch of process.argv.slice(2).map(Number)) {
  const kept = examples.filter((e) => e.source !== `hate batch ${batch}`);
  const group = trainThreatModel(groupThreatExamples(kept, threat), GROUP_THREAT_OPTIONS);
  const side = new EmbeddedModerationService({ groupThreatModel: group });
  const tally = new Map<string, [number, number, number]>();
  const count = (key: string, a: boolean, b: boolean) => {
    const t = tally.get(key) ?? [0, 0, 0];
    t[0] += Number(a);
    t[1] += Number(b);
    t[2]++;
    tally.set(key, t);
  };
  for (const language of ['en', 'af', 'zu', 'xh', 'st'] as const) {
    for (const { label, category, text } of batchLines(batch, language)) {
      const a = main.classify(text).verdict === 'BLOCKED';
      const b = side.classify(text).verdict === 'BLOCKED';
      count(`${language} ${label}`, a, b);
      if (language === 'en' && CALLS.has(category)) count('en calls', a, b);
      if (a !== b) console.log(`  ${b ? '+' : '-'} ${language} ${label} ${category}: ${text}`);
    }
  }
  console.log(`batch ${batch} (group model without it): blocked, main -> candidate`);
  for (const [key, [a, b, n]] of [...tally].sort()) console.log(`  ${key.padEnd(12)} ${a} -> ${b} of ${n}`);
}
