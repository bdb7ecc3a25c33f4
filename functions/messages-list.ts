import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { listMessages } from '../shared/messages/dashboard-messages';

/** GET /messages?status=&limit=&cursor=: the account's messages, newest first (messages.read). */
export const handler = httpHandler('messages-list', async (req) => {
  return json(200, await listMessages(signedIn(req), req.query));
});
