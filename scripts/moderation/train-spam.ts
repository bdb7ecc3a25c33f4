/**
 * Trains the spam model and writes its weights.
 *
 *   npx tsx scripts/moderation/train-spam.ts <sms-spam-collection.tsv> [--out shared/moderation/model/spam-model.json]
 *
 * The dataset stays outside the repository; only the learned weights and a source note are written.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEFAULT_SPAM_TRAIN_OPTIONS, trainSpamModel } from '../../shared/moderation/spam-train';
import { readLabelledTsv } from './tsv';

const DEFAULT_OUT = 'shared/moderation/model/spam-model.json';

function parseArgs(argv: string[]): { input: string; out: string } {
  let input: string | undefined;
  let out = DEFAULT_OUT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') out = argv[++i] ?? DEFAULT_OUT;
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else input = arg;
  }
  if (!input) {
    console.error(
      'usage: npx tsx scripts/moderation/train-spam.ts <path.tsv> [--out shared/moderation/model/spam-model.json]',
    );
    process.exit(2);
  }
  return { input, out };
}

function readme(rows: number, spam: number, sha256: string, file: string, features: number): string {
  return `# Spam model weights

\`spam-model.json\` holds the learned weights of the SMS spam classifier used by
\`shared/moderation/embedded-classifier.ts\`: logistic regression over hashed word, word-pair,
character 3-5-gram and number-shape features (2^${DEFAULT_SPAM_TRAIN_OPTIONS.bits} buckets, ${features} non-zero),
fitted with FTRL-Proximal by \`shared/moderation/spam-train.ts\`.

Regenerate (deterministic, same input gives the same file):

    npx tsx scripts/moderation/train-spam.ts ../shared/datasets/sms-spam-collection.dev.tsv

## Source

Trained on \`${file}\` (${rows} messages, ${spam} spam; SHA-256 \`${sha256}\`), the development part of
the SMS Spam Collection v.1. The dataset itself is not in this repository; only weights derived from it are.

> T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami. "Contributions to the Study of SMS Spam
> Filtering: New Collection and Results." Proceedings of the 2011 ACM Symposium on Document
> Engineering (DocEng 2011), Mountain View, CA, USA, 2011.

The collection is free to use with the authors' copyright, without warranty, citing the paper above.
`;
}

function main(): void {
  const { input, out } = parseArgs(process.argv.slice(2));
  const rows = readLabelledTsv(input).filter((r) => r.label === 'ham' || r.label === 'spam');
  if (rows.length === 0) throw new Error(`${input}: no ham/spam rows`);
  const model = trainSpamModel(rows.map((r) => ({ text: r.text, spam: r.label === 'spam' })));
  const spam = rows.filter((r) => r.label === 'spam').length;
  const sha256 = createHash('sha256').update(readFileSync(input)).digest('hex');
  const withSource = {
    ...model,
    source: 'SMS Spam Collection v.1 (Almeida, Gómez Hidalgo, Yamakami, DocEng 2011), development split',
    trainedOn: { file: basename(input), sha256, rows: rows.length, spam },
  };
  writeFileSync(out, `${JSON.stringify(withSource)}\n`);
  writeFileSync(
    join(dirname(out), 'README.md'),
    readme(rows.length, spam, sha256, basename(input), model.indices.length),
  );
  console.log(`wrote ${out}: ${model.indices.length} weights, ${rows.length} messages (${spam} spam)`);
}

main();
