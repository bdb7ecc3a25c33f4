/**
 * Warm CPU time and latency of single functions, each called directly as Lambda calls it (an API Gateway proxy event
 * with the authorizer's context), against DynamoDB Local and the SQS emulator: what memory and timeouts are chosen
 * from (docs/decisions/0604-memory-and-timeouts.md). CPU time is this process's user+system time per call, the
 * emulators' own work excluded (DynamoDB Local is a separate JVM; the SQS emulator's share is small and included).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { handler as authorizer } from '../functions/authorizer';
import { handler as messagesList } from '../functions/messages-list';
import { handler as publicBalance } from '../functions/public-balance';
import { handler as publicSend } from '../functions/public-send-sms';
import { handler as templatesList } from '../functions/templates-list';
import { lambdaContext } from '../local/lambda-context';
import { repositories } from '../local/repositories';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createQueues, createTable } from '../local/services/resources';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { provisionOwner } from '../shared/accounts/provision';
import { issueApiKey } from '../shared/api-keys/issue-api-key';
import { permissionsOf } from '../shared/auth/permissions';
import { principalToContext } from '../shared/auth/principal';
import { loadConfig } from '../shared/config';
import { createLogger } from '../shared/logger';
import { createRuntime, useRuntime } from '../shared/runtime';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);

type Proxy = (event: APIGatewayProxyEvent, context: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyResult>;

function event(method: string, path: string, context: Record<string, unknown>, body?: unknown): APIGatewayProxyEvent {
  return {
    resource: path,
    path,
    httpMethod: method,
    headers: { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      requestId: crypto.randomUUID(),
      identity: { sourceIp: '127.0.0.1' },
      authorizer: context,
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

async function measure(name: string, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call(i); // warm
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call(i);
    latencies.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const cpuMs = (used.user + used.system) / 1000 / CALLS;
  console.log(
    `${name.padEnd(24)} ${cpuMs.toFixed(2).padStart(8)} ${latencies[Math.floor(CALLS / 2)]!.toFixed(1).padStart(9)} ` +
      `${latencies[Math.floor(CALLS * 0.99)]!.toFixed(1).padStart(9)}`,
  );
}

export async function benchHandlers(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), 'bench-handlers');
    const { queueUrl } = await createQueues(new SQSClient(localAwsConfig(sqs.endpoint)), 'bench-handlers');
    const rt = createRuntime(
      loadConfig({
        STAGE: 'test',
        TABLE_NAME: 'bench-handlers',
        QUEUE_URL: queueUrl,
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        SQS_ENDPOINT: sqs.endpoint,
        LOG_LEVEL: 'error',
      }),
      { log: createLogger('error', {}, () => undefined) },
    );
    useRuntime(rt);
    const repos = repositories(rt);
    const { user, account } = await provisionOwner(repos, {
      email: 'bench-handlers@example.co.za',
      fullName: 'Bench',
      accountName: 'Bench',
      openingCredits: 1_000_000,
      vendor: { provider: 'sandbox' },
      nowMs: Date.now(),
    });
    const key = await issueApiKey(repos, {
      accountId: account.id,
      name: 'bench',
      scopes: ['sms.send', 'sms.read'],
      rateLimitPerMinute: 10_000,
      nowMs: Date.now(),
    });
    const apiKeyContext = principalToContext({
      type: 'apiKey',
      keyId: key.record.id,
      accountId: account.id,
      scopes: key.record.scopes,
      rateLimitPerMinute: 10_000,
    });
    const userContext = principalToContext({
      type: 'user',
      userId: user.id,
      accountId: account.id,
      role: 'OWNER',
      permissions: [...permissionsOf('OWNER')],
      platformAdmin: false,
    });
    const call = (fn: Proxy, e: APIGatewayProxyEvent) => fn(e, lambdaContext('bench', 10));

    console.log(`\n## Functions called warm, one at a time (${CALLS} calls each)\n`);
    console.log(`${'function'.padEnd(24)} ${'CPU ms'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`);
    await measure('authorizer (API key)', () =>
      authorizer({
        type: 'REQUEST',
        methodArn: 'arn:aws:execute-api:af-south-1:0:x/v1/GET/api/v1/public/balance',
        path: '/api/v1/public/balance',
        headers: { 'X-API-Key': key.value },
      } as never),
    );
    await measure('public-balance', () => call(publicBalance as Proxy, event('GET', '/public/balance', apiKeyContext)));
    await measure('templates-list', () => call(templatesList as Proxy, event('GET', '/templates', userContext)));
    await measure('messages-list', () => call(messagesList as Proxy, event('GET', '/messages', userContext)));
    await measure('public-send-sms', (i) =>
      call(
        publicSend as Proxy,
        event('POST', '/public/sms/send', apiKeyContext, {
          to: '0821234567',
          body: `Your one-time PIN is ${100000 + i}. It expires in 5 minutes.`,
        }),
      ),
    );
    console.log(
      'CPU ms is per call on this machine (one core); Lambda gives a function 1 vCPU at 1,769 MB and a share in ' +
        'proportion below it.',
    );
    useRuntime(undefined);
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHandlers();
