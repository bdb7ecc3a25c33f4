import { removeMember } from '../shared/contacts/manage-lists';
import { noContent } from '../shared/http/response';
import { contactListMembersRemove } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** DELETE /contact-lists/{id}/members/{contactId}: idempotent. */
export const handler = http(contactListMembersRemove, contactDeps, async (req, deps) => {
  await removeMember(deps, { actor: req, id: req.params.id, contactId: req.params.contactId });
  return noContent();
});
