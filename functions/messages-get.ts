import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { getMessage } from '../shared/messages/dashboard-messages';

/** GET /messages/{id}: one of the account's messages (messages.read); another account's is 404. */
export const handler = httpHandler('messages-get', async (req) => {
  return json(200, await getMessage(signedIn(req), req.params.id ?? ''));
});
