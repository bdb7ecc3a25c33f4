import { z } from 'zod';
import { idPattern } from '../db/id-cursor';
import { notFound } from '../http/errors';
import { listQuery } from '../http/pagination';
import type { UserPrincipal } from '../http/signed-in';
import { parseWith } from '../http/validate';
import type { Repositories } from '../repositories';
import { MESSAGE_STATUSES, publicMessage } from './message';

const MESSAGE_ID = idPattern('msg');

export const StatusQuery = z.object({ status: z.enum(MESSAGE_STATUSES).optional() });

interface Reader {
  repos: Repositories;
  principal: UserPrincipal;
}

/** GET /messages?status=&limit=&cursor=: the account's messages (every source), newest first. */
export async function listMessages(caller: Reader, query: Record<string, string>) {
  const page = listQuery(query);
  const { status } = parseWith(StatusQuery, { status: query.status === '' ? undefined : query.status }, 'Query');
  const result = await caller.repos.messages.listByAccount(caller.principal.accountId, {
    ...page,
    ...(status ? { status } : {}),
  });
  return { items: result.items.map(publicMessage), nextCursor: result.nextCursor };
}

/** GET /messages/{id}: one of the account's messages; another account's id is 404 NOT_FOUND. */
export async function getMessage(caller: Reader, id: string) {
  const message = MESSAGE_ID.test(id) ? await caller.repos.messages.get(id) : undefined;
  if (!message || message.accountId !== caller.principal.accountId) throw notFound('Message');
  return publicMessage(message);
}
