/**
 * The send worker in a process of its own, as Lambda runs it, so that it can really be killed mid-message: the real
 * handler (functions/send-worker.ts) fed by the local queue poller, on a runtime built from the environment like a
 * cold start. With `FAULTS` set, its DynamoDB and SQS clients carry the fault middleware and, at a share `kill` of
 * its vendor hand-overs, it kills itself with SIGKILL just before the request goes out (the message is claimed and
 * the vendor never hears of it) or just after the vendor answered (the vendor took it; nothing records that). Every
 * fault is written to stdout as `FAULT <kind>` before it happens, so the parent's counts survive the kill, and the
 * messages of each batch as `INFLIGHT <id>` and `DONE <id>`, so the parent knows what a killed worker held.
 *
 * Run by the soak test (test/support/soak.ts): `node --import tsx local/faults/worker-process.ts`. Messages `faults-off`
 * and `stop` on the IPC channel turn the faults off and stop it. `ROLE=api` runs the API instead and `ROLE=campaign`
 * the campaign worker (test and local stages only), for the tests that kill them at a chosen write.
 */
import { handler as sendWorker } from '../../functions/send-worker';
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { loadConfig } from '../../shared/config';
import { tableOf } from '../../shared/db/table';
import { createLogger } from '../../shared/logger';
import { createRuntime, useRuntime } from '../../shared/runtime';
import { startQueuePoller } from '../queue-poller';
import { faultsFromConfig, installAwsFaults } from './install';

const config = loadConfig(process.env);
if (!config.QUEUE_URL) throw new Error('QUEUE_URL must be set');
const queueUrl = config.QUEUE_URL;
const rt = createRuntime(config, {
  log: createLogger(config.LOG_LEVEL, { fn: 'worker-process' }, (line) => process.stderr.write(`${line}\n`)),
});
useRuntime(rt);

function messageIdOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { messageId?: unknown }).messageId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

const report = (kind: string) => process.stdout.write(`FAULT ${kind}\n`);
const injector = faultsFromConfig(config);
if (injector) {
  injector.onCount = report;
  installAwsFaults(rt, injector);
  // The vendor adapters speak HTTP through the global fetch: the kill points sit around the hand-over itself.
  const realFetch = globalThis.fetch;
  const die = (kind: string) => {
    injector.count(kind);
    process.kill(process.pid, 'SIGKILL');
  };
  globalThis.fetch = async (input, init) => {
    let dieAfter = false;
    if (init?.method === 'POST' && injector.roll('kill')) {
      if (injector.random() < 0.5) die('worker.killed-before-handover');
      else dieAfter = true;
    }
    const response = await realFetch(input, init);
    if (dieAfter) die('worker.killed-after-handover');
    return response;
  };
}

// `KILL_AFTER_WRITE=<status>`: the process kills itself (SIGKILL) as soon as DynamoDB has answered the write that moved a
// message to <status>, before any line after that write runs: the point between a state change and whatever used to
// follow it (test/e2e/event-relay.test.ts shows the change's webhook event is delivered all the same).
const killAfterWrite = config.STAGE === 'local' || config.STAGE === 'test' ? process.env.KILL_AFTER_WRITE : undefined;
if (killAfterWrite) {
  tableOf(rt).db.middlewareStack.add(
    (next) => async (args) => {
      const output = await next(args);
      const to = (args.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[
        ':to'
      ];
      if (to === killAfterWrite || (to as { S?: string } | undefined)?.S === killAfterWrite) {
        report('worker.killed-after-write');
        process.kill(process.pid, 'SIGKILL');
      }
      return output;
    },
    { step: 'initialize', name: 'killAfterWrite' },
  );
}

// `KILL_AFTER_CHUNK_RESULTS=1`: the process kills itself (SIGKILL) as soon as DynamoDB has answered the transaction that
// wrote a campaign chunk's results (CampaignRepository.finishChunk: its recipients, counts and claim), before any line
// after it runs (test/e2e/campaign-receipts-crash.test.ts).
const killAfterChunkResults =
  config.STAGE === 'local' || config.STAGE === 'test' ? process.env.KILL_AFTER_CHUNK_RESULTS === '1' : false;
if (killAfterChunkResults) {
  const entityOf = (item: Record<string, unknown> | undefined) => {
    const entity = item?.entity as string | { S?: string } | undefined;
    return typeof entity === 'string' ? entity : entity?.S;
  };
  tableOf(rt).db.middlewareStack.add(
    (next) => async (args) => {
      const output = await next(args);
      const items = (args.input as { TransactItems?: { Put?: { Item?: Record<string, unknown> } }[] }).TransactItems;
      if (items?.some((i) => entityOf(i.Put?.Item) === 'CampaignChunk')) {
        report('worker.killed-after-chunk-results');
        process.kill(process.pid, 'SIGKILL');
      }
      return output;
    },
    { step: 'initialize', name: 'killAfterChunkResults' },
  );
}

// `ROLE=api`: the API (callbacks included) behind a local gateway of its own, no queue or stream pollers, printing
// `READY <base URL>`: a process that settles messages by their receipts and can be killed after a write
// (test/e2e/campaign-counts-crash.test.ts). Default: the send worker on the send queue.
if (process.env.ROLE === 'api' && (config.STAGE === 'local' || config.STAGE === 'test')) {
  const { serveLocal } = await import('../serve');
  const service = await serveLocal(rt, { port: 0, pollQueue: false, sweepEveryMs: 0, docs: false });
  process.stdout.write(`READY ${service.baseUrl}\n`);
  process.on('message', (message) => {
    if (message === 'stop') void service.stop().then(() => process.exit(0));
  });
} else if (process.env.ROLE === 'campaign' && (config.STAGE === 'local' || config.STAGE === 'test')) {
  // `ROLE=campaign`: the campaign worker on the campaign queue, one job at a time, printing each job's receipt handle
  // as `RECEIVED <handle>` so that the parent can make a killed worker's job visible again (its redelivery).
  const { handler: campaignWorker } = await import('../../functions/campaign-worker');
  if (!config.CAMPAIGN_QUEUE_URL) throw new Error('CAMPAIGN_QUEUE_URL must be set');
  const poller = startQueuePoller({
    sqs: sqsClientOf(rt),
    queueUrl: config.CAMPAIGN_QUEUE_URL,
    batchSize: 1,
    handler: (event) => {
      process.stdout.write(event.Records.map((r) => `RECEIVED ${r.receiptHandle}\n`).join(''));
      return campaignWorker(event);
    },
    onError: (error) => rt.log.warn('campaign worker poller error', { error }),
  });
  process.stdout.write('READY\n');
  process.on('message', (message) => {
    if (message === 'stop') void poller.stop().then(() => process.exit(0));
  });
} else {
  const poller = startQueuePoller({
    sqs: sqsClientOf(rt),
    queueUrl,
    // The messages of each batch, before and after: what a killed worker held (the soak checks what it left behind).
    handler: async (event) => {
      const ids = event.Records.map((r) => messageIdOf(r.body)).filter((id) => id !== undefined);
      process.stdout.write(ids.map((id) => `INFLIGHT ${id}\n`).join(''));
      // Each job's receipt handle too, so that the parent can make a killed worker's job visible again (its redelivery,
      // test/e2e/send-receipts-crash.test.ts).
      process.stdout.write(event.Records.map((r) => `RECEIVED ${r.receiptHandle}\n`).join(''));
      try {
        return await sendWorker(event);
      } finally {
        process.stdout.write(ids.map((id) => `DONE ${id}\n`).join(''));
      }
    },
    onError: (error) => rt.log.warn('worker poller error', { error }),
  });
  process.stdout.write('READY\n');
  process.on('message', (message) => {
    if (message === 'faults-off' && injector) injector.enabled = false;
    if (message === 'stop') void poller.stop().then(() => process.exit(0));
  });
}
process.on('disconnect', () => process.exit(0));
