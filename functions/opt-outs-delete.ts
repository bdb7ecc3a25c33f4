import { removeOptOut } from '../shared/contacts/opt-outs';
import { noContent } from '../shared/http/response';
import { optOutsDelete } from '../shared/http/routes/contacts';
import { optOutDeps } from '../shared/wiring/contacts';
import { http } from '../shared/wiring/http';

/** DELETE /opt-outs/{phone}: the number may receive campaigns again (audited optout.removed). */
export const handler = http(optOutsDelete, optOutDeps, async (req, deps) => {
  await removeOptOut(deps, { actor: req, phone: req.params.phone });
  return noContent();
});
