import { json } from '../shared/http/response';
import { publicInbound } from '../shared/inbound/inbound';
import { inboundMessagesList } from '../shared/routes/delivery';
import { http } from '../shared/wiring/http';
import { inboundDeps } from '../shared/wiring/inbound';

/** GET /inbound-messages: the account's replies, newest first. */
export const handler = http(inboundMessagesList, inboundDeps, async (req, deps) => {
  const page = await deps.inbound.list(req.principal.accountId, req.query);
  return json(200, { items: page.items.map(publicInbound), nextCursor: page.nextCursor });
});
