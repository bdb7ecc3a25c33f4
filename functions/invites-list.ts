import { listInvites } from '../shared/accounts/manage-invites';
import { json } from '../shared/http/response';
import { invitesList } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { inviteDeps } from '../shared/wiring/team';

/** GET /invites: the account's invites with their status (PENDING, ACCEPTED, REVOKED, EXPIRED), newest first, no tokens. */
export const handler = http(invitesList, inviteDeps, async (req, deps) =>
  json(200, await listInvites(deps, { accountId: req.principal.accountId, page: req.query, nowMs: req.nowMs })),
);
