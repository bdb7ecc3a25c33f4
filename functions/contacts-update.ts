import { updateContact } from '../shared/contacts/contact';
import { json } from '../shared/http/response';
import { contactsUpdate } from '../shared/http/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** PATCH /contacts/{id}. */
export const handler = http(contactsUpdate, contactDeps, async (req, deps) =>
  json(200, await updateContact(deps, { actor: req, id: req.params.id, input: req.body })),
);
