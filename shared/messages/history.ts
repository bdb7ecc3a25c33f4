/**
 * A message's history in order (issue 29, `GET /messages/{id}/events`): accepted (or blocked) when created, each
 * hand-over to the vendor, the vendor's answers and receipts, and how it ended, each with its detail and the detail in
 * words. The states after acceptance are recorded on the message item itself by the same write that moves it
 * (shared/db/message-repository.ts), so the history costs no write of its own (docs/capacity.md); a message stored
 * before that was recorded, or a campaign message stored already sent, has what its fields tell.
 * docs/decisions/1531-message-history.md.
 */
import { notFound } from '../errors';
import { idPattern } from '../ids';
import type { MessageEventRecord, MessageRecord, MessageStatus, MessageStore } from './message';
import { detailInWords } from './vendor-codes';

const MESSAGE_ID = idPattern('msg');

export interface MessageEvent {
  at: string;
  status: MessageStatus;
  /** What the service or the vendor said (the message's deliveryStatus at that point); null when nothing. */
  detail: string | null;
  /** The detail in words: a vendor's status or error code explained; null when the detail says it already. */
  explanation: string | null;
}

const CATEGORY_WORDS: Record<string, string> = {
  HATE_SPEECH: 'hate speech',
  ABUSE: 'abuse',
  RACISM: 'racism',
  SPAM: 'spam',
};

function event(at: string, status: MessageStatus, detail: string | null, explanation?: string | null): MessageEvent {
  return { at, status, detail, explanation: explanation === undefined ? detailInWords(detail) : explanation };
}

export function messageHistory(m: MessageRecord): MessageEvent[] {
  const categories = (m.moderation?.categories ?? []).map((c) => CATEGORY_WORDS[c] ?? c.toLowerCase()).join(', ');
  const first =
    m.status === 'BLOCKED'
      ? event(
          m.createdAt,
          'BLOCKED',
          `Blocked by moderation${categories ? `: ${categories}` : ''}`,
          'Content moderation stopped the message before it was sent; it was not charged.',
        )
      : event(
          m.createdAt,
          'QUEUED',
          m.moderation?.verdict === 'FLAGGED' ? `Accepted, flagged for review: ${categories}` : 'Accepted',
          `Accepted${m.cost === 0 ? ', free of charge' : ` and charged ${m.cost} ${m.cost === 1 ? 'credit' : 'credits'}`}${
            m.moderation?.verdict === 'FLAGGED' ? '; sent as usual while a reviewer looks at the flag' : ''
          }.`,
        );
  if (m.status === 'BLOCKED') return [first];
  const recorded = (m.events ?? []).map((e: MessageEventRecord) => event(e.at, e.status, e.detail ?? null));
  const out = [first, ...recorded];
  // A campaign message is stored once handed over: its hand-over is its sentAt.
  if (m.sentAt && !recorded.some((e) => e.status === 'SENT' || e.status === 'SENDING')) {
    out.push(event(m.sentAt, 'SENT', null, 'Handed to the vendor.'));
  }
  // Recorded before the history was (or a state no event names): the state it is in now, since its last change.
  if (out[out.length - 1]!.status !== m.status && !recorded.some((e) => e.status === m.status)) {
    out.push(event(m.updatedAt, m.status, m.deliveryStatus));
  }
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** `GET /messages/{id}/events`: the history of one of the account's messages; another account's is 404. */
export async function messageEvents(
  { messages }: { messages: MessageStore },
  { accountId, id }: { accountId: string; id: string },
): Promise<{ items: MessageEvent[] }> {
  const message = MESSAGE_ID.test(id) ? await messages.get(id) : undefined;
  if (!message || message.accountId !== accountId) throw notFound('Message');
  return { items: messageHistory(message) };
}
