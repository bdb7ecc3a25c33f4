/**
 * What every function has from the outside world: validated configuration, a clock and a logger. Nothing else is
 * built here: each adapter (the table, the queue, the vendors, the classifier, the token keys) is created on first use
 * by the module that provides it (`tableOf(rt)`, `queueOf(rt)`, ...), once per runtime, so a function carries and
 * starts only the adapters its route uses.
 *
 * A Lambda builds its runtime from the environment on first use (the cold start). Tests and the local stack build
 * their own (real local services, a clock they move, a sandbox vendor they inspect) and install it with useRuntime.
 */
import type { CampaignScheduler } from './campaigns/campaign';
import { type Clock, type SandboxClock, systemClock } from './clock';
import { type Config, loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import type { SendQueue } from './messages/send-queue';
import type { Metrics } from './metrics';
import type { ModerationService } from './moderation/types';
import type { VendorRegistry } from './vendors/vendor';
import type { Resolver } from './webhooks/sender';

/** Adapters that tests and the local stack replace; the modules that build them honour these first. */
export interface RuntimeOverrides {
  moderation?: ModerationService;
  vendors?: VendorRegistry;
  queue?: SendQueue;
  /** Wake-ups of campaigns: the local stack's own scheduler instead of EventBridge Scheduler. */
  campaignScheduler?: CampaignScheduler;
  /**
   * The local stage's movable clock (`PUT /sandbox/clock`): what schedules and marketing hours read. Sign-in and
   * token expiry keep `clock`, so moving the service to next Monday does not sign everyone out.
   */
  sandboxClock?: SandboxClock;
  /**
   * Real time as the campaign worker reads it: pacing, and the expansion's lease (which must outlast the worker's own
   * timeout). Only the campaign soak replaces it, to move past the lease of an expansion it killed (6 minutes).
   */
  realClock?: Clock;
  /** Where business metrics go (a recorder in tests); default shared/aws/emf-metrics.ts `metricsOf`. */
  metrics?: Metrics;
  /** How webhook endpoints' names resolve (tests: names that resolve to private addresses, DNS rebinding). */
  resolveHost?: Resolver;
}

export interface Runtime {
  readonly config: Config;
  readonly clock: Clock;
  readonly log: Logger;
  readonly overrides: RuntimeOverrides;
}

export function createRuntime(
  config: Config,
  options: RuntimeOverrides & { clock?: Clock; log?: Logger } = {},
): Runtime {
  const { clock, log, ...overrides } = options;
  return {
    config,
    clock: clock ?? systemClock,
    log: log ?? createLogger(config.LOG_LEVEL, { service: 'sms', stage: config.STAGE }),
    overrides,
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

const built = new WeakMap<Runtime, Map<string, unknown>>();

/**
 * A value built once per runtime and kept with it: how adapter modules create their client on first use. `key` names
 * the adapter; two modules must not share one.
 */
export function once<T>(rt: Runtime, key: string, build: () => T): T {
  let values = built.get(rt);
  if (!values) {
    values = new Map();
    built.set(rt, values);
  }
  if (!values.has(key)) values.set(key, build());
  return values.get(key) as T;
}
