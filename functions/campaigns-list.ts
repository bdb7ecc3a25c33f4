import { listCampaigns } from '../shared/campaigns/manage-campaigns';
import { json } from '../shared/http/response';
import { campaignsList } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** GET /campaigns?status=: newest first. */
export const handler = http(campaignsList, campaignEditDeps, async (req, deps) => {
  const { limit, cursor, status } = req.query;
  return json(
    200,
    await listCampaigns(deps, {
      accountId: req.principal.accountId,
      page: { limit, ...(cursor ? { cursor } : {}) },
      ...(status ? { status } : {}),
    }),
  );
});
