import { createCampaign } from '../shared/campaigns/manage-campaigns';
import { json } from '../shared/http/response';
import { campaignsCreate } from '../shared/http/routes/campaigns';
import { campaignEditDeps } from '../shared/wiring/campaigns';
import { http } from '../shared/wiring/http';
import { moderationOf } from '../shared/wiring/moderation';

/** POST /campaigns: a DRAFT campaign; its sender id passes moderation (decision 0830). */
export const handler = http(
  campaignsCreate,
  (rt) => ({ ...campaignEditDeps(rt), moderation: moderationOf(rt) }),
  async (req, deps) => json(201, await createCampaign(deps, { actor: req, input: req.body })),
);
