import { updateCampaign } from '../shared/campaigns/manage-campaigns';
import { json } from '../shared/http/response';
import { campaignsUpdate } from '../shared/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** PATCH /campaigns/{id}: DRAFT or SCHEDULED only. */
export const handler = http(campaignsUpdate, campaignEditDeps, async (req, deps) =>
  json(200, await updateCampaign(deps, { actor: req, id: req.params.id, input: req.body })),
);
