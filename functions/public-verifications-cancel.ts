import { json } from '../shared/http/response';
import { publicVerificationsCancel } from '../shared/http/routes/verify';
import { publicVerification } from '../shared/verify/verification';
import { cancelVerification } from '../shared/verify/verify';
import { http } from '../shared/wiring/http';
import { verifyDeps } from '../shared/wiring/verify';

/** POST /public/verifications/{id}/cancel: a pending verification canceled (its code no longer checks); else 409. */
export const handler = http(publicVerificationsCancel, verifyDeps, async (req, deps) => {
  const v = await cancelVerification(deps, { accountId: req.principal.accountId, id: req.params.id });
  return json(200, publicVerification(v, deps.clock.now()));
});
