/**
 * Every repository over a runtime's table, for the local stack's seed, the operator command and the tests. The
 * functions never use this: each builds only the repositories its route needs.
 */
import { AccountRepository } from '../shared/db/account-repository';
import { ApiKeyRepository } from '../shared/db/api-key-repository';
import { AuditRepository } from '../shared/db/audit-repository';
import { FlagRepository } from '../shared/db/flag-repository';
import { IdentityLinkRepository } from '../shared/db/identity-link-repository';
import { InviteRepository } from '../shared/db/invite-repository';
import { MessageRepository } from '../shared/db/message-repository';
import { PushTokenRepository } from '../shared/db/push-token-repository';
import { SessionRepository } from '../shared/db/session-repository';
import { tableOf } from '../shared/db/table';
import { TeamRepository } from '../shared/db/team-repository';
import { TemplateRepository } from '../shared/db/template-repository';
import { UserRepository } from '../shared/db/user-repository';
import type { Runtime } from '../shared/runtime';

export function repositories(rt: Runtime) {
  const table = tableOf(rt);
  return {
    accounts: new AccountRepository(table),
    apiKeys: new ApiKeyRepository(table),
    audit: new AuditRepository(table),
    flags: new FlagRepository(table),
    identityLinks: new IdentityLinkRepository(table),
    invites: new InviteRepository(table),
    messages: new MessageRepository(table),
    pushTokens: new PushTokenRepository(table),
    sessions: new SessionRepository(table),
    team: new TeamRepository(table),
    templates: new TemplateRepository(table),
    users: new UserRepository(table),
  };
}

export type Repositories = ReturnType<typeof repositories>;
