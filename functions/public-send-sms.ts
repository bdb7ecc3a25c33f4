import { unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { sendAndRespond } from '../shared/messages/send-route';

/** POST /public/sms/send: send one SMS with an API key (scope sms.send). */
export const handler = httpHandler(
  'public-send-sms',
  async (req) => {
    if (req.principal.type !== 'apiKey') throw unauthorized();
    return sendAndRespond(req, {
      accountId: req.principal.accountId,
      source: 'api',
      actor: { apiKeyId: req.principal.keyId },
    });
  },
  { overlapAdmission: true },
);
