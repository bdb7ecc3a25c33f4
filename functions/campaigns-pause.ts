import { pauseCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsPause } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** POST /campaigns/{id}/pause: SENDING to PAUSED. */
export const handler = http(campaignsPause, campaignEditDeps, async (req, deps) =>
  json(200, await pauseCampaign(deps, { actor: req, id: req.params.id })),
);
