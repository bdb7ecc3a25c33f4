import { ApiKeyRepository } from '../shared/db/api-key-repository';
import { tableOf } from '../shared/db/table';
import { VerifyGuardRepository } from '../shared/db/verify-guard-repository';
import { json } from '../shared/http/response';
import { verifyOverview as route } from '../shared/http/routes/verify';
import { verifyOverview } from '../shared/verify/overview';
import { http } from '../shared/wiring/http';

/** GET /verify/overview (accounts.manage): Verify's conversion and refused starts of the account (decision 1705). */
export const handler = http(
  route,
  (rt) => ({
    guard: new VerifyGuardRepository(tableOf(rt)),
    apiKeys: new ApiKeyRepository(tableOf(rt)),
    // The sandbox clock on the local stage, as the guard counts by it (shared/wiring/verify.ts).
    clock: rt.overrides.sandboxClock ?? rt.clock,
  }),
  async (req, deps) => json(200, await verifyOverview(deps, req.principal.accountId)),
);
