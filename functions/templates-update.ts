import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { publicTemplate, updateTemplate } from '../shared/templates/manage-templates';

/** PUT /templates/{id}: replace a template's name and body (templates.manage). */
export const handler = httpHandler('templates-update', async (req) => {
  const template = await updateTemplate(signedIn(req), req.params.id ?? '', req.body);
  return json(200, publicTemplate(template));
});
