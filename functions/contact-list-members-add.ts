import { addMembers } from '../shared/contacts/manage-lists';
import { json } from '../shared/http/response';
import { contactListMembersAdd } from '../shared/http/routes/contact-lists';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** POST /contact-lists/{id}/members `{contactIds}`: idempotent; answers the list with its count. */
export const handler = http(contactListMembersAdd, contactDeps, async (req, deps) =>
  json(200, await addMembers(deps, { actor: req, id: req.params.id, contactIds: req.body.contactIds })),
);
