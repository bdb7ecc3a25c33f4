import { listApiKeys } from '../shared/api-keys/manage-api-keys';
import { json } from '../shared/http/response';
import { apiKeysList } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { apiKeyDeps } from '../shared/wiring/team';

/** GET /api-keys: the account's keys, newest first, each with its prefix only (never the value or its hash). */
export const handler = http(apiKeysList, apiKeyDeps, async (req, deps) =>
  json(200, await listApiKeys(deps, { accountId: req.principal.accountId, page: req.query })),
);
