import { listLists } from '../shared/contacts/manage-lists';
import { json } from '../shared/http/response';
import { contactListsList } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /contact-lists: newest first. */
export const handler = http(contactListsList, contactDeps, async (req, deps) =>
  json(200, await listLists(deps, { accountId: req.principal.accountId, page: req.query })),
);
