import { json } from '../shared/http/response';
import { publicVerificationsCheck } from '../shared/http/routes/verify';
import { checkVerification } from '../shared/verify/verify';
import { http } from '../shared/wiring/http';
import { verifyDeps } from '../shared/wiring/verify';

/** POST /public/verifications/{id}/check: a code checked once; approved at most once, whatever the concurrency. */
export const handler = http(publicVerificationsCheck, verifyDeps, async (req, deps) => {
  const { v, status } = await checkVerification(deps, {
    accountId: req.principal.accountId,
    id: req.params.id,
    code: req.body.code,
    log: req.log,
  });
  return json(200, { id: v.id, status });
});
