import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { unregisterPushToken } from '../shared/push/push-token';

/** POST /push-tokens/unregister `{token}` (any signed-in user): 204; only the caller's own token is removed. */
export const handler = httpHandler('push-tokens-unregister', async (req) => {
  await unregisterPushToken(signedIn(req), req.body);
  return noContent();
});
