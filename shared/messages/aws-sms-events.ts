import type { Logger } from '../logger';
import { normaliseOriginationIdentity, type OriginationStore } from '../vendors/origination';
import type { CallbackContent } from '../vendors/vendor';
import { applyCallback, type CallbackDeps } from './callbacks';

/** One SNS record of the stack's topic, as much of it as is read. */
export interface SnsRecord {
  Sns: { Message: string; MessageId: string };
}

export interface AwsSmsEventDeps extends Omit<CallbackDeps, 'reader' | 'shardOf'> {
  origination: Pick<OriginationStore, 'ownerOf'>;
  /** The adapter's reading of one SNS message (`readAwsSmsEvent`): an SMS event or a reply, or undefined. */
  read: (message: unknown) => { accountId?: string; content: CallbackContent; destination?: string } | undefined;
  log: Logger;
}

/**
 * AWS End User Messaging SMS events, from the stack's SNS topic: delivery events settle messages (their context names
 * our message and account), replies are received for the account the number they were sent to is assigned to. A
 * message that is not JSON, or of no known account, is dropped with a warning; an error fails the invocation (SNS
 * retries it).
 */
export async function applyAwsSmsEvents(deps: AwsSmsEventDeps, records: SnsRecord[]): Promise<{ applied: number }> {
  const { log } = deps;
  let applied = 0;
  for (const record of records) {
    let message: unknown;
    try {
      message = JSON.parse(record.Sns.Message);
    } catch {
      log.warn('SNS message that is not JSON dropped', { messageId: record.Sns.MessageId });
      continue;
    }
    const read = deps.read(message);
    if (!read) continue;
    let accountId = read.accountId;
    // A reply: the account a platform administrator assigned the number to, while it sends with AWS (decision 0820).
    const destination = read.destination ? normaliseOriginationIdentity(read.destination) : undefined;
    if (!accountId && destination) accountId = await deps.origination.ownerOf(destination);
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
}
