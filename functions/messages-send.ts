import { messagesSend } from '../shared/http/routes/send';
import { http } from '../shared/wiring/http';
import { sendDeps, sendRoute } from '../shared/wiring/send';

/**
 * POST /messages: the dashboard send (messages.send). The same body, checks, moderation, charging and Idempotency-Key
 * handling as POST /public/sms/send, through the one send path; recorded with source "dashboard" and the sending user.
 */
export const handler = http(
  messagesSend,
  sendDeps,
  sendRoute(({ principal }) => ({
    accountId: principal.accountId,
    source: 'dashboard',
    actor: { userId: principal.userId },
  })),
);
