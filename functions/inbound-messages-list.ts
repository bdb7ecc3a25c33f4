import { json } from '../shared/http/response';
import { inboundMessagesList } from '../shared/http/routes/delivery';
import { listInbound } from '../shared/inbound/inbound';
import { http } from '../shared/wiring/http';
import { inboundDeps } from '../shared/wiring/inbound';

/** GET /inbound-messages?number=&limit=&cursor=: the account's replies, newest first (messages.read). */
export const handler = http(inboundMessagesList, inboundDeps, async (req, deps) => {
  const { limit, cursor, number } = req.query;
  const page = { limit, ...(cursor ? { cursor } : {}) };
  return json(200, await listInbound(deps, { accountId: req.principal.accountId, page, number }));
});
