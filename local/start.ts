/**
 * `npm start`: the whole service on this machine, no AWS account needed. DynamoDB Local (persistent under .data/, or
 * --in-memory) and the SQS emulator, the table and queues from lib/tables.ts, the demo data, and the route table served
 * through the local gateway at http://localhost:3000/api/v1 (PORT to change it). Ctrl-C stops everything.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import {
  accountQueue,
  callbackOverflowQueue,
  campaignQueue,
  importQueue,
  webhookQueue,
  webhookRetryQueue,
} from '../lib/tables';
import packageJson from '../package.json';
import { SandboxClock } from '../shared/clock';
import { loadConfig } from '../shared/config';
import { API_PREFIX } from '../shared/http/contract';
import { createRuntime } from '../shared/runtime';
import { DASHBOARD_DIST, ensureDashboardBuilt } from './dashboard';
import { formatFaultSpec } from './faults/injector';
import { faultsFromConfig, faultyDefaultVendors, installAwsFaults } from './faults/install';
import { LocalScheduler } from './scheduler';
import { seedLocalData } from './seed';
import { serveLocal } from './serve';
import { localAwsConfig } from './services/aws-clients';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { createQueues, createTable } from './services/resources';
import { startSqsEmulator } from './services/sqs-emulator';
import { LOCAL_TABLE_NAME, removeLocalStackFile, writeLocalStackFile } from './stack-file';

// -2: balances moved to shards; a table an older checkout persisted under .data/ is left as it was.
const TABLE_NAME = LOCAL_TABLE_NAME;
const QUEUE_NAME = 'sms-local-send';
const IMPORT_QUEUE_NAME = 'sms-local-import';
const CAMPAIGN_QUEUE_NAME = 'sms-local-campaign';
const WEBHOOK_QUEUE_NAME = 'sms-local-webhook';
const WEBHOOK_RETRY_QUEUE_NAME = 'sms-local-webhook-retry';
const CALLBACK_OVERFLOW_QUEUE_NAME = 'sms-local-callback-overflow';
const ACCOUNT_QUEUE_NAME = 'sms-local-account';

async function main() {
  const inMemory = process.argv.includes('--in-memory');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  // The dashboard is built on the first start (and again when its sources changed), beside the emulators starting.
  // A failed build leaves the API up; the dashboard's pages then say it is not built.
  const dashboardBuilt = ensureDashboardBuilt({ log: (line) => console.log(line) }).catch((error: unknown) =>
    console.error('The dashboard did not build:', error),
  );
  const dynamo = await startDynamoDbLocal(inMemory ? { inMemory: true } : { dataDir: join(dataDir, 'dynamodb') });
  const sqsService = await startSqsEmulator({});
  const stops: (() => Promise<void>)[] = [() => sqsService.stop(), () => dynamo.stop()];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops) await stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), TABLE_NAME);
    // For operator tools (npm run admin): DynamoDB Local's port is picked at each start.
    writeLocalStackFile(dataDir, {
      dynamoEndpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      pid: process.pid,
      startedAt: new Date().toISOString(),
    });
    stops.push(async () => removeLocalStackFile(dataDir));
    const sqs = new SQSClient(localAwsConfig(sqsService.endpoint));
    const { queueUrl } = await createQueues(sqs, QUEUE_NAME);
    const { queueUrl: importQueueUrl } = await createQueues(sqs, IMPORT_QUEUE_NAME, importQueue);
    const { queueUrl: campaignQueueUrl } = await createQueues(sqs, CAMPAIGN_QUEUE_NAME, campaignQueue);
    const { queueUrl: webhookQueueUrl } = await createQueues(sqs, WEBHOOK_QUEUE_NAME, webhookQueue);
    const { queueUrl: webhookRetryQueueUrl } = await createQueues(sqs, WEBHOOK_RETRY_QUEUE_NAME, webhookRetryQueue);
    const { queueUrl: callbackOverflowQueueUrl } = await createQueues(
      sqs,
      CALLBACK_OVERFLOW_QUEUE_NAME,
      callbackOverflowQueue,
    );
    const { queueUrl: accountQueueUrl } = await createQueues(sqs, ACCOUNT_QUEUE_NAME, accountQueue);
    const config = loadConfig({
      // The links of account e-mail (verification, reset) lead to this dashboard unless APP_URL says otherwise.
      APP_URL: `http://localhost:${port}`,
      ...process.env,
      STAGE: 'local',
      SERVICE_VERSION: packageJson.version,
      TABLE_NAME,
      QUEUE_URL: queueUrl,
      IMPORT_QUEUE_URL: importQueueUrl,
      CAMPAIGN_QUEUE_URL: campaignQueueUrl,
      WEBHOOK_QUEUE_URL: webhookQueueUrl,
      WEBHOOK_RETRY_QUEUE_URL: webhookRetryQueueUrl,
      CALLBACK_OVERFLOW_QUEUE_URL: callbackOverflowQueueUrl,
      ACCOUNT_QUEUE_URL: accountQueueUrl,
      FILES_DIR: join(dataDir, 'files'),
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SQS_ENDPOINT: sqsService.endpoint,
      SIGNING_KEYS_FILE: join(dataDir, 'signing-keys.json'),
      VENDOR_KEY_FILE: join(dataDir, 'vendor-key'),
      VERIFY_KEY_FILE: join(dataDir, 'verify-key'),
    });
    // The fault switch (FAULTS, docs/decisions/1150-fault-injection.md): off unless set.
    const faults = faultsFromConfig(config);
    // The sandbox clock (PUT /sandbox/clock) and the local scheduler of campaign wake-ups.
    const rt = createRuntime(config, {
      sandboxClock: new SandboxClock(),
      campaignScheduler: new LocalScheduler(),
      ...(faults ? { vendors: faultyDefaultVendors(config, faults) } : {}),
    });
    // Seeded before the gateway listens, so the credentials file is there by the time the service answers.
    const shownHost = host === '0.0.0.0' ? 'localhost' : host;
    const credentials = await seedLocalData(
      rt,
      join(dataDir, 'local-credentials.json'),
      `http://${shownHost}:${port}${API_PREFIX}`,
    );
    // Faults start once the demo data is in.
    if (faults) installAwsFaults(rt, faults);
    await dashboardBuilt;
    const service = await serveLocal(rt, {
      port,
      host,
      dashboardDist: DASHBOARD_DIST,
      streamStart: inMemory ? 'TRIM_HORIZON' : 'LATEST',
    });
    stops.unshift(() => service.stop());
    if (faults) {
      stops.unshift(async () =>
        console.log(`Faults injected: ${[...faults.counts].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'}`),
      );
    }

    console.log(`
SMS service running at ${service.baseUrl}   (DynamoDB Local ${inMemory ? 'in memory' : `in ${dataDir}`}, SQS emulator)
Demo credentials: ${join(dataDir, 'local-credentials.json')}
Dashboard:        ${service.baseUrl.replace(API_PREFIX, '/')}   (sign in with the demo credentials above)
API reference:    ${service.baseUrl.replace(API_PREFIX, '/docs')}   (the document: ${service.baseUrl}/openapi.json)

Try it:
  curl -s ${service.baseUrl}/health
  curl -s -X POST ${service.baseUrl}/public/sms/send \\
    -H 'Content-Type: application/json' -H 'X-API-Key: ${credentials.demo.apiKey}' \\
    -d '{"to": "082 123 4567", "body": "Hello from the sandbox"}'

${faults ? `\nFAULT INJECTION ON (${formatFaultSpec(faults.spec)}): a share of DynamoDB, SQS and vendor calls fail.\n` : ''}
Ctrl-C stops everything.`);
  } catch (error) {
    console.error(error);
    await shutdown(1);
  }
}

void main();
