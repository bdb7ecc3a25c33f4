import { deleteContact } from '../shared/contacts/contact';
import { noContent } from '../shared/http/response';
import { contactsDelete } from '../shared/http/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** DELETE /contacts/{id}. */
export const handler = http(contactsDelete, contactDeps, async (req, deps) => {
  await deleteContact(deps, { actor: req, id: req.params.id });
  return noContent();
});
