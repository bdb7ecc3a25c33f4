/**
 * Proves that a change of mechanism (how the classifier computes, not what it decides) changed no result: runs the
 * classifier of this checkout and that of a baseline commit over the texts of same-decisions.ts (every line of the
 * team's datasets, the research batches, the authored sets and the benchmark's messages), and compares each whole result (verdict, severity, categories with scores, reason, excerpt).
 *
 *   npx tsx scripts/moderation/mechanism-check.ts [baseline-commit]   (default: main)
 *
 * The datasets folder is ../shared/datasets, or DATASETS when set.
 *
 * Exits 1 on any difference, printing the first few. The baseline's results are kept in the temporary folder, by
 * commit, so that a second check against the same commit runs only this checkout's classifier.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baselineClassifier } from '../../bench/moderation-baseline';
import { createEmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { decisionTexts } from './same-decisions';

const commit = process.argv[2] ?? 'main';
const sources = decisionTexts();

const sha = execFileSync('git', ['rev-parse', commit], { encoding: 'utf8' }).trim();
const cache = join(tmpdir(), `moderation-results-${sha}.json`);
const allTexts = sources.flatMap(([, texts]) => texts);
let baselineResults: string[] | undefined = existsSync(cache)
  ? (JSON.parse(readFileSync(cache, 'utf8')) as string[])
  : undefined;
if (baselineResults?.length !== allTexts.length) {
  const before = await baselineClassifier(sha);
  baselineResults = allTexts.map((text) => JSON.stringify(before.classify(text)));
  writeFileSync(cache, JSON.stringify(baselineResults));
}
const after = createEmbeddedModerationService();
let at = 0;
let total = 0;
let differ = 0;
for (const [name, texts] of sources) {
  let here = 0;
  for (const text of texts) {
    const a = baselineResults[at++]!;
    const b = JSON.stringify(after.classify(text));
    if (a !== b) {
      if (differ < 10) console.log(`DIFF ${name}: ${text.slice(0, 100)}\n  ${commit}: ${a}\n  here: ${b}`);
      here++;
      differ++;
    }
  }
  total += texts.length;
  console.log(`${name}: ${texts.length} messages, ${here} differ`);
}
console.log(`${total} messages compared with ${commit}: ${differ} results differ`);
if (differ > 0) process.exitCode = 1;
