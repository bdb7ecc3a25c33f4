import { json } from '../shared/http/response';
import { messagesGet } from '../shared/http/routes/messages';
import { getMessage } from '../shared/messages/dashboard-messages';
import { http } from '../shared/wiring/http';
import { messageReadDeps } from '../shared/wiring/messages';

/** GET /messages/{id}: one of the account's messages (messages.read); another account's is 404. */
export const handler = http(messagesGet, messageReadDeps, async (req, deps) =>
  json(200, await getMessage(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
