/**
 * Powertools against our own code, bundled and cold-imported exactly as bench/bundles.ts does (lib/bundling.ts
 * settings, median of fresh Node processes each beside an empty handler): the record loop of the SQS workers
 * (decision 1220) and the logger and metrics (decision 1221). Powertools is not a dependency of the service: install
 * it in a folder of its own (`npm install @aws-lambda-powertools/{batch,parser,logger,metrics}` there, removing its
 * own copy of zod so that the bundles share ours) and name that folder's node_modules in POWERTOOLS_NODE_MODULES.
 *
 *   POWERTOOLS_NODE_MODULES=/tmp/pt-trial/node_modules npx tsx bench/powertools-trial.ts [name filter]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../lib/bundling';

const OUT = resolve('.bench/powertools');
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 11);
const POWERTOOLS = process.env.POWERTOOLS_NODE_MODULES;
const ROOT = resolve('.');
/** The commit whose send worker is measured beside this tree's. */
const BASE = process.env.BENCH_BASE ?? 'main';
const FILTER = process.argv[2];

/** Entries, as source: `@/` stands for the project's root. */
const ENTRIES: Record<string, string> = {
  'empty handler': 'export const handler = async () => ({ statusCode: 200, body: "" });',
  'loop: ours (processRecords + zod/mini schema)': `
    import * as z from 'zod/mini';
    import { processRecords } from '@/shared/aws/sqs-records';
    import { createLogger } from '@/shared/logger';
    const Job = z.object({ messageId: z.string(), accountId: z.string() });
    const log = createLogger();
    export const handler = (event) => processRecords(log, event, {
      what: 'job', schema: Job, concurrency: Infinity, run: async (job) => job.messageId });`,
  'loop: Powertools BatchProcessor + parser (zod)': `
    import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
    import { parser } from '@aws-lambda-powertools/batch/parser';
    import { z } from 'zod';
    const Job = z.object({ messageId: z.string(), accountId: z.string() });
    const processor = new BatchProcessor(EventType.SQS, { parser, innerSchema: Job, transformer: 'json' });
    export const handler = (event, context) =>
      processPartialResponse(event, async (record) => record.body.messageId, processor, { context });`,
  'loop: Powertools BatchProcessor, zod/mini parse by hand': `
    import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
    import * as z from 'zod/mini';
    const Job = z.object({ messageId: z.string(), accountId: z.string() });
    const processor = new BatchProcessor(EventType.SQS);
    export const handler = (event, context) =>
      processPartialResponse(event, async (record) => Job.parse(JSON.parse(record.body)).messageId, processor, { context });`,
  [`send-worker: ${BASE}'s`]: execFileSync('git', ['show', `${BASE}:functions/send-worker.ts`])
    .toString()
    .replaceAll("'../shared/", "'@/shared/"),
  'send-worker: this tree (functions/send-worker.ts)': `export { handler } from '@/functions/send-worker';`,
  'send-worker: Powertools BatchProcessor + parser': `
    import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
    import { parser } from '@aws-lambda-powertools/batch/parser';
    import { z } from 'zod';
    import { flushMetrics, metricsOf } from '@/shared/aws/emf-metrics';
    import { queueOf } from '@/shared/aws/sqs-queue';
    import { MessageRepository } from '@/shared/db/message-repository';
    import { ReceiptRepository } from '@/shared/db/receipt-repository';
    import { tableOf } from '@/shared/db/table';
    import { deliverMessage } from '@/shared/messages/deliver';
    import { once, runtime } from '@/shared/runtime';
    import { vendorsOf } from '@/shared/wiring/vendors';
    const Job = z.object({ messageId: z.string().min(1), accountId: z.string().min(1) });
    const processor = new BatchProcessor(EventType.SQS, { parser, innerSchema: Job, transformer: 'json' });
    export const handler = async (event, context) => {
      const rt = runtime();
      const deps = once(rt, 'send-worker', () => ({ messages: new MessageRepository(tableOf(rt)), vendors: vendorsOf(rt),
        clock: rt.clock, metrics: metricsOf(rt), receipts: new ReceiptRepository(tableOf(rt)) }));
      const result = await processPartialResponse(event, async (record) => {
        const r = await deliverMessage(deps, { ...record.body, queuedAtMs: Number(record.attributes.SentTimestamp) }, rt.log);
        if (r.kind === 'retry') { await queueOf(rt).delayRedelivery(record.receiptHandle, r.delaySeconds); throw new Error('retry'); }
      }, processor, { context, processInParallel: true });
      flushMetrics(rt);
      return result;
    };`,
  // Every function has the runtime (configuration, clock, logger); what a metrics or logger package adds is measured
  // on top of it.
  'runtime alone (every function)': `
    import { runtime } from '@/shared/runtime';
    export const handler = async () => runtime().log.info('x', { a: 1 });`,
  'runtime + ours metrics (metricsOf, flushMetrics)': `
    import { flushMetrics, metricsOf } from '@/shared/aws/emf-metrics';
    import { runtime } from '@/shared/runtime';
    export const handler = async () => { const rt = runtime(); metricsOf(rt).add('MessagesSent', 1, 'Count'); flushMetrics(rt); };`,
  'runtime + Powertools Metrics': `
    import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
    import { runtime } from '@/shared/runtime';
    const m = new Metrics({ namespace: 'SmsMessaging', serviceName: 'sms' });
    export const handler = async () => { runtime(); m.addMetric('MessagesSent', MetricUnit.Count, 1); m.publishStoredMetrics(); };`,
  'runtime + Powertools Logger': `
    import { Logger } from '@aws-lambda-powertools/logger';
    import { runtime } from '@/shared/runtime';
    const log = new Logger({ serviceName: 'sms' });
    export const handler = async () => { runtime(); log.info('x', { a: 1 }); };`,
  'logger: ours alone (shared/logger.ts)': `
    import { createLogger } from '@/shared/logger';
    const log = createLogger('info', { service: 'sms' });
    export const handler = async () => log.info('x', { a: 1 });`,
  'logger: Powertools Logger alone': `
    import { Logger } from '@aws-lambda-powertools/logger';
    const log = new Logger({ serviceName: 'sms' });
    export const handler = async () => log.info('x', { a: 1 });`,
  'metrics: ours alone (EmfMetrics)': `
    import { EmfMetrics } from '@/shared/aws/emf-metrics';
    const m = new EmfMetrics({ stage: 'dev', sink: (l) => process.stdout.write(l) });
    export const handler = async () => { m.add('MessagesSent', 1, 'Count'); m.flush(); };`,
  'metrics: Powertools Metrics alone': `
    import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
    const m = new Metrics({ namespace: 'SmsMessaging', serviceName: 'sms' });
    export const handler = async () => { m.addMetric('MessagesSent', MetricUnit.Count, 1); m.publishStoredMetrics(); };`,
};

async function bundle(name: string, source: string): Promise<string> {
  const entry = join(OUT, `${name}.ts`);
  writeFileSync(entry, source.replaceAll("'@/", `'${ROOT}/`));
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    ...bundleOptions(entry),
    outfile,
    nodePaths: [join(ROOT, 'node_modules'), ...(POWERTOOLS ? [POWERTOOLS] : [])],
  });
  return outfile;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function importMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '' },
  });
  return Number(out.toString());
}

mkdirSync(OUT, { recursive: true });
const empty = await bundle('empty', ENTRIES['empty handler']!);
console.log(`${'bundle'.padEnd(52)} ${'size KB'.padStart(8)} ${'init ms'.padStart(8)} ${'empty ms'.padStart(9)}`);
for (const [name, source] of Object.entries(ENTRIES)) {
  if (!POWERTOOLS && source.includes('@aws-lambda-powertools')) continue;
  if (FILTER && name !== 'empty handler' && !name.includes(FILTER)) continue;
  const file = await bundle(name.replace(/[^\w]+/g, '-'), source);
  const ms: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(importMs(empty));
    ms.push(importMs(file));
  }
  const size = statSync(file).size / 1024;
  console.log(
    `${name.padEnd(52)} ${size.toFixed(1).padStart(8)} ${median(ms).toFixed(1).padStart(8)} ${median(base).toFixed(1).padStart(9)}`,
  );
}
