import { tableOf } from '../shared/db/table';
import { VerifyGuardRepository } from '../shared/db/verify-guard-repository';
import { json } from '../shared/http/response';
import { verifyBlocksList } from '../shared/http/routes/verify';
import { http } from '../shared/wiring/http';

/** GET /verify/blocks (accounts.manage): the prefixes the fraud guard blocked on the account (decision 1702). */
export const handler = http(
  verifyBlocksList,
  (rt) => new VerifyGuardRepository(tableOf(rt)),
  async (req, guard) => json(200, { blocks: await guard.blocks(req.principal.accountId) }),
);
