import { getContact } from '../shared/contacts/contact';
import { json } from '../shared/http/response';
import { contactsGet } from '../shared/http/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /contacts/{id}. */
export const handler = http(contactsGet, contactDeps, async (req, deps) =>
  json(200, await getContact(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
