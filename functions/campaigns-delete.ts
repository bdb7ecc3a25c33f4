import { deleteCampaign } from '../shared/campaigns/manage-campaigns';
import { noContent } from '../shared/http/response';
import { campaignsDelete } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';

/** DELETE /campaigns/{id}: DRAFT only. */
export const handler = http(campaignsDelete, campaignEditDeps, async (req, deps) => {
  await deleteCampaign(deps, { actor: req, id: req.params.id });
  return noContent();
});
