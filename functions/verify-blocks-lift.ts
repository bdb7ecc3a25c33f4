import { tableOf } from '../shared/db/table';
import { VerifyGuardRepository } from '../shared/db/verify-guard-repository';
import { notFound } from '../shared/errors';
import { noContent } from '../shared/http/response';
import { verifyBlocksLift } from '../shared/http/routes/verify';
import { http } from '../shared/wiring/http';

/** DELETE /verify/blocks/{prefix} (accounts.manage): lifts a block; the prefix's counters start afresh. */
export const handler = http(
  verifyBlocksLift,
  (rt) => new VerifyGuardRepository(tableOf(rt)),
  async (req, guard) => {
    const prefix = req.params.prefix.startsWith('+') ? req.params.prefix : `+${req.params.prefix}`;
    if (!(await guard.lift(req.principal.accountId, prefix)).ok) throw notFound('Block');
    req.log.info('verify block lifted', { prefix, userId: req.principal.userId });
    return noContent();
  },
);
