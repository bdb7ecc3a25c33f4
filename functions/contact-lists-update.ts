import { renameList } from '../shared/contacts/manage-lists';
import { json } from '../shared/http/response';
import { contactListsUpdate } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** PATCH /contact-lists/{id} `{name}`. */
export const handler = http(contactListsUpdate, contactDeps, async (req, deps) =>
  json(200, await renameList(deps, { actor: req, id: req.params.id, input: req.body })),
);
