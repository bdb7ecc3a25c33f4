/**
 * Prints the group threat model's training selection (decision 1912) as the group threat gate reads the examples
 * today, for a candidate that trains the model on a new selection. The shipped selection is
 * scripts/moderation/group-threat-selection.txt (its keys as this prints them at 6147f01, under a comment header);
 * only writing this output over it changes what `npm run train:moderation` trains.
 *
 *   npx tsx scripts/moderation/research/experiments/group-threat-selection.ts [datasets] > selection.txt
 */
import { groupThreatGate } from '../../../../shared/moderation/group-threat';
import { DEFAULT_DATASET_DIR, moderationExamples, wordsKey } from '../../hate-data';

const keys = new Set<string>();
for (const e of moderationExamples(process.argv[2] ?? DEFAULT_DATASET_DIR)) {
  if (groupThreatGate(e.words) !== undefined) keys.add(wordsKey(e.words));
}
console.log([...keys].sort().join('\n'));
