import { resumeCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsResume } from '../shared/http/routes/campaigns';
import { campaignDeps } from '../shared/wiring/campaign-control';
import { http } from '../shared/wiring/http';

/** POST /campaigns/{id}/resume: PAUSED to SENDING; the rest is sent. */
export const handler = http(campaignsResume, campaignDeps, async (req, deps) =>
  json(200, await resumeCampaign(deps, { actor: req, id: req.params.id })),
);
