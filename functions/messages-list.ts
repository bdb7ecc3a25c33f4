import { json } from '../shared/http/response';
import { messagesList } from '../shared/http/routes/messages';
import { listMessages } from '../shared/messages/dashboard-messages';
import { http } from '../shared/wiring/http';
import { messageReadDeps } from '../shared/wiring/messages';

/** GET /messages?status=&number=&source=&campaignId=&createdAfter=&createdBefore=&limit=&cursor=: the account's messages, newest first (messages.read). */
export const handler = http(messagesList, messageReadDeps, async (req, deps) =>
  json(200, await listMessages(deps, { accountId: req.principal.accountId, query: req.query })),
);
