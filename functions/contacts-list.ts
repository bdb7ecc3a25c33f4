import { listContacts } from '../shared/contacts/contact';
import { json } from '../shared/http/response';
import { contactsList } from '../shared/http/routes/contacts';
import { contactDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** GET /contacts?listId=&search=&optedOut=: newest first. */
export const handler = http(contactsList, contactDeps, async (req, deps) => {
  const { limit, cursor, listId, search, optedOut } = req.query;
  return json(
    200,
    await listContacts(deps, {
      accountId: req.principal.accountId,
      page: { limit, ...(cursor ? { cursor } : {}) },
      filter: {
        ...(listId !== undefined ? { listId } : {}),
        ...(search !== undefined ? { search } : {}),
        ...(optedOut !== undefined ? { optedOut } : {}),
      },
    }),
  );
});
