import * as z from 'zod/mini';
import { notFound } from '../errors';
import { idPattern } from '../ids';
import type { PageRequest } from '../page';
import { MESSAGE_STATUSES, type MessageStatus, type MessageStore, publicMessage } from './message';

const MESSAGE_ID = idPattern('msg');

/** `?status=` of the dashboard's message list. */
export const MessageStatusFilter = z.optional(z.enum(MESSAGE_STATUSES));

/** `GET /messages?status=`: the account's messages (every source), newest first. */
export async function listMessages(
  { messages }: { messages: MessageStore },
  { accountId, page, status }: { accountId: string; page: PageRequest; status?: MessageStatus },
) {
  const result = await messages.listByAccount(accountId, page, status);
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
