import { httpHandler } from '../shared/http/handler';
import { signedIn } from '../shared/http/signed-in';
import { sendMessage } from '../shared/messages/send-message';

/**
 * POST /messages: the dashboard send (messages.send). The same body, checks, moderation, charging and Idempotency-Key
 * handling as POST /public/sms/send, through the one send path; the message is recorded with source "dashboard" and
 * the sending user.
 */
export const handler = httpHandler('messages-send', async (req) => {
  const { rt, repos, principal, log } = signedIn(req);
  const outcome = await sendMessage(
    {
      rt,
      repos,
      log,
      accountId: principal.accountId,
      source: 'dashboard',
      actor: { userId: principal.userId },
      idempotencyKey: req.headers['idempotency-key'],
      admission: req.admission,
    },
    req.body,
  );
  return {
    statusCode: outcome.statusCode,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    },
    body: outcome.body,
  };
});
