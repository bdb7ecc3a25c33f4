import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { getTemplate, publicTemplate } from '../shared/templates/manage-templates';

/** GET /templates/{id}: one template of the account (messages.read); another account's id is 404. */
export const handler = httpHandler('templates-get', async (req) => {
  return json(200, publicTemplate(await getTemplate(signedIn(req), req.params.id ?? '')));
});
