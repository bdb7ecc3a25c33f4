import { publicUser } from '../shared/accounts/user';
import { notFound, unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /auth/me: who the bearer token is, in which account, with which role and permissions. */
export const handler = httpHandler('auth-me', async (req) => {
  const { principal } = req;
  if (principal.type !== 'user') throw unauthorized();
  const repos = repositories(req.rt);
  const [user, account] = await Promise.all([
    repos.users.get(principal.userId),
    repos.accounts.get(principal.accountId),
  ]);
  if (!user) throw unauthorized();
  if (!account) throw notFound('Account');
  return json(200, {
    user: publicUser(user),
    account: { id: account.id, name: account.name, suspended: account.suspended },
    role: principal.role,
    permissions: principal.permissions,
    platformAdmin: principal.platformAdmin,
  });
});
