import { createCampaign } from '../shared/campaigns/manage-campaigns';
import { json } from '../shared/http/response';
import { campaignsCreate } from '../shared/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** POST /campaigns: a DRAFT campaign. */
export const handler = http(campaignsCreate, campaignEditDeps, async (req, deps) =>
  json(201, await createCampaign(deps, { actor: req, input: req.body })),
);
