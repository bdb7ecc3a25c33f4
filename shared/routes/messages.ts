/**
 * Contracts of the dashboard's message list and message view (contract "Account routes"), apart from the other account
 * routes so that these two carry none of their schemas (docs/decisions/0601-lean-runtime.md).
 */
import { defineRoute } from '../http/contract';
import { listQuery, pathParams } from '../http/pagination';
import { MessageLogFilters, MessageStatusFilter } from '../messages/dashboard-messages';

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
