/**
 * Bundle size and cold init of every route's function, bundled as lib/function.ts bundles it (esbuild, ESM, minified,
 * node22 target, AWS SDK included), beside an empty handler bundled the same way, so the ratio shows what our code adds.
 * Cold init: the median over fresh Node processes of the time to import the bundle.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { routes } from '../lib/routes';

const OUT = resolve('.bench/bundles');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 11);
const BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

async function bundle(name: string, entry: string): Promise<string> {
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: BANNER },
    minify: true,
    logLevel: 'error',
  });
  return outfile;
}

function coldInitMs(file: string): number {
  const samples: number[] = [];
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '' },
    });
    samples.push(Number(out.toString()));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function benchBundles(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const emptyEntry = join(OUT, 'empty-handler.ts');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const entries: [string, string][] = [
    ['(empty handler)', emptyEntry],
    ...[...new Set(routes.map((r) => r.id))].map((id): [string, string] => [id, `functions/${id}.ts`]),
    ['authorizer', 'functions/authorizer.ts'],
    ['send-worker', 'functions/send-worker.ts'],
    ['pending-sweeper', 'functions/pending-sweeper.ts'],
  ];
  console.log(`\n## Bundles: size and cold init (median of ${RUNS} fresh node processes)\n`);
  console.log(
    `${'function'.padEnd(24)} ${'size KB'.padStart(9)} ${'x empty'.padStart(8)} ${'init ms'.padStart(8)} ${'x empty'.padStart(8)}`,
  );
  let base: { size: number; init: number } | undefined;
  for (const [name, entry] of entries) {
    const file = await bundle(name.replace(/[()\s]/g, ''), entry);
    const size = statSync(file).size / 1024;
    const init = coldInitMs(file);
    base ??= { size, init };
    console.log(
      `${name.padEnd(24)} ${size.toFixed(1).padStart(9)} ${(size / base.size).toFixed(1).padStart(8)} ${init
        .toFixed(1)
        .padStart(8)} ${(init / base.init).toFixed(1).padStart(8)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundles();
