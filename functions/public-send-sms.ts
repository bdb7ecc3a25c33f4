import { unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { sendMessage } from '../shared/messages/send-message';
import { repositories } from '../shared/repositories';

/** POST /public/sms/send: send one SMS with an API key (scope sms.send). */
export const handler = httpHandler(
  'public-send-sms',
  async (req) => {
    if (req.principal.type !== 'apiKey') throw unauthorized();
    const outcome = await sendMessage(
      {
        rt: req.rt,
        repos: repositories(req.rt),
        log: req.log,
        accountId: req.principal.accountId,
        source: 'api',
        actor: { apiKeyId: req.principal.keyId },
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
  },
  { overlapAdmission: true },
);
