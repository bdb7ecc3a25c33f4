/** Message statuses in words, with the reason of a block or a failure beside them. */
import type { Message, MessageStatus } from '../api/types';

export const STATUS_WORDS: Record<MessageStatus, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  BLOCKED: 'Blocked',
};

/** Where a message came from (the log's Source column and filter, a message's page). */
export const SOURCE_WORDS: Record<Message['source'], string> = {
  api: 'API',
  dashboard: 'Dashboard',
  campaign: 'Campaign',
  system: 'System',
};

const FINAL = new Set<MessageStatus>(['DELIVERED', 'FAILED', 'BLOCKED']);

/** Whether a message may still change status (the lists poll while one may). */
export function isMoving(m: Pick<Message, 'status' | 'deliveryStatus'>): boolean {
  return !FINAL.has(m.status);
}

const CATEGORY_WORDS: Record<string, string> = {
  HATE_SPEECH: 'hate speech',
  ABUSE: 'abuse',
  RACISM: 'racism',
  SPAM: 'spam',
};

export function categoriesInWords(categories: readonly string[]): string {
  return categories.map((c) => CATEGORY_WORDS[c] ?? c.toLowerCase()).join(', ');
}

export function StatusText({ status }: { status: MessageStatus }) {
  return <span className={`status status-${status.toLowerCase()}`}>{STATUS_WORDS[status]}</span>;
}

/** Why a message is where it is: the moderation categories of a block, the vendor's detail otherwise. */
export function statusDetail(m: Message): string {
  if (m.status === 'BLOCKED' && m.moderation?.categories.length) {
    return `Blocked for ${categoriesInWords(m.moderation.categories)}`;
  }
  return m.deliveryStatus ?? '';
}
