import { json } from '../shared/http/response';
import { pushTokensRegister } from '../shared/http/routes/workspace';
import { registerPushToken } from '../shared/push/push-token';
import { http } from '../shared/wiring/http';
import { pushTokenDeps } from '../shared/wiring/push-tokens';

/** POST /push-tokens `{token, platform}` (any signed-in user): 201 `{id, platform, createdAt}`, idempotent (same id). */
export const handler = http(pushTokensRegister, pushTokenDeps, async (req, deps) =>
  json(201, await registerPushToken(deps, { caller: req, input: req.body })),
);
