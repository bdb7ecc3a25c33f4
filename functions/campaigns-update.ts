import { updateCampaign } from '../shared/campaigns/manage-campaigns';
import { json } from '../shared/http/response';
import { campaignsUpdate } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';
import { moderationOf } from '../shared/wiring/moderation';

/** PATCH /campaigns/{id}: DRAFT or SCHEDULED only; a new sender id passes moderation (decision 0830). */
export const handler = http(
  campaignsUpdate,
  (rt) => ({ ...campaignEditDeps(rt), moderation: moderationOf(rt) }),
  async (req, deps) => json(200, await updateCampaign(deps, { actor: req, id: req.params.id, input: req.body })),
);
