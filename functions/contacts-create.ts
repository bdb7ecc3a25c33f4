import { createContact } from '../shared/contacts/contact';
import { json } from '../shared/http/response';
import { contactsCreate } from '../shared/http/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** POST /contacts: one contact per phone per account (409 CONFLICT for a phone already there). */
export const handler = http(contactsCreate, contactDeps, async (req, deps) =>
  json(201, await createContact(deps, { actor: req, input: req.body })),
);
