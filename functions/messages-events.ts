import { json } from '../shared/http/response';
import { messagesEvents } from '../shared/http/routes/messages';
import { messageEvents } from '../shared/messages/history';
import { http } from '../shared/wiring/http';
import { messageReadDeps } from '../shared/wiring/messages';

/** GET /messages/{id}/events: the history of one of the account's messages, in order (messages.read). */
export const handler = http(messagesEvents, messageReadDeps, async (req, deps) =>
  json(200, await messageEvents(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
