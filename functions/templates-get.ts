import { json } from '../shared/http/response';
import { templatesGet } from '../shared/http/routes/workspace';
import { getTemplate } from '../shared/templates/manage-templates';
import { http } from '../shared/wiring/http';
import { templateDeps } from '../shared/wiring/workspace';

/** GET /templates/{id}: one template of the account (messages.read); another account's id is 404. */
export const handler = http(templatesGet, templateDeps, async (req, deps) =>
  json(200, await getTemplate(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
