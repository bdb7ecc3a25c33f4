import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { deleteTemplate } from '../shared/templates/manage-templates';

/** DELETE /templates/{id}: delete a template (templates.manage); 204, or 404 when it is not the account's. */
export const handler = httpHandler('templates-delete', async (req) => {
  await deleteTemplate(signedIn(req), req.params.id ?? '');
  return noContent();
});
