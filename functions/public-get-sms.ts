import { json } from '../shared/http/response';
import { publicGetSms } from '../shared/http/routes/public';
import { getMessage } from '../shared/messages/dashboard-messages';
import { http } from '../shared/wiring/http';
import { messageReadDeps } from '../shared/wiring/messages';

/** GET /public/sms/{id}: a message's status (scope sms.read); another account's message is simply not found. */
export const handler = http(publicGetSms, messageReadDeps, async (req, deps) =>
  json(200, await getMessage(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
