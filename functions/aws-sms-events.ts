import type { SNSEvent } from 'aws-lambda';
import { applyAwsSmsEvents } from '../shared/messages/aws-sms-events';
import { runtime } from '../shared/runtime';
import { awsSmsEventDeps } from '../shared/wiring/aws-sms-events';

/**
 * AWS End User Messaging SMS events, from the stack's SNS topic (the configuration set's event destination and the
 * two-way channel of the origination identities). SNS invokes this function only from that topic, so there is no
 * signature to check. An error fails the invocation: SNS retries it.
 */
export const handler = async (event: SNSEvent): Promise<{ applied: number }> =>
  applyAwsSmsEvents(awsSmsEventDeps(runtime()), event.Records);
