/**
 * Decision 0925: which development lines does the threat model's yielding on a group (a negated or supportive statement
 * about a group, `threatYields`) change? Classifies every labelled line (the datasets, the threat corpus, the held-out
 * hate batches, the functional set, the authored sets) with the bundled weights, the rule on and off, and prints each
 * line whose verdict differs with its source and label, then counts per source and label.
 *
 *   DATASETS=/work/shared/datasets npx tsx scripts/moderation/research/experiments/threat-yields-diff.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedModerationService } from '../../../../shared/moderation/embedded-classifier';
import { authoredHeldOut, authoredTrainingExamples } from '../../authored';
import { functionalRows } from '../hate/functional';

const on = new EmbeddedModerationService();
const off = new EmbeddedModerationService({ threatYields: false });
const counts = new Map<string, number>();
let total = 0;

function check(source: string, label: string, text: string): void {
  total++;
  const a = off.classify(text).verdict;
  const b = on.classify(text).verdict;
  if (a === b) return;
  console.log(`${source}\t${label}\t${a} -> ${b}\t${text}`);
  const key = `${source}\t${label}\t${a} -> ${b}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const tsvIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => join(dir, f));
const hate = 'scripts/moderation/research/hate';
const files = [
  ...tsvIn(process.env.DATASETS ?? '../shared/datasets'),
  ...tsvIn('scripts/moderation/research/threats'),
  ...readdirSync(hate)
    .filter((d) => d.startsWith('heldout-hate-'))
    .sort()
    .flatMap((d) => tsvIn(join(hate, d))),
];
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    const label = fields.length > 2 ? `${fields[0]}/${fields[1]}` : fields[0]!;
    check(file.replace(/^.*\/(research\/)?/, ''), label, fields[fields.length - 1]!);
  }
}
for (const r of functionalRows()) check('functional', `${r.label}/${r.category}`, r.text);
for (const e of authoredTrainingExamples()) check('authored training', String((e as { label?: string }).label), e.text);
for (const [name, texts] of Object.entries(authoredHeldOut())) for (const t of texts) check(`authored ${name}`, '-', t);

console.log(`\n${total} lines; changed:`);
for (const [k, n] of [...counts].sort()) console.log(`${n}\t${k}`);
