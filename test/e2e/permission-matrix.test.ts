/**
 * Who may call what, for every route of the one route table (routes added later are covered without editing this
 * file): each bearer or platform-admin route is called as OWNER, ADMIN, MEMBER, VIEWER, a platform administrator and
 * with no token. Where the contract denies, the answer is 403 FORBIDDEN (401 without a token); where it allows, the
 * answer is anything but 401 or 403 (placeholder ids and empty bodies may well give 400 or 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../lib/route-table';
import { routes } from '../../lib/routes';
import type { Permission, Role } from '../../shared/auth/permissions';
import { errorCode, type HttpResponse } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin, createTeam } from '../support/team';

/** The contract's "Roles and permissions" table, restated here so that a drift in the code fails this test. */
const MEMBER_PERMISSIONS: Permission[] = [
  'messages.send',
  'templates.manage',
  'contacts.manage',
  'campaigns.manage',
  'messages.read',
];
const ADMIN_PERMISSIONS: Permission[] = [
  ...MEMBER_PERMISSIONS,
  'apikeys.manage',
  'moderation.review',
  'billing.manage',
  'accounts.manage',
];
const CONTRACT_ROLES: Record<Role, Permission[]> = {
  OWNER: ADMIN_PERMISSIONS,
  ADMIN: ADMIN_PERMISSIONS,
  MEMBER: MEMBER_PERMISSIONS,
  VIEWER: ['messages.read'],
};

type Rule = { auth: 'bearer'; permission?: Permission; roles?: Role[] } | { auth: 'platformAdmin' };
const bearer = (permission?: Permission, roles?: Role[]): Rule => ({
  auth: 'bearer',
  ...(permission ? { permission } : {}),
  ...(roles ? { roles } : {}),
});
/** The account's own data (POPIA, docs/decisions/1106-owner-only-routes.md): the owner alone. */
const OWNER_ONLY: Rule = bearer('accounts.manage', ['OWNER']);
const ADMIN_ONLY: Rule = { auth: 'platformAdmin' };

/** The contract's route tables ("Auth", "Account routes", "Platform administration"); path parameters as `{}`. */
const CONTRACT: Record<string, Rule> = {
  'GET /auth/me': bearer(),
  'GET /team/members': bearer('accounts.manage'),
  'PATCH /team/members/{}': bearer('accounts.manage'),
  'DELETE /team/members/{}': bearer('accounts.manage'),
  'POST /invites': bearer('accounts.manage'),
  'GET /invites': bearer('accounts.manage'),
  'DELETE /invites/{}': bearer('accounts.manage'),
  'POST /api-keys': bearer('apikeys.manage'),
  'GET /api-keys': bearer('apikeys.manage'),
  'PATCH /api-keys/{}': bearer('apikeys.manage'),
  'DELETE /api-keys/{}': bearer('apikeys.manage'),
  'POST /templates': bearer('templates.manage'),
  'GET /templates': bearer('messages.read'),
  'GET /templates/{}': bearer('messages.read'),
  'PUT /templates/{}': bearer('templates.manage'),
  'DELETE /templates/{}': bearer('templates.manage'),
  'POST /messages': bearer('messages.send'),
  'GET /messages': bearer('messages.read'),
  'GET /messages/{}': bearer('messages.read'),
  'GET /settings/sms-vendor': bearer('accounts.manage'),
  'PUT /settings/sms-vendor': bearer('accounts.manage'),
  'DELETE /settings/sms-vendor': bearer('accounts.manage'),
  'GET /billing/balance': bearer('billing.manage'),
  'GET /billing/transactions': bearer('billing.manage'),
  'GET /moderation-flags': bearer('moderation.review'),
  'GET /audit-log': bearer('accounts.manage'),
  'POST /push-tokens': bearer(),
  'POST /push-tokens/unregister': bearer(),
  'GET /admin/moderation-flags': ADMIN_ONLY,
  'PATCH /admin/moderation-flags/{}': ADMIN_ONLY,
  'GET /admin/audit-log': ADMIN_ONLY,
  'GET /admin/accounts': ADMIN_ONLY,
  'PATCH /admin/accounts/{}': ADMIN_ONLY,
  'POST /admin/accounts/{}/credits': ADMIN_ONLY,
  'GET /account/export': OWNER_ONLY,
  'POST /account/deletion': OWNER_ONLY,
};

/** Routes this change delivers: they must be in the table. */
const REQUIRED = Object.keys(CONTRACT).filter((k) =>
  /\/(team|invites|api-keys|audit-log|account\/|admin\/(accounts|audit))/.test(k),
);

const keyOf = (route: Pick<RouteDefinition, 'method' | 'path'>) =>
  `${route.method} ${route.path.replace(/{\w+}/g, '{}')}`;
const ruleOf = (route: RouteDefinition): Rule =>
  CONTRACT[keyOf(route)] ??
  (route.auth === 'platformAdmin'
    ? ADMIN_ONLY
    : bearer(route.permission as Permission | undefined, route.roles as Role[] | undefined));

/** Routes that end the caller's sessions go last: every caller signs out everywhere there. */
const ENDS_SESSIONS = new Set(['auth-logout-all']);
const checked = routes
  .filter((r) => r.auth === 'bearer' || r.auth === 'platformAdmin' || keyOf(r) in CONTRACT)
  .sort((a, b) => Number(ENDS_SESSIONS.has(a.id)) - Number(ENDS_SESSIONS.has(b.id)));

type Caller = Role | 'PLATFORM_ADMIN' | 'NO_TOKEN';
const CALLERS: Caller[] = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN', 'NO_TOKEN'];

function expected(rule: Rule, caller: Caller): 'allowed' | 401 | 403 {
  if (caller === 'NO_TOKEN') return 401;
  if (rule.auth === 'platformAdmin') return caller === 'PLATFORM_ADMIN' ? 'allowed' : 403;
  // A platform administrator is the OWNER of their own account and holds no extra account permissions.
  const role: Role = caller === 'PLATFORM_ADMIN' ? 'OWNER' : caller;
  if (rule.roles && !rule.roles.includes(role)) return 403;
  if (!rule.permission) return 'allowed';
  return CONTRACT_ROLES[role].includes(rule.permission) ? 'allowed' : 403;
}

describe('Permission matrix: every bearer and platform-admin route, every role', { timeout: 120_000 }, () => {
  let stack: TestStack;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    const team = await createTeam(stack);
    const admin = await createPlatformAdmin(stack);
    tokens = {
      OWNER: team.owner.token,
      ADMIN: team.admin.token,
      MEMBER: team.member.token,
      VIEWER: team.viewer.token,
      PLATFORM_ADMIN: admin.token,
      NO_TOKEN: undefined,
    };
  });
  afterAll(async () => stack?.stop());

  it('declares every route exactly as the contract does, and has every route of this change', () => {
    expect(checked.length).toBeGreaterThanOrEqual(REQUIRED.length);
    for (const key of REQUIRED) expect(routes.map(keyOf), key).toContain(key);
    for (const route of checked) {
      const rule = CONTRACT[keyOf(route)];
      if (!rule) continue;
      expect({ auth: route.auth, permission: route.permission, roles: route.roles }, keyOf(route)).toEqual({
        auth: rule.auth,
        permission: 'permission' in rule ? rule.permission : undefined,
        roles: 'roles' in rule ? rule.roles : undefined,
      });
    }
  });

  function call(route: RouteDefinition, caller: Caller): Promise<HttpResponse> {
    const api = as(stack, tokens[caller]);
    const path = route.path.replace(/{\w+}/g, 'placeholder_0000');
    switch (route.method) {
      case 'GET':
        return api.get(path);
      case 'DELETE':
        return api.delete(path);
      case 'POST':
        return api.post(path, {});
      case 'PUT':
        return api.put(path, {});
      case 'PATCH':
        return api.patch(path, {});
    }
  }

  for (const route of checked) {
    it(`${keyOf(route)} (${route.id})`, async () => {
      const rule = ruleOf(route);
      const results = await Promise.all(CALLERS.map(async (caller) => ({ caller, res: await call(route, caller) })));
      for (const { caller, res } of results) {
        const want = expected(rule, caller);
        const label = `${caller} → ${res.status} ${res.text.slice(0, 200)}`;
        if (want === 'allowed') {
          expect([401, 403], label).not.toContain(res.status);
          expect(res.status, label).toBeLessThan(500);
        } else {
          expect(res.status, label).toBe(want);
          expect(errorCode(res), label).toBe(want === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        }
      }
    });
  }
});
