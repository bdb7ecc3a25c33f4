import * as z from 'zod/mini';
import { notFound } from '../errors';
import { idPattern } from '../ids';
import type { PageRequest } from '../page';
import {
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type MessageRecord,
  type MessageSource,
  type MessageStatus,
  type MessageStore,
  publicMessage,
} from './message';
import { numberDigits } from './phone';

const MESSAGE_ID = idPattern('msg');

/** `?status=` of the dashboard's message list. */
export const MessageStatusFilter = z.optional(z.enum(MESSAGE_STATUSES));

/**
 * The message log's other filters (issue 29; docs/decisions/1532-message-log-filters.md): all optional, combined with
 * AND, applied server-side while the list is read (a filtered page may be short, with a cursor to go on).
 */
export const MessageLogFilters = {
  number: z.optional(
    z
      .string()
      .check(
        z.regex(/^[+\d\s()-]{3,20}$/, 'number must be digits of a phone number (3 or more)'),
        z.describe('Digits of the recipient number, any part of it: 0821234567, +27821234567 or 4567'),
      ),
  ),
  source: z.optional(z.enum(MESSAGE_SOURCES)),
  campaignId: z.optional(z.string().check(z.maxLength(64), z.describe('Only the messages of this campaign'))),
  createdAfter: z.optional(
    z.iso.datetime({ offset: true }).check(z.describe('Only messages created at or after this time (ISO 8601)')),
  ),
  createdBefore: z.optional(
    z.iso.datetime({ offset: true }).check(z.describe('Only messages created before this time (ISO 8601)')),
  ),
};

export interface MessageFilter {
  status?: MessageStatus;
  number?: string;
  source?: MessageSource;
  campaignId?: string;
  createdAfter?: string;
  createdBefore?: string;
}

/**
 * IDs order the list by creation (ULIDs): once a message older than `createdAfter` is reached, every later one is
 * older still. A campaign's messages get their id when the campaign is expanded, a little before they are stored, so
 * the list stops only a margin past the bound.
 */
const STOP_MARGIN_MS = 15 * 60_000;

function predicates(f: MessageFilter) {
  const digits = f.number ? numberDigits(f.number) : undefined;
  const after = f.createdAfter ? Date.parse(f.createdAfter) : undefined;
  const before = f.createdBefore ? Date.parse(f.createdBefore) : undefined;
  const keep = (m: MessageRecord) =>
    (!f.status || m.status === f.status) &&
    (!digits || m.to.replace(/\D/g, '').includes(digits)) &&
    (!f.source || m.source === f.source) &&
    (!f.campaignId || m.campaignId === f.campaignId) &&
    (after === undefined || Date.parse(m.createdAt) >= after) &&
    (before === undefined || Date.parse(m.createdAt) < before);
  const stop = after === undefined ? undefined : (m: MessageRecord) => Date.parse(m.createdAt) < after - STOP_MARGIN_MS;
  return { keep, ...(stop ? { stop } : {}) };
}

/** `GET /messages?status=&number=&source=&campaignId=&createdAfter=&createdBefore=`: newest first. */
export async function listMessages(
  { messages }: { messages: MessageStore },
  { accountId, query }: { accountId: string; query: PageRequest & MessageFilter },
) {
  const { limit, cursor, ...filter } = query;
  const page = { limit, ...(cursor ? { cursor } : {}) };
  const only = Object.values(filter).some((v) => v !== undefined);
  const result = only
    ? await messages.listByAccount(accountId, page, undefined, predicates(filter))
    : await messages.listByAccount(accountId, page);
  return { items: result.items.map(publicMessage), nextCursor: result.nextCursor };
}

/** `GET /messages/{id}` and `GET /public/sms/{id}`: one of the account's messages; another account's is 404. */
export async function getMessage(
  { messages }: { messages: MessageStore },
  { accountId, id }: { accountId: string; id: string },
) {
  const message = MESSAGE_ID.test(id) ? await messages.get(id) : undefined;
  if (!message || message.accountId !== accountId) throw notFound('Message');
  return publicMessage(message);
}
