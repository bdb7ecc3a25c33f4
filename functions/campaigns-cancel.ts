import { cancelCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsCancel } from '../shared/http/routes/campaigns';
import { campaignDeps } from '../shared/wiring/campaign-control';
import { http } from '../shared/wiring/http';

/** POST /campaigns/{id}/cancel: CANCELLED; the reservation is released once nothing sends. */
export const handler = http(campaignsCancel, campaignDeps, async (req, deps) =>
  json(200, await cancelCampaign(deps, { actor: req, id: req.params.id })),
);
