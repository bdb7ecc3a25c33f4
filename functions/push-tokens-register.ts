import { PushTokenRepository } from '../shared/db/push-token-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { registerPushToken } from '../shared/push/push-token';
import { pushTokensRegister } from '../shared/routes/workspace';
import { http } from '../shared/wiring/http';

/** POST /push-tokens `{token, platform}` (any signed-in user): 201 `{id, platform, createdAt}`, idempotent (same id). */
export const handler = http(
  pushTokensRegister,
  (rt) => ({ pushTokens: new PushTokenRepository(tableOf(rt)) }),
  async (req, deps) => {
    return json(201, await registerPushToken(deps, { caller: req, input: req.body }));
  },
);
