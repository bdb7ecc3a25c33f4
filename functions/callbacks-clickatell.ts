import { noContent } from '../shared/http/response';
import { callbacksClickatell } from '../shared/http/routes/delivery';
import { receiveCallback } from '../shared/messages/callbacks';
import { callbackDeps } from '../shared/wiring/callbacks';
import { http } from '../shared/wiring/http';

/**
 * POST /callbacks/clickatell/{accountId}/{secret}: status and reply callbacks, authenticated by the account's
 * callback secret (403 INVALID_SIGNATURE, nothing changed, otherwise).
 */
export const handler = http(callbacksClickatell, callbackDeps, async (req, deps) => {
  await receiveCallback(deps, {
    provider: 'clickatell',
    accountId: req.params.accountId,
    request: { url: '', headers: req.headers, body: req.body, token: req.params.secret },
    log: req.log,
  });
  return noContent();
});
