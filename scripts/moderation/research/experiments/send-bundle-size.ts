/**
 * Size of the send functions' bundles, built as bench/bundles.ts builds them (lib/bundling.ts), without the rest of
 * the bench: a quick check that a moderation change keeps the send bundle at most 900 KB.
 *
 *   npx tsx scripts/moderation/research/experiments/send-bundle-size.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../../../../lib/bundling';

const OUT = resolve('.bench/bundles');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const name of ['public-send-sms', 'messages-send']) {
    const outfile = join(OUT, `${name}.mjs`);
    await build({
      ...bundleOptions(`functions/${name}.ts`),
      outfile,
    });
    const kb = statSync(outfile).size / 1024;
    console.log(`${name}: ${kb.toFixed(1)} KB (target <= 900)`);
  }
}

void main();
