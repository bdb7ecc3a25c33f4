/**
 * Webhooks (issue 13): deliveries per second from one webhook worker (one poller, batches of ten, as one Lambda
 * instance consumes the queue) to a local endpoint; and the hand-over latency of the send worker for an account whose
 * endpoint hangs, against one with no webhooks (target: no added latency beyond queueing the event). Real DynamoDB
 * Local (in memory), the SQS emulator, the real functions.
 */

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { handler as sendWorker } from '../functions/send-worker';
import { handler as webhookWorker } from '../functions/webhook-worker';
import { webhookQueue } from '../lib/tables';
import { startQueuePoller } from '../local/queue-poller';
import { repositories } from '../local/repositories';
import { serveLocal } from '../local/serve';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createQueues, createTable } from '../local/services/resources';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { provisionOwner } from '../shared/accounts/provision';
import { issueApiKey } from '../shared/api-keys/issue-api-key';
import { sqsClientOf } from '../shared/aws/sqs-queue';
import { webhookQueueOf } from '../shared/aws/webhook-queue';
import { loadConfig } from '../shared/config';
import { newId } from '../shared/ids';
import { createLogger } from '../shared/logger';
import { createRuntime, useRuntime } from '../shared/runtime';
import { createWebhook } from '../shared/webhooks/manage-webhooks';
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
    const rt = createRuntime(
      loadConfig({
        STAGE: 'local',
        TABLE_NAME: 'bench-webhooks',
        QUEUE_URL: queueUrl,
        WEBHOOK_QUEUE_URL: webhookQueueUrl,
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        SQS_ENDPOINT: sqs.endpoint,
        LOG_LEVEL: 'error',
      }),
      { log: createLogger('error', {}, () => undefined) },
    );
    const service = await serveLocal(rt, { port: 0, pollQueue: false, sweepEveryMs: 0, docs: false });
    const repos = repositories(rt);
    const owner = async (name: string) => {
      const { account } = await provisionOwner(repos, {
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
      return { accountId: account.id, key: key.value };
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
  } finally {
    await receiver.stop();
    await sqs.stop();
    await dynamo.stop();
  }
}
