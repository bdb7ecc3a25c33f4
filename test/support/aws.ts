/**
 * Per-test-file AWS resources on the run's shared emulators (started once by test/global-setup.ts). Each file gets
 * its own table and queues, so files can run in parallel workers without seeing each other's data.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import {
  accountQueue,
  callbackOverflowQueue,
  campaignQueue,
  importQueue,
  webhookQueue,
  webhookRetryQueue,
} from '../../lib/tables';
import { localAwsConfig } from '../../local/services/aws-clients';
import { createQueues, createTable } from '../../local/services/resources';
import { loadConfig } from '../../shared/config';
import { type Table, tableOf } from '../../shared/db/table';
import { createRuntime } from '../../shared/runtime';

export interface TestResources {
  ddb: DynamoDBClient;
  sqs: SQSClient;
  tableName: string;
  queueUrl: string;
  dlqUrl: string;
  importQueueUrl: string;
  campaignQueueUrl: string;
  webhookQueueUrl: string;
  /** The webhooks' retry lane (decision 1020). */
  webhookRetryQueueUrl: string;
  /** The vendor callbacks' overflow lane (decision 1021). */
  callbackOverflowQueueUrl: string;
  accountQueueUrl: string;
  filesDir: string;
}

/** SQS allows 80 characters; job queues add `-imp` or `-cmp` and DLQs `-dlq`; table names allow more. */
const MAX_NAME_LENGTH = 80 - '-imp-dlq'.length;

export async function freshResources(prefix: string): Promise<TestResources> {
  const { ddb, sqs } = localClients();
  const name = uniqueName(prefix);
  await createTable(ddb, name);
  const { queueUrl, dlqUrl } = await createQueues(sqs, name);
  const { queueUrl: importQueueUrl } = await createQueues(sqs, `${name}-imp`, importQueue);
  const { queueUrl: campaignQueueUrl } = await createQueues(sqs, `${name}-cmp`, campaignQueue);
  const { queueUrl: webhookQueueUrl } = await createQueues(sqs, `${name}-whk`, webhookQueue);
  const { queueUrl: webhookRetryQueueUrl } = await createQueues(sqs, `${name}-whr`, webhookRetryQueue);
  const { queueUrl: callbackOverflowQueueUrl } = await createQueues(sqs, `${name}-cbo`, callbackOverflowQueue);
  const { queueUrl: accountQueueUrl } = await createQueues(sqs, `${name}-acc`, accountQueue);
  const filesDir = mkdtempSync(join(tmpdir(), 'sms-files-'));
  return {
    ddb,
    sqs,
    tableName: name,
    queueUrl,
    dlqUrl,
    importQueueUrl,
    campaignQueueUrl,
    webhookQueueUrl,
    webhookRetryQueueUrl,
    callbackOverflowQueueUrl,
    accountQueueUrl,
    filesDir,
  };
}

/** A table of its own and no queues, as the repositories see it: for tests of the table's helpers or one repository. */
export async function freshTable(prefix: string): Promise<Table> {
  const name = uniqueName(prefix);
  await createTable(localClients().ddb, name);
  const endpoint = providedEndpoint('dynamoEndpoint');
  return tableOf(createRuntime(loadConfig({ STAGE: 'test', TABLE_NAME: name, DYNAMODB_ENDPOINT: endpoint })));
}

function localClients(): { ddb: DynamoDBClient; sqs: SQSClient } {
  return {
    ddb: new DynamoDBClient(localAwsConfig(providedEndpoint('dynamoEndpoint'))),
    sqs: new SQSClient(localAwsConfig(providedEndpoint('sqsEndpoint'))),
  };
}

/** Unique across workers and projects sharing the emulators; only characters valid for both tables and queues. */
export function uniqueName(prefix: string): string {
  const suffix = randomUUID().slice(0, 8);
  const safePrefix = prefix.replace(/[^a-zA-Z0-9_-]/g, '-').slice(0, MAX_NAME_LENGTH - suffix.length - 1);
  return `${safePrefix}-${suffix}`;
}

function providedEndpoint(key: 'dynamoEndpoint' | 'sqsEndpoint'): string {
  const endpoint = inject(key);
  if (!endpoint) {
    throw new Error(`${key} was not provided: run this file in a project whose globalSetup is test/global-setup.ts`);
  }
  return endpoint;
}
