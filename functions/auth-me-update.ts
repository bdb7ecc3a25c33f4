import { updateMe } from '../shared/accounts/me';
import { json } from '../shared/http/response';
import { authMeUpdate } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { meDeps } from '../shared/wiring/users';

/** PATCH /auth/me `{timeZone}`: the signed-in user's own time zone (an IANA name); answers as GET /auth/me. */
export const handler = http(authMeUpdate, meDeps, async (req, deps) =>
  json(200, await updateMe(deps, req.principal, req.body)),
);
