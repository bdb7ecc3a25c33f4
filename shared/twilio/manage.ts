/**
 * Cancel and delete of the compatible API (docs/decisions/1607-scheduled-messages.md, 1608-twilio-message-delete.md):
 * the caller's own message by its SID, a cancel only while it waits for its SendAt (Twilio's 30409 otherwise), a delete
 * only once nothing more will happen to it (Twilio's 20009 otherwise). Both are one conditional write, so a cancel
 * racing the scheduled sweeper's release refunds once or not at all, and a delete never races a refund.
 */
import type { Clock } from '../clock';
import type { MessageRecord, MessageStore } from '../messages/message';
import { refundEntry } from '../messages/refund';
import { TwilioError, twilioNotFound } from './errors';
import { accountPath } from './resource';
import { idOfSid } from './sid';

type Messages = Pick<MessageStore, 'get' | 'cancelScheduled' | 'remove'>;

/** The caller's message the path's `{Sid}` (with its `.json`) names; Twilio's 404 for anything else. */
export async function ownMessage(messages: Messages, accountId: string, sidParam: string): Promise<MessageRecord> {
  const sid = sidParam.endsWith('.json') ? sidParam.slice(0, -'.json'.length) : '';
  const id = idOfSid(sid, 'SM', 'msg');
  const message = id ? await messages.get(id) : undefined;
  if (!message || message.accountId !== accountId) {
    throw twilioNotFound(`${accountPath(accountId)}/Messages/${sidParam}`);
  }
  return message;
}

const notCancelable = () => new TwilioError(400, 30409, 'This message cannot be canceled');

/** POST .../Messages/{Sid}.json with `Status=canceled`; the only update taken (20422 for anything else). */
export async function updateMessage(
  deps: { messages: Messages; clock: Clock },
  message: MessageRecord,
  fields: Record<string, string>,
): Promise<MessageRecord> {
  if (fields.Status !== 'canceled' || fields.Body !== undefined) {
    throw new TwilioError(
      400,
      20422,
      "Invalid parameter: only Status 'canceled' is taken (a scheduled message's cancel; DELETE removes a message's text)",
    );
  }
  if (message.status !== 'QUEUED' || !message.scheduled) throw notCancelable();
  const nowMs = deps.clock.now();
  const refund = refundEntry(message, nowMs, 'scheduled message canceled');
  // Conditional on it still waiting: released by the sweeper meanwhile, it is sent and nothing is refunded.
  if (!(await deps.messages.cancelScheduled(message, refund, nowMs)).ok) throw notCancelable();
  return (await deps.messages.get(message.id)) ?? message;
}

/** DELETE .../Messages/{Sid}.json: the message's record and list entry, once it is final (never its ledger entries). */
export async function deleteMessage(messages: Messages, message: MessageRecord): Promise<void> {
  if (!(await messages.remove(message)).ok) {
    throw new TwilioError(
      409,
      20009,
      'Cannot delete this resource before it is complete: a message still scheduled, queued, sending or awaiting its delivery receipt',
    );
  }
}
