import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig } from './config';
import { createDocumentClient, LOCAL_CREDENTIALS } from './db/client';
import { DynamoRateWindowStore } from './db/rate-window-store';
import { createLogger, type Logger } from './logger';
import type { ModerationService } from './moderation/types';
import { MessageQueue } from './queue/message-queue';
import { SlidingWindowLimiter } from './rate-limit/sliding-window';
import { type VendorRegistry, vendorRegistryFromConfig } from './vendors/registry';

/**
 * Everything a function needs from the outside world, built once per cold start from validated configuration.
 * Tests and the local stack build their own (real local services, a manual clock) and install it with useRuntime.
 */
export interface Runtime {
  config: Config;
  clock: Clock;
  log: Logger;
  db: DynamoDBDocumentClient;
  sqs: SQSClient;
  tableName: string;
  rateLimiter: SlidingWindowLimiter;
  queue: MessageQueue;
  /** Set by tests and the local stack to replace the embedded classifier; see moderationOf. */
  moderation?: ModerationService;
  vendors: VendorRegistry;
}

export interface RuntimeOverrides {
  clock?: Clock;
  log?: Logger;
  moderation?: ModerationService;
  vendors?: VendorRegistry;
}

export function createRuntime(config: Config, overrides: RuntimeOverrides = {}): Runtime {
  const db = createDocumentClient(config);
  const sqs = new SQSClient({
    region: config.AWS_REGION,
    ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT, credentials: LOCAL_CREDENTIALS } : {}),
  });
  return {
    config,
    clock: overrides.clock ?? systemClock,
    log: overrides.log ?? createLogger(config.LOG_LEVEL, { service: 'sms', stage: config.STAGE }),
    db,
    sqs,
    tableName: config.TABLE_NAME,
    rateLimiter: new SlidingWindowLimiter(new DynamoRateWindowStore(db, config.TABLE_NAME)),
    queue: new MessageQueue(sqs, config.QUEUE_URL),
    ...(overrides.moderation ? { moderation: overrides.moderation } : {}),
    vendors: overrides.vendors ?? vendorRegistryFromConfig(config),
  };
}

let current: Runtime | undefined;

/** The runtime of this process: built from the environment on first use (a Lambda cold start). */
export function runtime(): Runtime {
  current ??= createRuntime(loadConfig());
  return current;
}

/** Installs a runtime (local stack, tests); undefined resets to building from the environment. */
export function useRuntime(next: Runtime | undefined): void {
  current = next;
}
