/**
 * Counts the messages whose verdict or set of categories differs between this checkout's classifier and that of a
 * baseline commit, over every line of the team's datasets, the threat corpus files and the benchmark's messages (as
 * mechanism-check.ts, but comparing decisions only: a change of weights moves scores, and this says whether it moved
 * any decision).
 *
 *   npx tsx scripts/moderation/verdict-check.ts [baseline-commit]   (default: HEAD; datasets: DATASETS or ../shared/datasets)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchMessages } from '../../bench/moderation';
import { baselineClassifier } from '../../bench/moderation-baseline';
import { createEmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import type { ModerationResult } from '../../shared/moderation/types';

const commit = process.argv[2] ?? 'HEAD';
const tsvIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => join(dir, f));
const texts: string[] = [];
for (const file of [
  ...tsvIn(process.env.DATASETS ?? '../shared/datasets'),
  ...tsvIn('scripts/moderation/research/threats'),
]) {
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    texts.push(fields[fields.length - 1]!);
  }
}
texts.push(...benchMessages(2000, 0.1), ...benchMessages(2000, 1));
const decision = (r: ModerationResult): string =>
  `${r.verdict}:${r.categories
    .map((c) => c.category)
    .sort()
    .join(',')}`;
const before = await baselineClassifier(execFileSync('git', ['rev-parse', commit], { encoding: 'utf8' }).trim());
const after = createEmbeddedModerationService();
let differ = 0;
for (const text of texts) {
  const a = decision(before.classify(text));
  const b = decision(after.classify(text));
  if (a === b) continue;
  if (differ++ < 10) console.log(`DIFF ${a} -> ${b}: ${text.slice(0, 100)}`);
}
console.log(`${texts.length} messages compared with ${commit}: ${differ} decisions differ`);
