/** The scheduled-message sweeper (one run per slice of the scheduled index each minute), wired. */
import { queueOf } from '../aws/sqs-queue';
import { keys } from '../db/keys';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

/** Which share of the scheduled index's partitions a run walks (EventBridge starts one run per slice each minute). */
export interface SweepSlice {
  slice?: number;
  slices?: number;
}

/** The run's slice of the partitions (all of them without one); the local stage reads the sandbox clock. */
export function scheduledSweepDeps(rt: Runtime, event: SweepSlice) {
  const slices = Math.max(1, Math.floor(event.slices ?? 1));
  const slice = Math.floor(event.slice ?? 0);
  return {
    messages: new MessageRepository(tableOf(rt)),
    queue: queueOf(rt),
    clock: rt.overrides.sandboxClock ?? rt.clock,
    partitions: keys.scheduledPartitions().filter((_, n) => n % slices === slice),
    log: rt.log.child({ fn: 'scheduled-sweeper', slice }),
  };
}
