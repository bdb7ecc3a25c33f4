/**
 * Contracts of the dashboard's message list and message view (contract "Account routes"), apart from the other account
 * routes so that these two carry none of their schemas (docs/decisions/0601-lean-runtime.md).
 */
import * as z from 'zod/mini';
import { MessageLogFilters, MessageStatusFilter } from '../../messages/dashboard-messages';
import { defineRoute } from '../contract';
import { listQuery, pathParams } from '../pagination';

export const messagesList = defineRoute({
  id: 'messages-list',
  method: 'GET',
  path: '/messages',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: listQuery({ status: MessageStatusFilter, ...MessageLogFilters }) },
});

export const messagesGet = defineRoute({
  id: 'messages-get',
  method: 'GET',
  path: '/messages/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: pathParams('message') },
});

/** A message's history in order (issue 29): accepted, each hand-over, the vendor's answers and receipts, the end. */
export const messagesEvents = defineRoute({
  id: 'messages-events',
  method: 'GET',
  path: '/messages/{id}/events',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: pathParams('message') },
});

/**
 * The account's daily usage over the last 7, 30 or 90 South African days, from the aggregate the event relay keeps
 * (issue 29; docs/decisions/1535-usage-aggregate.md): what the overview's charts show, in one request.
 */
export const usageGet = defineRoute({
  id: 'usage-get',
  method: 'GET',
  path: '/usage',
  auth: 'bearer',
  permission: 'messages.read',
  request: {
    query: z.object({
      days: z._default(
        z.coerce.number().check(
          z.refine((n) => n === 7 || n === 30 || n === 90, 'days must be 7, 30 or 90'),
          z.describe('How many days, today last: 7, 30 or 90'),
        ),
        7,
      ),
    }),
  },
});
