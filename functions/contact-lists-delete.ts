import { deleteList } from '../shared/contacts/manage-contacts';
import { noContent } from '../shared/http/response';
import { contactListsDelete } from '../shared/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** DELETE /contact-lists/{id}: its contacts stay. */
export const handler = http(contactListsDelete, contactDeps, async (req, deps) => {
  await deleteList(deps, { actor: req, id: req.params.id });
  return noContent();
});
