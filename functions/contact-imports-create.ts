import { startImport } from '../shared/contacts/import';
import { json } from '../shared/http/response';
import { contactImportsCreate } from '../shared/http/routes/contacts';
import { importDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** POST /contact-imports: 202 PENDING; the file is kept and read by the import worker from its queue. */
export const handler = http(contactImportsCreate, importDeps, async (req, deps) =>
  json(202, await startImport(deps, { actor: req, input: req.body })),
);
