/**
 * Webhooks (issue 13): deliveries per second from one webhook worker (one poller, batches of ten, as one Lambda
 * instance consumes the queue) to a local endpoint; and the hand-over latency of the send worker for an account whose
 * endpoint hangs, against one with no webhooks (target: no added latency beyond queueing the event). Real DynamoDB
 * Local (in memory), the SQS emulator, the real functions.
 *
 * Issue 26 item 6 (docs/decisions/1020-webhook-isolation.md): another tenant's event latency (send → its endpoint,
 * through the send worker, the change stream, the relay and the events lane) idle and while one tenant's ten endpoints
 * hang and it fires its 60 test events; with the two lanes, and with one lane (every job on one queue, as before) for
 * comparison. Target: under attack within 2x of idle. `BENCH_WEBHOOK_ONLY=isolation` runs only this part.
 */

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { handler as sendWorker } from '../functions/send-worker';
import { handler as webhookWorker } from '../functions/webhook-worker';
import { webhookQueue, webhookRetryQueue } from '../lib/tables';
import { startQueuePoller } from '../local/queue-poller';
import { repositories } from '../local/repositories';
import { serveLocal } from '../local/serve';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createQueues, createTable } from '../local/services/resources';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { provisionOwner } from '../shared/accounts/provision';
import { issueApiKey } from '../shared/api-keys/issue-api-key';
import { startSession } from '../shared/auth/session';
import { sqsClientOf } from '../shared/aws/sqs-queue';
import { webhookQueueOf } from '../shared/aws/webhook-queue';
import { loadConfig } from '../shared/config';
import { newId } from '../shared/ids';
import { createLogger } from '../shared/logger';
import type { Runtime } from '../shared/runtime';
import { createRuntime, useRuntime } from '../shared/runtime';
import { createWebhook } from '../shared/webhooks/webhook';
import { tokensOf } from '../shared/wiring/tokens';
import { webhookDeps } from '../shared/wiring/webhooks';
import { call } from '../test/support/http';
import { startWebhookReceiver } from '../test/support/webhook-receiver';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 500);
const SENDS = Number(process.env.BENCH_WEBHOOK_SENDS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function benchWebhooks(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  const receiver = await startWebhookReceiver();
  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), 'bench-webhooks');
    const sqsClient = new SQSClient(localAwsConfig(sqs.endpoint));
    const { queueUrl } = await createQueues(sqsClient, 'bench-wh-send');
    const { queueUrl: webhookQueueUrl } = await createQueues(sqsClient, 'bench-wh-events', webhookQueue);
    const { queueUrl: webhookRetryQueueUrl } = await createQueues(sqsClient, 'bench-wh-retry', webhookRetryQueue);
    // Section 3 has a send queue of its own (the earlier sections leave theirs full: they run the worker by hand).
    const { queueUrl: isolationSendQueueUrl } = await createQueues(sqsClient, 'bench-wh-send-isolation');
    const runtimeOf = (lanes: 1 | 2, sendQueueUrl = queueUrl) =>
      createRuntime(
        loadConfig({
          STAGE: 'local',
          TABLE_NAME: 'bench-webhooks',
          QUEUE_URL: sendQueueUrl,
          WEBHOOK_QUEUE_URL: webhookQueueUrl,
          // One lane: the retry lane's jobs share the events queue (as before decision 1020).
          ...(lanes === 2 ? { WEBHOOK_RETRY_QUEUE_URL: webhookRetryQueueUrl } : {}),
          DYNAMODB_ENDPOINT: dynamo.endpoint,
          SQS_ENDPOINT: sqs.endpoint,
          LOG_LEVEL: 'error',
        }),
        { log: createLogger('error', {}, () => undefined) },
      );
    const rt = runtimeOf(2);
    const isolationBoth = async () => {
      const results = [];
      for (const lanes of [2, 1] as const) {
        results.push({ lanes, ...(await isolationRun(runtimeOf(lanes, isolationSendQueueUrl), receiver, lanes)) });
      }
      return results;
    };
    if (process.env.BENCH_WEBHOOK_ONLY === 'isolation') {
      console.log('\n## Webhooks (isolation only)\n');
      printIsolation(await isolationBoth());
      return;
    }
    const service = await serveLocal(rt, { port: 0, pollQueue: false, sweepEveryMs: 0, docs: false });
    const repos = repositories(rt);
    const owner = async (name: string) => {
      const { account, user } = await provisionOwner(repos, {
        email: `${name}@example.co.za`,
        fullName: name,
        accountName: name,
        openingCredits: 1_000_000,
        vendor: { provider: 'sandbox' },
        nowMs: Date.now(),
      });
      const key = await issueApiKey(repos, {
        accountId: account.id,
        name,
        scopes: ['sms.send'],
        rateLimitPerMinute: 10_000,
        nowMs: Date.now(),
      });
      return { accountId: account.id, userId: user.id, key: key.value };
    };
    const actorOf = (accountId: string) => ({
      principal: {
        type: 'user',
        userId: 'usr_bench',
        accountId,
        role: 'OWNER',
        permissions: [],
        platformAdmin: false,
        emailVerified: true,
      },
      ip: '127.0.0.1',
      nowMs: Date.now(),
    });

    // 1. Deliveries per second from one worker.
    const fast = await owner('webhooks-fast');
    await createWebhook(webhookDeps(rt), {
      actor: actorOf(fast.accountId) as never,
      input: { url: receiver.url('/fast'), events: ['webhook.test'] },
    });
    const queue = webhookQueueOf(rt);
    for (let i = 0; i < EVENTS; i++) {
      await queue.send({
        type: 'event',
        accountId: fast.accountId,
        event: { id: newId('evt'), type: 'webhook.test', createdAt: new Date().toISOString(), data: { i } },
      });
    }
    const started = performance.now();
    const poller = startQueuePoller({
      sqs: sqsClientOf(rt),
      queueUrl: webhookQueueUrl,
      handler: webhookWorker,
      batchSize: 10,
    });
    await receiver.waitFor('/fast', EVENTS, 600);
    const seconds = (performance.now() - started) / 1000;

    // 2. Send-worker hand-over latency: an account whose endpoint hangs vs one without webhooks.
    const hanging = await owner('webhooks-hanging');
    receiver.hang('/hang');
    await createWebhook(webhookDeps(rt), {
      actor: actorOf(hanging.accountId) as never,
      input: { url: receiver.url('/hang'), events: ['message.sent', 'message.delivered'] },
    });
    const plain = await owner('webhooks-none');
    const handOver = async (account: { accountId: string; key: string }) => {
      const latencies: number[] = [];
      for (let i = 0; i < SENDS; i++) {
        const res = await call('POST', `${service.baseUrl}/public/sms/send`, {
          headers: { 'X-API-Key': account.key },
          uncheckedContract: true,
          json: { to: '0821234567', body: `Bench ${i}` },
        });
        const record = {
          messageId: `job-${i}`,
          receiptHandle: 'bench',
          body: JSON.stringify({ messageId: res.body.id, accountId: account.accountId }),
          attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()) },
        } as unknown as SQSRecord;
        useRuntime(rt);
        const t = performance.now();
        await sendWorker({ Records: [record] });
        latencies.push(performance.now() - t);
      }
      return latencies.sort((a, b) => a - b);
    };
    const without = await handOver(plain);
    const withHanging = await handOver(hanging);
    await poller.stop();
    await service.stop();

    // 3. Isolation (issue 26 item 6): two lanes, then one lane, each on fresh accounts and a fresh stack.
    const isolation = await isolationBoth();

    console.log('\n## Webhooks\n');
    console.log(
      `Deliveries from one worker (batches of 10, signed, to a local endpoint): ${EVENTS} in ${seconds.toFixed(1)} s = ` +
        `${(EVENTS / seconds).toFixed(0)} deliveries/s`,
    );
    const row = (name: string, l: number[]) =>
      `${name.padEnd(44)} p50 ${percentile(l, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(l, 99).toFixed(1).padStart(6)} ms`;
    console.log(`Send-worker hand-over (sandbox vendor), ${SENDS} messages each:`);
    console.log(row('  account without webhooks', without));
    console.log(row('  account whose endpoint hangs (2 events each)', withHanging));
    const added = percentile(withHanging, 50) - percentile(without, 50);
    console.log(
      `Added p50 latency: ${added.toFixed(1)} ms (target: none beyond queueing the events; the hanging endpoint is ` +
        'never waited for)',
    );
    printIsolation(isolation);
  } finally {
    await receiver.stop();
    await sqs.stop();
    await dynamo.stop();
  }
}

function printIsolation(isolation: { lanes: 1 | 2; idle: number; attacked: number }[]): void {
  console.log(
    "Another tenant's event while one tenant's 10 endpoints hang and it fires its 60 test events (send → endpoint, " +
      'best of 3 idle; worst of 3 under attack):',
  );
  for (const r of isolation) {
    console.log(
      `  ${r.lanes === 2 ? 'two lanes (events | retry)' : 'one lane (as before)     '}  idle ${r.idle.toFixed(0).padStart(5)} ms   ` +
        `under attack ${r.attacked.toFixed(0).padStart(6)} ms   ratio ${(r.attacked / r.idle).toFixed(2)}` +
        (r.lanes === 2 ? `  (target ≤ 2: ${r.attacked <= 2 * r.idle ? 'met' : 'NOT met'})` : ''),
    );
  }
}

/**
 * A victim whose endpoint answers at once and an attacker with ten endpoints that never answer, on a stack that runs
 * everything (the send worker, the change stream from now on, the relay, the webhook lanes' pollers). The victim's
 * `message.sent` latency idle (best of 3) and while the attacker's 60 tests are out (worst of 3).
 */
async function isolationRun(
  rt: Runtime,
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>,
  lanes: 1 | 2,
): Promise<{ idle: number; attacked: number }> {
  const service = await serveLocal(rt, { port: 0, sweepEveryMs: 0, docs: false, streamStart: 'LATEST' });
  try {
    const repos = repositories(rt);
    const tenant = async (name: string) => {
      const { account, user } = await provisionOwner(repos, {
        email: `${name}-${lanes}@example.co.za`,
        emailVerified: true,
        fullName: name,
        accountName: name,
        openingCredits: 10_000,
        vendor: { provider: 'sandbox' },
        nowMs: Date.now(),
      });
      const key = await issueApiKey(repos, {
        accountId: account.id,
        name,
        scopes: ['sms.send'],
        rateLimitPerMinute: 10_000,
        nowMs: Date.now(),
      });
      const { accessToken } = await startSession(
        { ...repos, tokens: tokensOf(rt), clock: rt.clock },
        { userId: user.id, accountId: account.id },
      );
      const api = (method: string, path: string, json: unknown) =>
        call(method, `${service.baseUrl}${path}`, {
          headers: { Authorization: `Bearer ${accessToken}` },
          uncheckedContract: true,
          json,
        });
      return { accountId: account.id, key: key.value, api };
    };
    const victimPath = `/victim-${lanes}`;
    const victim = await tenant('victim');
    const made = await victim.api('POST', '/webhooks', { url: receiver.url(victimPath), events: ['message.sent'] });
    if (made.status !== 201) throw new Error(`victim webhook: ${made.status} ${JSON.stringify(made.body)}`);
    const latency = async (n: number) => {
      const before = receiver.received.filter((r) => r.path === victimPath).length;
      const started = Date.now();
      const res = await call('POST', `${service.baseUrl}/public/sms/send`, {
        headers: { 'X-API-Key': victim.key },
        uncheckedContract: true,
        json: { to: '0821234567', body: `Isolation ${n}` },
      });
      if (res.status !== 201) throw new Error(`victim send: ${res.status}`);
      const hits = await receiver.waitFor(victimPath, before + 1, 120);
      return hits[before]!.at - started;
    };
    const idle = Math.min(await latency(0), await latency(1), await latency(2));

    const attacker = await tenant('attacker');
    const hooks: string[] = [];
    for (let i = 0; i < 10; i++) {
      const path = `/hang-${lanes}-${i}`;
      receiver.hang(path);
      const res = await attacker.api('POST', '/webhooks', { url: receiver.url(path), events: ['message.sent'] });
      if (res.status !== 201) throw new Error(`attacker webhook: ${res.status}`);
      hooks.push(res.body.id);
    }
    const fired = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attacker.api('POST', `/webhooks/${hooks[i % 10]}/test`, {})),
    );
    const refused = fired.filter((r) => r.status !== 202);
    if (refused.length > 0) throw new Error(`attacker tests refused: ${refused[0]!.status}`);
    await receiver.waitFor(`/hang-${lanes}-0`, 1, 60);
    const attacked = Math.max(await latency(3), await latency(4), await latency(5));
    return { idle, attacked };
  } finally {
    await service.stop();
  }
}
