import { json } from '../shared/http/response';
import { accountDeletion } from '../shared/http/routes/account';
import { requestDeletion } from '../shared/privacy/account-privacy';
import { http } from '../shared/wiring/http';
import { deletionRequestDeps } from '../shared/wiring/privacy';

/**
 * POST /account/deletion: the owner confirms with the account's name and their password; the account is locked at
 * once (every key and token refused), and a deletion job is queued (202). Audited account.deletion_requested, and
 * account.deleted when the job is done.
 */
export const handler = http(accountDeletion, deletionRequestDeps, async (req, deps) =>
  json(
    202,
    await requestDeletion(deps, {
      principal: req.principal,
      accountName: req.body.accountName,
      password: req.body.password,
      ip: req.ip,
      nowMs: req.nowMs,
    }),
  ),
);
