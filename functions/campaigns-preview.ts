import { previewCampaign } from '../shared/campaigns/campaign';
import { json } from '../shared/http/response';
import { campaignsPreview } from '../shared/http/routes/campaigns';
import { campaignPreviewDeps } from '../shared/wiring/campaign-run';
import { http } from '../shared/wiring/http';

/** POST /campaigns/{id}/preview: recipients, opted out, the estimate and moderated samples. */
export const handler = http(campaignsPreview, campaignPreviewDeps, async (req, deps) =>
  json(200, await previewCampaign(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
