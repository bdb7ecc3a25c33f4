import { type ReleaseResult, releaseScheduledMessages } from '../shared/messages/scheduled';
import { runtime } from '../shared/runtime';
import { type SweepSlice, scheduledSweepDeps } from '../shared/wiring/scheduled';

/**
 * Scheduled every minute: releases the scheduled messages whose SendAt came (docs/decisions/1607-scheduled-messages.md)
 * onto the send queue; each run walks the partitions of its slice (all of them without one). The local stage's
 * schedules read the sandbox clock, as campaigns do.
 */
export const handler = async (event: SweepSlice = {}): Promise<ReleaseResult> => {
  const { log, ...deps } = scheduledSweepDeps(runtime(), event);
  return releaseScheduledMessages(deps, log);
};
