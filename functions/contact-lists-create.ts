import { createList } from '../shared/contacts/manage-lists';
import { json } from '../shared/http/response';
import { contactListsCreate } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** POST /contact-lists. */
export const handler = http(contactListsCreate, contactDeps, async (req, deps) =>
  json(201, await createList(deps, { actor: req, input: req.body })),
);
