import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { changesOf } from '../shared/db/change-stream';
import { runtime } from '../shared/runtime';
import { relayChanges } from '../shared/webhooks/relay';
import { eventRelayDepsOf } from '../shared/wiring/event-relay';

/**
 * The table's change stream to the webhook queue (docs/decisions/1010-events-from-the-change-stream.md): the events of
 * every committed status change, reply, opt-out and completed campaign. A batch that could not be queued is reported
 * from its first unrelayed change, which Lambda hands over again (then the on-failure destination).
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const rt = runtime();
  const failedAt = await relayChanges(eventRelayDepsOf(rt), changesOf(event.Records), rt.log);
  return { batchItemFailures: failedAt ? [{ itemIdentifier: failedAt }] : [] };
};
