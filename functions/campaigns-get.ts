import { getCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsGet } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** GET /campaigns/{id}: the campaign with its counts. */
export const handler = http(campaignsGet, campaignEditDeps, async (req, deps) =>
  json(200, await getCampaign(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
