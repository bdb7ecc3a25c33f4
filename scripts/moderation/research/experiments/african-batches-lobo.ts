/**
 * Decision 1902's experiment: the threat and hate models trained with the Afrikaans, isiZulu, isiXhosa and Sesotho
 * lines of spent batches 1-<last> except <batch>, scored on <batch> (five languages, hateful and allowed lines),
 * against the models trained without any African batch line. Development figures: the rules read the spent batches.
 *
 *   MODERATION_DATASETS=/work/shared/datasets npx tsx scripts/moderation/research/experiments/african-batches-lobo.ts 19 19
 */
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { batchLines, DEFAULT_DATASET_DIR, GROUP_THREAT_BATCHES, moderationExamples } from '../../hate-data';
import { trainModels } from '../../hate-eval';

const target = Number(process.argv[2]);
const last = Number(process.argv[3]);
const batches = Array.from({ length: last }, (_, i) => i + 1).filter((b) => b !== target);
for (const african of [[], batches]) {
  const examples = moderationExamples(DEFAULT_DATASET_DIR, undefined, [], GROUP_THREAT_BATCHES, african);
  const models = trainModels(examples);
  const service = new EmbeddedModerationService({
    threatModel: models.threat,
    hateModel: models.hate,
    groupThreatModel: models.groupThreat,
  });
  const cells: string[] = [];
  for (const language of ['en', 'af', 'zu', 'xh', 'st'] as const) {
    const t = [0, 0, 0, 0];
    for (const { label, text } of batchLines(target, language)) {
      const blocked = Number(service.classify(text).verdict === 'BLOCKED');
      const k = label === 'block' ? 0 : 2;
      t[k]! += blocked;
      t[k + 1]!++;
    }
    cells.push(`${language} hateful ${t[0]}/${t[1]} allowed ${t[2]}/${t[3]}`);
  }
  console.log(
    `${african.length === 0 ? 'no African batch lines' : `African lines of 1-${last} but ${target}`}: ${cells.join(' | ')}`,
  );
}
