import { launchCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsLaunch } from '../shared/http/routes/campaigns';
import { campaignDeps } from '../shared/wiring/campaign-control';
import { http } from '../shared/wiring/http';

/** POST /campaigns/{id}/launch: reserves the estimated cost; SCHEDULED or SENDING (audited campaign.sent). */
export const handler = http(campaignsLaunch, campaignDeps, async (req, deps) =>
  json(202, await launchCampaign(deps, { actor: req, id: req.params.id, input: req.body ?? {} })),
);
