import { inject } from 'vitest';
import { routes } from '../../lib/routes';
import { type Repositories, repositories } from '../../local/repositories';
import { LocalScheduler } from '../../local/scheduler';
import { type LocalService, type ServeOptions, serveLocal } from '../../local/serve';
import { provisionOwner } from '../../shared/accounts/provision';
import { issueApiKey } from '../../shared/api-keys/issue-api-key';
import { type AuditAction, type AuditEntry, auditEntry } from '../../shared/audit/audit';
import type { ApiKeyScope } from '../../shared/auth/permissions';
import { type Clock, ManualClock, SandboxClock } from '../../shared/clock';
import { loadConfig } from '../../shared/config';
import { type Table, tableOf } from '../../shared/db/table';
import { createLogger } from '../../shared/logger';
import { createRuntime, type Runtime, type RuntimeOverrides } from '../../shared/runtime';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { freshResources } from './aws';
import { registerServedRoutes } from './contract';
import { client } from './http';
import { captureLog, recordCanary } from './log-capture';

export interface TestStack {
  baseUrl: string;
  rt: Runtime;
  /** The stack's table, for tests that read or write items directly. */
  table: Table;
  db: Table['db'];
  repos: Repositories;
  clock: ManualClock;
  sandbox: SandboxVendor;
  service: LocalService;
  tableName: string;
  queueUrl: string;
  dlqUrl: string;
  /** Logged lines, for tests that check what is (and is not) logged. */
  logs: string[];
  stop(): Promise<void>;
}

let counter = 0;

/**
 * The local stack for one test file: its own table and queues on the run's DynamoDB Local and SQS emulator, the real
 * handlers behind the local gateway on a free port, the real worker on the real queue, and a clock the test moves.
 */
export async function startTestStack(
  options: Partial<ServeOptions> & {
    /** clock: the runtime's clock in place of the returned ManualClock (a clock that runs, for browser tests). */
    overrides?: RuntimeOverrides & { clock?: Clock };
    env?: Record<string, string>;
  } = {},
): Promise<TestStack> {
  counter += 1;
  const resources = await freshResources(`t${process.pid}-${counter}`);
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 8, 0, 0));
  const sandbox = new SandboxVendor();
  const logs: string[] = [];
  const config = loadConfig({
    STAGE: 'test',
    SERVICE_VERSION: 'test',
    LOG_LEVEL: 'debug',
    TABLE_NAME: resources.tableName,
    QUEUE_URL: resources.queueUrl,
    IMPORT_QUEUE_URL: resources.importQueueUrl,
    CAMPAIGN_QUEUE_URL: resources.campaignQueueUrl,
    WEBHOOK_QUEUE_URL: resources.webhookQueueUrl,
    WEBHOOK_RETRY_QUEUE_URL: resources.webhookRetryQueueUrl,
    CALLBACK_OVERFLOW_QUEUE_URL: resources.callbackOverflowQueueUrl,
    ACCOUNT_QUEUE_URL: resources.accountQueueUrl,
    FILES_DIR: resources.filesDir,
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    SQS_ENDPOINT: inject('sqsEndpoint'),
    ...options.env,
  });
  const rt = createRuntime(config, {
    clock,
    // The sandbox clock over the test's own: PUT /sandbox/clock moves it, and so does clock.advance.
    sandboxClock: new SandboxClock(clock),
    campaignScheduler: new LocalScheduler(),
    vendors: createVendorRegistry(sandbox),
    log: createLogger('debug', { service: 'sms-test' }, (line) => {
      logs.push(line);
      captureLog(line);
    }),
    ...options.overrides,
  });
  const service = await serveLocal(rt, { port: 0, sweepEveryMs: 0, ...options });
  // Responses are checked against the OpenAPI operation of the route that answered (test/support/contract.ts).
  registerServedRoutes(service.baseUrl, options.routes ?? routes);
  const table = tableOf(rt);
  return {
    baseUrl: service.baseUrl,
    rt,
    table,
    db: table.db,
    repos: repositories(rt),
    clock,
    sandbox,
    service,
    tableName: resources.tableName,
    queueUrl: resources.queueUrl,
    dlqUrl: resources.dlqUrl,
    logs,
    stop: () => service.stop(),
  };
}

export interface TestAccount {
  accountId: string;
  userId: string;
  apiKey: string;
  keyId: string;
}

/** An account with an owner, credits, the sandbox vendor (unless told otherwise) and an API key. */
export async function createAccount(
  stack: TestStack,
  options: {
    credits?: number;
    vendor?: boolean;
    scopes?: ApiKeyScope[];
    rateLimitPerMinute?: number;
    email?: string;
  } = {},
): Promise<TestAccount> {
  counter += 1;
  const nowMs = stack.clock.now();
  const { user, account } = await provisionOwner(stack.repos, {
    // Apart from uniqueEmail's `<label>-<pid>-<n>` (auth.ts): a member with the OWNER label must not take this address.
    email: options.email ?? `account-owner-${process.pid}-${counter}@example.co.za`,
    fullName: 'Test Owner',
    emailVerified: true,
    accountName: `Account ${counter}`,
    openingCredits: options.credits ?? 100,
    ...(options.vendor === false ? {} : { vendor: { provider: 'sandbox' } }),
    nowMs,
  });
  const key = await issueApiKey(stack.repos, {
    accountId: account.id,
    name: 'test key',
    scopes: options.scopes ?? ['sms.send', 'sms.read'],
    ...(options.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
    nowMs,
  });
  recordCanary('email', user.email);
  recordCanary('secret', key.value);
  return { accountId: account.id, userId: user.id, apiKey: key.value, keyId: key.record.id };
}

/** An HTTP client that sends an account's API key. */
export function publicClient(stack: TestStack, apiKey: string) {
  return client(stack.baseUrl, { headers: { 'X-API-Key': apiKey } });
}

/** An audit entry by the test itself, for repository writes a test makes directly (they all take one). */
export function testAudit(stack: TestStack, accountId: string, action: AuditAction = 'template.created'): AuditEntry {
  return auditEntry({ accountId, actor: { type: 'system', id: 'test' }, action }, stack.clock.now());
}
