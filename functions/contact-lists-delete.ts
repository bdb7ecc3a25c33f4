import { deleteList } from '../shared/contacts/manage-lists';
import { noContent } from '../shared/http/response';
import { contactListsDelete } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** DELETE /contact-lists/{id}: its contacts stay. */
export const handler = http(contactListsDelete, contactDeps, async (req, deps) => {
  await deleteList(deps, { actor: req, id: req.params.id });
  return noContent();
});
