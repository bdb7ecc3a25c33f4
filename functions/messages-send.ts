import { httpHandler } from '../shared/http/handler';
import { signedIn } from '../shared/http/signed-in';
import { sendAndRespond } from '../shared/messages/send-route';

/**
 * POST /messages: the dashboard send (messages.send). The same body, checks, moderation, charging and Idempotency-Key
 * handling as POST /public/sms/send, through the one send path; the message is recorded with source "dashboard" and
 * the sending user.
 */
export const handler = httpHandler('messages-send', async (req) => {
  const { principal } = signedIn(req);
  return sendAndRespond(req, {
    accountId: principal.accountId,
    source: 'dashboard',
    actor: { userId: principal.userId },
  });
});
