import { json } from '../shared/http/response';
import { accountExport } from '../shared/http/routes/account';
import { exportAccount } from '../shared/privacy/account-privacy';
import { http } from '../shared/wiring/http';
import { exportDeps } from '../shared/wiring/privacy';

/**
 * GET /account/export: the caller's whole account as `{type, data}` items, page by page (?limit=, ?cursor=; the
 * cursor works for this account only), with no secret, hash or password; each page audited as account.exported.
 */
export const handler = http(accountExport, exportDeps, async (req, deps) =>
  json(200, await exportAccount(deps, { principal: req.principal, page: req.query, ip: req.ip, nowMs: req.nowMs })),
);
