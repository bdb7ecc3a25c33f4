import { refreshSession } from '../shared/auth/session';
import { json } from '../shared/http/response';
import { authRefresh } from '../shared/http/routes/auth';
import { sessionDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/** POST /auth/refresh: a new token pair; the refresh token rotates, and reusing a rotated one revokes its family. */
export const handler = http(authRefresh, sessionDeps, async (req, deps) =>
  json(200, await refreshSession(deps, req.body)),
);
