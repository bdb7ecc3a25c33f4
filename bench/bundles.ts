/**
 * Size, cold import time and memory of every function, bundled exactly as the stack bundles it (lib/bundling.ts:
 * esbuild, ESM, minified, node22, the AWS SDK inside), beside an empty handler and the SDK floor (the DynamoDB client
 * alone) bundled the same way, so the ratios show what our code adds. Cold import: the median over fresh Node
 * processes of the time to import the bundle; memory: their median RSS and heap once it is imported.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../lib/bundling';
import { routes } from '../lib/routes';

const OUT = resolve('.bench/bundles');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 11);
const SEND_FUNCTIONS = new Set(['public-send-sms', 'messages-send']);

/** The targets (sizes in KB of 1,024 bytes). */
const TARGETS = {
  healthKb: 60,
  healthInitRatio: 3,
  medianRouteKb: 420,
  sendKb: 900,
  authorizerKb: 400,
};

async function bundle(name: string, entry: string): Promise<string> {
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    ...bundleOptions(entry),
    outfile,
  });
  return outfile;
}

interface Cold {
  initMs: number;
  rssMb: number;
  heapMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function coldOnce(file: string): Cold {
  const script =
    `const t=performance.now();await import(${JSON.stringify(file)});const ms=performance.now()-t;` +
    'const m=process.memoryUsage();process.stdout.write(JSON.stringify([ms,m.rss,m.heapUsed]));';
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
  });
  const [initMs, rss, heap] = JSON.parse(out.toString()) as [number, number, number];
  return { initMs, rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
}

/**
 * The function's cold import, and the empty handler's measured in turn with it (this machine is shared and noisy:
 * a ratio of two medians taken side by side is what can be compared).
 */
function cold(file: string, empty: string): Cold & { emptyMs: number } {
  const samples: Cold[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    baseline.push(coldOnce(empty).initMs);
    samples.push(coldOnce(file));
  }
  return {
    initMs: median(samples.map((s) => s.initMs)),
    rssMb: median(samples.map((s) => s.rssMb)),
    heapMb: median(samples.map((s) => s.heapMb)),
    emptyMs: median(baseline),
  };
}

export async function benchBundles(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const emptyEntry = join(OUT, 'empty-handler.ts');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const floorEntry = join(OUT, 'sdk-floor.ts');
  writeFileSync(
    floorEntry,
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n" +
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\n" +
      'const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n' +
      'export const handler = async () => db;\n',
  );
  const entries: [string, string][] = [
    ['(empty handler)', emptyEntry],
    ['(SDK floor: DynamoDB)', floorEntry],
    ...[...new Set(routes.map((r) => r.id))].map((id): [string, string] => [id, `functions/${id}.ts`]),
    ['authorizer', 'functions/authorizer.ts'],
    ['send-worker', 'functions/send-worker.ts'],
    ['pending-sweeper', 'functions/pending-sweeper.ts'],
  ];
  console.log(
    `\n## Bundles: size, cold import and memory (median of ${RUNS} fresh node processes, each beside an empty ` +
      'handler imported in turn: x empty is the ratio of the two medians)\n',
  );
  console.log(
    `${'function'.padEnd(30)} ${'size KB'.padStart(8)} ${'init ms'.padStart(8)} ${'x empty'.padStart(8)} ` +
      `${'RSS MB'.padStart(7)} ${'heap MB'.padStart(8)}`,
  );
  const sizes = new Map<string, number>();
  const ratios = new Map<string, number>();
  const emptyFile = await bundle('empty-handler', emptyEntry);
  for (const [name, entry] of entries) {
    const file = await bundle(name.replace(/[():\s]/g, ''), entry);
    const size = statSync(file).size / 1024;
    const measured = cold(file, emptyFile);
    const ratio = measured.initMs / measured.emptyMs;
    sizes.set(name, size);
    ratios.set(name, ratio);
    console.log(
      `${name.padEnd(30)} ${size.toFixed(1).padStart(8)} ${measured.initMs.toFixed(1).padStart(8)} ` +
        `${ratio.toFixed(1).padStart(8)} ${measured.rssMb.toFixed(0).padStart(7)} ${measured.heapMb.toFixed(1).padStart(8)}`,
    );
  }

  const routeSizes = [...new Set(routes.map((r) => r.id))].map((id) => sizes.get(id)!);
  const floor = sizes.get('(SDK floor: DynamoDB)')!;
  const checks: [string, number, string, boolean][] = [
    ['health size', sizes.get('health')!, `<= ${TARGETS.healthKb} KB`, sizes.get('health')! <= TARGETS.healthKb],
    [
      'health import / empty handler',
      ratios.get('health')!,
      `<= ${TARGETS.healthInitRatio}x`,
      ratios.get('health')! <= TARGETS.healthInitRatio,
    ],
    [
      'median route size',
      median(routeSizes),
      `<= ${TARGETS.medianRouteKb} KB`,
      median(routeSizes) <= TARGETS.medianRouteKb,
    ],
    ...[...SEND_FUNCTIONS].map((id): [string, number, string, boolean] => [
      `${id} size`,
      sizes.get(id)!,
      `<= ${TARGETS.sendKb} KB`,
      sizes.get(id)! <= TARGETS.sendKb,
    ]),
    [
      'authorizer size',
      sizes.get('authorizer')!,
      `<= ${TARGETS.authorizerKb} KB`,
      sizes.get('authorizer')! <= TARGETS.authorizerKb,
    ],
  ];
  console.log(`\nSDK floor (DynamoDB client + lib-dynamodb): ${floor.toFixed(1)} KB`);
  for (const [what, value, target, ok] of checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${what.padEnd(32)} ${value.toFixed(1).padStart(8)}  (target ${target})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundles();
