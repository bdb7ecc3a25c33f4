import { AccountRepository } from './db/account-repository';
import { ApiKeyRepository } from './db/api-key-repository';
import { AuditRepository } from './db/audit-repository';
import { FlagRepository } from './db/flag-repository';
import { IdentityLinkRepository } from './db/identity-link-repository';
import { InviteRepository } from './db/invite-repository';
import { MessageRepository } from './db/message-repository';
import { PushTokenRepository } from './db/push-token-repository';
import { SessionRepository } from './db/session-repository';
import { TeamRepository } from './db/team-repository';
import { TemplateRepository } from './db/template-repository';
import { UserRepository } from './db/user-repository';
import type { Runtime } from './runtime';

/** The DynamoDB repositories over a runtime's client and table, built once per runtime. */
export interface Repositories {
  apiKeys: ApiKeyRepository;
  accounts: AccountRepository;
  audit: AuditRepository;
  templates: TemplateRepository;
  messages: MessageRepository;
  pushTokens: PushTokenRepository;
  users: UserRepository;
  sessions: SessionRepository;
  identityLinks: IdentityLinkRepository;
  invites: InviteRepository;
  flags: FlagRepository;
  team: TeamRepository;
}

const built = new WeakMap<Runtime, Repositories>();

export function repositories(rt: Runtime): Repositories {
  let repos = built.get(rt);
  if (!repos) {
    const accounts = new AccountRepository(rt.db, rt.tableName);
    const users = new UserRepository(rt.db, rt.tableName, accounts);
    repos = {
      apiKeys: new ApiKeyRepository(rt.db, rt.tableName),
      accounts,
      audit: new AuditRepository(rt.db, rt.tableName),
      templates: new TemplateRepository(rt.db, rt.tableName),
      messages: new MessageRepository(rt.db, rt.tableName, accounts),
      pushTokens: new PushTokenRepository(rt.db, rt.tableName),
      users,
      sessions: new SessionRepository(rt.db, rt.tableName),
      identityLinks: new IdentityLinkRepository(rt.db, rt.tableName),
      invites: new InviteRepository(rt.db, rt.tableName, users),
      flags: new FlagRepository(rt.db, rt.tableName),
      team: new TeamRepository(rt.db, rt.tableName),
    };
    built.set(rt, repos);
  }
  return repos;
}
