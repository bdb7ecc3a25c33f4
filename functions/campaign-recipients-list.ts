import { listRecipients, RECIPIENT_POSITION } from '../shared/campaigns/manage-campaigns';
import { decodeAfter, encodeAfter, listScope } from '../shared/db/cursor';
import { json } from '../shared/http/response';
import { campaignRecipientsList } from '../shared/http/routes/campaigns';
import { campaignRecipientDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** GET /campaigns/{id}/recipients?status=: in audience order, each with its message and state. */
export const handler = http(campaignRecipientsList, campaignRecipientDeps, async (req, deps) => {
  const { limit, cursor, status } = req.query;
  const scope = listScope('recipients', req.params.id, status ?? '');
  return json(
    200,
    await listRecipients(deps, {
      accountId: req.principal.accountId,
      id: req.params.id,
      page: { limit, ...(cursor ? { cursor } : {}) },
      ...(status ? { status } : {}),
      decode: (c) => decodeAfter(c, RECIPIENT_POSITION, scope),
      encode: (p) => encodeAfter(p, scope),
    }),
  );
});
