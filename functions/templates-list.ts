import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { listTemplates } from '../shared/templates/manage-templates';

/** GET /templates: the account's templates, newest first, paginated (messages.read). */
export const handler = httpHandler('templates-list', async (req) => {
  return json(200, await listTemplates(signedIn(req), listQuery(req.query)));
});
