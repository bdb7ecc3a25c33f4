import { notFound, unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /public/balance: the account's SMS credits (scope sms.read). */
export const handler = httpHandler('public-balance', async (req) => {
  if (req.principal.type !== 'apiKey') throw unauthorized();
  const account = await repositories(req.rt).accounts.get(req.principal.accountId);
  if (!account) throw notFound('Account');
  return json(200, { balance: account.balance, unit: 'SMS_CREDITS' });
});
