import { listOptOuts } from '../shared/contacts/opt-outs';
import { json } from '../shared/http/response';
import { optOutsList } from '../shared/http/routes/contacts';
import { optOutDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /opt-outs: current opt-outs, newest first. */
export const handler = http(optOutsList, optOutDeps, async (req, deps) =>
  json(200, await listOptOuts(deps, { accountId: req.principal.accountId, page: req.query })),
);
