import { type AuditActor, auditEntry } from '../audit/audit';
import { type Ok, ok, type Refused, refused } from '../result';
import type { AccountStore } from './account';
import { provision } from './provision';
import type { UserRecord, UserStore } from './user';

/** The actor of operator commands: not a user of the API, so never something the API can impersonate. */
const OPERATOR_ACTOR: AuditActor = { type: 'system', id: 'admin-cli' };

export interface PlatformAdminChange {
  email: string;
  platformAdmin: boolean;
  /** Grant only: create a user (with its own account and no password) for an address no user has. */
  createIfMissing?: boolean;
  nowMs: number;
  /** Who ran the command and where (OS user, host, target), kept in the audit entry's details. */
  context: Record<string, string>;
}

/**
 * Grants or revokes the platform-administrator flag of the user with an e-mail (operator command only; the API never
 * does). The flag and the audit entry (`platform_admin.granted` / `.revoked`, actor `system`, in the user's default
 * account's trail) are one transaction; a user who already has the asked state is left alone and nothing is audited.
 * The authorizer reads the flag per request, so it takes effect on the user's next request. UNKNOWN_USER (nothing
 * changed) when no user has the e-mail and none was to be created.
 */
export async function setPlatformAdmin(
  deps: { users: UserStore; accounts: AccountStore },
  change: PlatformAdminChange,
): Promise<Ok<{ user: UserRecord; changed: boolean; created: boolean }> | Refused<'UNKNOWN_USER'>> {
  const { users } = deps;
  let user = await users.findByEmail(change.email);
  let created = false;
  if (!user && change.platformAdmin && change.createIfMissing) {
    // A fresh stage has no users yet: the first administrator is created without a password (and with their own
    // account); they set one with a password reset, which proves the address, or sign in with Google or Apple.
    const provisioned = await provision(deps, {
      email: change.email,
      fullName: change.email.split('@')[0]!,
      accountName: 'Platform administration',
      nowMs: change.nowMs,
    });
    // EMAIL_TAKEN: created meanwhile by another request.
    created = provisioned.ok;
    user = provisioned.ok ? provisioned.user : await users.findByEmail(change.email);
  }
  if (!user) return refused('UNKNOWN_USER');
  if ((user.platformAdmin === true) === change.platformAdmin) return ok({ user, changed: false, created });
  const entry = auditEntry(
    {
      accountId: user.defaultAccountId,
      actor: OPERATOR_ACTOR,
      action: change.platformAdmin ? 'platform_admin.granted' : 'platform_admin.revoked',
      target: { type: 'user', id: user.id },
      details: { email: user.email, ...change.context },
    },
    change.nowMs,
  );
  // UNCHANGED: changed by a concurrent command; the state asked for holds, and that command audited it.
  if (!(await users.setPlatformAdmin(user.id, change.platformAdmin, entry)).ok) {
    return ok({ user, changed: false, created });
  }
  return ok({ user: { ...user, platformAdmin: change.platformAdmin }, changed: true, created });
}
