import { noContent } from '../shared/http/response';
import { templatesDelete } from '../shared/http/routes/workspace';
import { deleteTemplate } from '../shared/templates/manage-templates';
import { http } from '../shared/wiring/http';
import { templateDeps } from '../shared/wiring/workspace';

/** DELETE /templates/{id}: delete a template (templates.manage); 204, or 404 when it is not the account's. */
export const handler = http(templatesDelete, templateDeps, async (req, deps) => {
  await deleteTemplate(deps, { actor: req, id: req.params.id });
  return noContent();
});
