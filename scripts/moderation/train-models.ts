/**
 * Trains the threat model and the hate model (one feature pass, shared/moderation/threat-model.ts) and writes their
 * packed weights and source notes. One command:
 *
 *   npm run train:moderation                 (datasets read from ../shared/datasets)
 *   npx tsx scripts/moderation/train-models.ts [<dataset dir>]
 *
 * The datasets stay outside the repository; only learned weights are written. Examples and their roles:
 * scripts/moderation/hate-data.ts. Deterministic: the same inputs give the same files.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASET_FILES, DEFAULT_DATASET_DIR, moderationExamples } from './hate-data';
import { trainModels } from './hate-eval';
import { threatWeightsModule } from './threat-pack';
import { DEFAULT_THREAT_TRAIN_OPTIONS } from './threat-train';
import { trainLanguage } from './train-language';

function main(): void {
  const dir = process.argv[2] ?? DEFAULT_DATASET_DIR;
  const examples = moderationExamples(dir);
  const { threat, hate, groupThreat } = trainModels(examples);
  writeFileSync('shared/moderation/threat-model/threat-weights.ts', threatWeightsModule(threat));
  writeFileSync(
    'shared/moderation/threat-model/group-threat-weights.ts',
    threatWeightsModule(groupThreat, 'GROUP_THREAT', 'The group threat model (decision 0983)'),
  );
  writeFileSync('shared/moderation/model/language-weights.ts', trainLanguage(dir));
  writeFileSync('shared/moderation/hate-model/hate-weights.ts', threatWeightsModule(hate, 'HATE', 'The hate model'));
  const sha = (file: string) => {
    try {
      return createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex');
    } catch {
      return 'missing';
    }
  };
  const sources = DATASET_FILES.map((d) => `- \`${d.file}\` (SHA-256 \`${sha(d.file)}\`)`).join('\n');
  const counts = (m: typeof threat) => m.trainedOn as { messages: number; threats: number };
  const note = (title: string, m: typeof threat, what: string) => `# ${title}

Learned weights, packed (\`PackedThreatModel\`, written by \`scripts/moderation/threat-pack.ts\`, lossless, checked
against the SHA-256 in the module by the tests): logistic regression over the hashed words, word pairs, skipped pairs,
letter 5-grams and edge-marked letter 4-grams of \`shared/moderation/threat-model.ts\` (2^${m.bits} buckets,
${m.indices.length} kept), fitted by stochastic gradient descent (${DEFAULT_THREAT_TRAIN_OPTIONS.epochs} epochs, seeded)
on ${counts(m).messages} messages, ${counts(m).threats} of them ${what}; blocked at or above ${m.threshold}
(docs/decisions/0905-moderation-what-ships.md). The threat and hate models share one feature pass.

Regenerate both (deterministic):

    npm run train:moderation

## Source

Roles of each source: \`scripts/moderation/hate-data.ts\`. Authored for this project (CC0): the threat corpus
(\`scripts/moderation/research/threats/\`, development files only), the functional hate set
(\`scripts/moderation/research/hate/functional.ts\`) and the transactional ham (\`scripts/moderation/authored.ts\`).
Public development datasets, not in this repository (see ../shared/datasets/README.md for authors and licences:
SMS Spam Collection, Davidson et al. 2017 (MIT), Stormfront of de Gibert et al. 2018 (CC BY-SA 3.0: these weights,
learned from it, are shared alike), ThreatGram101 (CC BY 4.0), BRIGHTER (CC BY 4.0), Izindaba-Tindzaba isiZulu
headlines (CC BY-SA 4.0), SONA Sesotho (CC BY 4.0)):
${sources}
`;
  writeFileSync('shared/moderation/threat-model/README.md', note('Threat model weights', threat, 'threats'));
  writeFileSync('shared/moderation/hate-model/README.md', note('Hate model weights', hate, 'hateful'));
  console.log(
    `threat: ${threat.indices.length} weights from ${counts(threat).messages} messages; hate: ${hate.indices.length} weights from ${counts(hate).messages}; group threat: ${groupThreat.indices.length} weights from ${counts(groupThreat).messages}`,
  );
}

main();
