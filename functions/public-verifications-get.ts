import { json } from '../shared/http/response';
import { publicVerificationsGet } from '../shared/http/routes/verify';
import { publicVerification } from '../shared/verify/verification';
import { verificationOf } from '../shared/verify/verify';
import { http } from '../shared/wiring/http';
import { verifyDeps } from '../shared/wiring/verify';

/** GET /public/verifications/{id}: its status (a pending one past its expiry reads expired), never its code. */
export const handler = http(publicVerificationsGet, verifyDeps, async (req, deps) => {
  const v = await verificationOf(deps, req.principal.accountId, req.params.id);
  return json(200, publicVerification(v, deps.clock.now()));
});
