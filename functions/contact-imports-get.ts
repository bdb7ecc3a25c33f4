import { getImport } from '../shared/contacts/import';
import { json } from '../shared/http/response';
import { contactImportsGet } from '../shared/http/routes/contacts';
import { importDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /contact-imports/{id}: status, counts and the bad rows by line number. */
export const handler = http(contactImportsGet, importDeps, async (req, deps) =>
  json(200, await getImport(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
