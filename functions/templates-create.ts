import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { createTemplate, publicTemplate } from '../shared/templates/manage-templates';

/** POST /templates: save a message template (templates.manage); `variables` lists the {{names}} found. */
export const handler = httpHandler('templates-create', async (req) => {
  const template = await createTemplate(signedIn(req), req.body);
  return json(201, publicTemplate(template));
});
