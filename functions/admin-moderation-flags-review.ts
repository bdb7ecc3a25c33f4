import { json } from '../shared/http/response';
import { adminModerationFlagsReview } from '../shared/http/routes/moderation';
import { reviewFlag } from '../shared/moderation/flag-review';
import { adminFlagReviewDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/**
 * PATCH /admin/moderation-flags/{id} `{status, note?}`: reviews a flag and answers 200 with it. ACCOUNT_SUSPENDED
 * also suspends the flag's account; no other status does (platform administrators only).
 */
export const handler = http(adminModerationFlagsReview, adminFlagReviewDeps, async (req, deps) =>
  json(200, await reviewFlag(deps, { actor: req, flagId: req.params.id, input: req.body })),
);
