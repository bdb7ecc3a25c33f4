import { json } from '../shared/http/response';
import { templatesCreate } from '../shared/http/routes/workspace';
import { createTemplate } from '../shared/templates/manage-templates';
import { http } from '../shared/wiring/http';
import { templateDeps } from '../shared/wiring/workspace';

/** POST /templates: save a message template (templates.manage); `variables` lists the {{names}} found. */
export const handler = http(templatesCreate, templateDeps, async (req, deps) =>
  json(201, await createTemplate(deps, { actor: req, input: req.body })),
);
