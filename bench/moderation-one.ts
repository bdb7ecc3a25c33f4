/**
 * Throughput of one classifier folder on the typical mix, in a process of its own:
 *
 *   npx tsx bench/moderation-one.ts <folder holding shared/moderation> [seconds] [abusive share, 0.1]
 *
 * Prints the median of 0.5 s rounds in messages per CPU-second. Two classifiers timed in one process differ by up to
 * a tenth even when their code is the same, whichever is loaded first being the faster (decisions 0922, 1913):
 * bench/moderation.ts --baseline runs this for each folder in turn, alternating, and reports the medians of the
 * ratios of neighbouring runs.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmbeddedModerationService } from '../shared/moderation/embedded-classifier';
import { benchMessages } from './moderation';

const [folder, seconds, share] = process.argv.slice(2);
if (folder === undefined) throw new Error('usage: npx tsx bench/moderation-one.ts <folder> [seconds] [abusive share]');
const { createEmbeddedModerationService } = (await import(
  pathToFileURL(join(folder, 'shared/moderation/embedded-classifier.ts')).href
)) as { createEmbeddedModerationService: () => EmbeddedModerationService };
const service = createEmbeddedModerationService();
const batch = benchMessages(10_000, Number(share ?? 0.1));
for (let k = 0; k < 3; k++) for (const m of batch) service.classify(m); // warm-up (JIT)
const rates: number[] = [];
const started = performance.now();
while (performance.now() - started < 1000 * Number(seconds ?? 4)) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  let n = 0;
  while (performance.now() - wall < 500) {
    for (const m of batch) service.classify(m);
    n += batch.length;
  }
  const used = process.cpuUsage(cpu);
  rates.push((n * 1e6) / (used.user + used.system));
}
rates.sort((x, y) => x - y);
console.log(Math.round(rates[Math.floor(rates.length / 2)]!));
