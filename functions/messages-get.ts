import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { getMessage } from '../shared/messages/dashboard-messages';
import { messagesGet } from '../shared/routes/messages';
import { http } from '../shared/wiring/http';

/** GET /messages/{id}: one of the account's messages (messages.read); another account's is 404. */
export const handler = http(
  messagesGet,
  (rt) => ({ messages: new MessageRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await getMessage(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
