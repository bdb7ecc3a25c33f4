import { PushTokenRepository } from '../shared/db/push-token-repository';
import { tableOf } from '../shared/db/table';
import { noContent } from '../shared/http/response';
import { unregisterPushToken } from '../shared/push/push-token';
import { pushTokensUnregister } from '../shared/routes/workspace';
import { http } from '../shared/wiring/http';

/** POST /push-tokens/unregister `{token}` (any signed-in user): 204; only the caller's own token is removed. */
export const handler = http(
  pushTokensUnregister,
  (rt) => ({ pushTokens: new PushTokenRepository(tableOf(rt)) }),
  async (req, deps) => {
    await unregisterPushToken(deps, { caller: req, input: req.body });
    return noContent();
  },
);
