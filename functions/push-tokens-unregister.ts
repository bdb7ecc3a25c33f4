import { noContent } from '../shared/http/response';
import { pushTokensUnregister } from '../shared/http/routes/workspace';
import { unregisterPushToken } from '../shared/push/push-token';
import { http } from '../shared/wiring/http';
import { pushTokenDeps } from '../shared/wiring/push-tokens';

/** POST /push-tokens/unregister `{token}` (any signed-in user): 204; only the caller's own token is removed. */
export const handler = http(pushTokensUnregister, pushTokenDeps, async (req, deps) => {
  await unregisterPushToken(deps, { caller: req, input: req.body });
  return noContent();
});
