import { json } from '../shared/http/response';
import { templatesUpdate } from '../shared/http/routes/workspace';
import { updateTemplate } from '../shared/templates/manage-templates';
import { http } from '../shared/wiring/http';
import { templateDeps } from '../shared/wiring/workspace';

/** PUT /templates/{id}: replace a template's name and body (templates.manage). */
export const handler = http(templatesUpdate, templateDeps, async (req, deps) =>
  json(200, await updateTemplate(deps, { actor: req, id: req.params.id, input: req.body })),
);
