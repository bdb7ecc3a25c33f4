/**
 * Trains the threat model and writes its weights and source note.
 *
 *   npx tsx scripts/moderation/train-threat.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv
 *
 * The datasets stay outside the repository; only learned weights are written. The development part of the authored
 * threat corpus (dev.tsv and the spent held-out batches) is the source of threats; a held-out batch written after the
 * newest freeze (scripts/moderation/threats/heldout-*.tsv, not in SPENT_HELD_OUT) is never read.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readThreatTsv, threatDevelopmentFiles } from './threat-eval';
import { threatWeightsModule } from './threat-pack';
import { DEFAULT_THREAT_TRAIN_OPTIONS, trainThreatModel } from './threat-train';
import { datasetNegatives, threatTrainingExamples } from './threat-training';

const OUT_DIR = 'shared/moderation/threat-model';

function main(): void {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error('usage: npx tsx scripts/moderation/train-threat.ts <sms.tsv> <davidson.tsv>');
    process.exit(2);
  }
  const negatives = datasetNegatives(inputs);
  const model = trainThreatModel(threatTrainingExamples(negatives));
  writeFileSync(join(OUT_DIR, 'threat-weights.ts'), threatWeightsModule(model));
  const devFiles = threatDevelopmentFiles();
  const dev = devFiles.flatMap((f) => readThreatTsv(f.path));
  const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
  const trained = model.trainedOn as { messages: number; threats: number };
  const sources = inputs.map((p) => `- \`${basename(p)}\` (SHA-256 \`${sha(p)}\`)`).join('\n');
  writeFileSync(
    join(OUT_DIR, 'README.md'),
    `# Threat model weights

\`threat-weights.ts\` holds the learned weights, packed (\`PackedThreatModel\`, written by
\`scripts/moderation/threat-pack.ts\`, lossless, checked against \`THREAT_WEIGHTS_SHA256\` by the tests), of the threat reader used by
\`shared/moderation/embedded-classifier.ts\` (see \`shared/moderation/threat-model.ts\` and
docs/decisions/0103-threat-detection.md): logistic regression over hashed words, word pairs, pairs one word apart and
letter 5-grams of long words and edge-marked letter 4-grams (2^${model.bits} buckets, ${model.indices.length} kept), fitted by stochastic gradient
descent (${DEFAULT_THREAT_TRAIN_OPTIONS.epochs} epochs, seeded) by \`scripts/moderation/threat-train.ts\` on
${trained.messages} training messages, ${trained.threats} of them threats. It reads every message no threat pattern
names; a message at or above ${model.threshold} is blocked (decision 0902).

Regenerate (deterministic, same input gives the same file):

    npx tsx scripts/moderation/train-threat.ts ../shared/datasets/sms-spam-collection.dev.tsv ../shared/datasets/davidson-2017.dev.tsv

## Source

- Threats and look-alikes: ${devFiles.map((f) => `\`scripts/moderation/threats/${f.name}\``).join(', ')}
  (${dev.filter((r) => r.label === 'threat').length} threats, ${dev.filter((r) => r.label === 'lookalike').length} look-alikes;
  written for this project, CC0; see its README). A held-out batch is trained on only once it has been evaluated
  and spent; the newest held-out batch never is.
- Transactional ham written for this project (\`scripts/moderation/authored.ts\`).
- Innocent messages (SMS ham, Davidson "neither") of the development datasets, which are not in this repository:
${sources}

> T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami. "Contributions to the Study of SMS Spam Filtering: New Collection
> and Results." DocEng 2011. (Free use with the authors' copyright, without warranty, citing the paper.)

> T. Davidson, D. Warmsley, M. Macy, I. Weber. "Automated Hate Speech Detection and the Problem of Offensive
> Language." ICWSM 2017. (MIT licence.)
`,
  );
  console.log(`wrote ${OUT_DIR}: ${model.indices.length} weights from ${trained.messages} messages`);
}

main();
