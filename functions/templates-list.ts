import { json } from '../shared/http/response';
import { templatesList } from '../shared/http/routes/workspace';
import { listTemplates } from '../shared/templates/manage-templates';
import { http } from '../shared/wiring/http';
import { templateDeps } from '../shared/wiring/workspace';

/** GET /templates: the account's templates, newest first, paginated (messages.read). */
export const handler = http(templatesList, templateDeps, async (req, deps) =>
  json(200, await listTemplates(deps, { accountId: req.principal.accountId, page: req.query })),
);
