import { notFound, unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { publicMessage } from '../shared/messages/message';
import { repositories } from '../shared/repositories';

/** GET /public/sms/{id}: a message's status (scope sms.read); another account's message is simply not found. */
export const handler = httpHandler('public-get-sms', async (req) => {
  if (req.principal.type !== 'apiKey') throw unauthorized();
  const id = req.params.id ?? '';
  const message = /^msg_[0-9A-HJKMNP-TV-Z]{26}$/.test(id) ? await repositories(req.rt).messages.get(id) : undefined;
  if (!message || message.accountId !== req.principal.accountId) throw notFound('Message');
  return json(200, publicMessage(message));
});
