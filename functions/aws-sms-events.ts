import type { SNSEvent } from 'aws-lambda';
import { OriginationRepository } from '../shared/db/origination-repository';
import { tableOf } from '../shared/db/table';
import { applyCallback } from '../shared/messages/callbacks';
import { runtime } from '../shared/runtime';
import { readAwsSmsEvent } from '../shared/vendors/aws-sms-vendor';
import { normaliseOriginationIdentity } from '../shared/vendors/origination';
import { callbackDeps } from '../shared/wiring/callbacks';

/**
 * AWS End User Messaging SMS events, from the stack's SNS topic (the configuration set's event destination and the
 * two-way channel of the origination identities): delivery events settle messages (their context names our message
 * and account), replies are received for the account the number they were sent to is assigned to. SNS invokes this
 * function only from that topic, so there is no signature to check. An error fails the invocation: SNS retries it.
 */
export const handler = async (event: SNSEvent): Promise<{ applied: number }> => {
  const rt = runtime();
  const deps = callbackDeps(rt);
  const origination = new OriginationRepository(tableOf(rt));
  const log = rt.log.child({ fn: 'aws-sms-events' });
  let applied = 0;
  for (const record of event.Records) {
    let message: unknown;
    try {
      message = JSON.parse(record.Sns.Message);
    } catch {
      log.warn('SNS message that is not JSON dropped', { messageId: record.Sns.MessageId });
      continue;
    }
    const read = readAwsSmsEvent(message);
    if (!read) continue;
    let accountId = read.accountId;
    // A reply: the account a platform administrator assigned the number to, while it sends with AWS (decision 0820).
    const destination = read.destination ? normaliseOriginationIdentity(read.destination) : undefined;
    if (!accountId && destination) accountId = await origination.ownerOf(destination);
    if (!accountId && read.content.receipts[0]) {
      accountId = (await deps.messages.get(read.content.receipts[0].key))?.accountId;
    }
    if (!accountId) {
      log.warn('AWS SMS event of no known account dropped', { messageId: record.Sns.MessageId });
      continue;
    }
    await applyCallback(deps, accountId, 'aws', read.content, log);
    applied += 1;
  }
  return { applied };
};
