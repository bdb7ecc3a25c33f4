import { getList } from '../shared/contacts/manage-lists';
import { json } from '../shared/http/response';
import { contactListsGet } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /contact-lists/{id}. */
export const handler = http(contactListsGet, contactDeps, async (req, deps) =>
  json(200, await getList(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
