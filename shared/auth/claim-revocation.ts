/**
 * What a claim of an address takes back (issue 26 finding 1; docs/decisions/0809): when the owner of an address proves
 * it (a provider-verified social sign-in, a verification link opened by someone other than the signed-in user, a
 * completed reset), whatever the unverified user created stops working with their password: their API keys are
 * revoked, their webhooks deleted, their pending invites withdrawn, and SMS vendor settings they configured last
 * removed. Each one is audited (actor `system` `account-claim`, details naming the claimed user). What they created
 * is read from the audit trail, where every such creation is written in the transaction that made it.
 *
 * The claim also takes the user out of every account they joined through an invite (`invite.accepted` by them in
 * that account's trail: the invite proved nothing of the mailbox, and its token was the inviter's), audited
 * `member.removed`, and gives them an account of their own as OWNER, as register would have, when they keep none
 * they did not join through an invite (decision 0833).
 */
import type { AccountRecord, AccountStore } from '../accounts/account';
import { type InviteStore, inviteState } from '../accounts/invite';
import { removeMemberBySystem, type TeamStore } from '../accounts/team';
import type { MembershipRecord, UserRecord, UserStore } from '../accounts/user';
import type { ApiKeyStore } from '../api-keys/api-key';
import { type AuditAction, type AuditEntry, type AuditLog, auditEntry } from '../audit/audit';
import { newId } from '../ids';
import type { Logger } from '../logger';
import { resubscribe, type WebhookDeps } from '../webhooks/webhook';

export interface ClaimRevocationDeps {
  users: Pick<UserStore, 'accountsOf' | 'membership' | 'members' | 'addOwnAccount'>;
  team: TeamStore;
  audit: Pick<AuditLog, 'entriesWith'>;
  apiKeys: Pick<ApiKeyStore, 'findById' | 'revoke'>;
  webhooks: Pick<WebhookDeps, 'webhooks' | 'subscriptions'>;
  invites: Pick<InviteStore, 'findById' | 'revoke'>;
  accounts: Pick<AccountStore, 'get' | 'setVendor'>;
  log: Logger;
}

/**
 * The port account security calls at a claim (before the user's password and sessions end): revokes what the user
 * created, and moves them out of the accounts they joined by invite.
 */
export interface ClaimRevoker {
  revokeCreatedBy(user: UserRecord, nowMs: number): Promise<void>;
}

const READ: readonly AuditAction[] = [
  'apikey.created',
  'webhook.created',
  'invite.created',
  'vendor.configured',
  'vendor.removed',
  'invite.accepted',
];

const CLAIM_ACTOR = { type: 'system', id: 'account-claim' } as const;

/** What was revoked, per kind: the counts the log line reports. */
export interface Revoked {
  apiKeys: number;
  webhooks: number;
  invites: number;
  vendors: number;
  /** Accounts the user was taken out of (joined through an invite). */
  memberships: number;
  /** The account of their own the claim gave the user, if it gave one. */
  ownAccountId?: string;
}

export async function revokeCreatedBy(deps: ClaimRevocationDeps, user: UserRecord, nowMs: number): Promise<Revoked> {
  const revoked: Revoked = { apiKeys: 0, webhooks: 0, invites: 0, vendors: 0, memberships: 0 };
  /** The user is still a member of an account they did not join through an invite (the one register made them). */
  let keepsOwn = false;
  const memberships = await deps.users.accountsOf(user.id);
  const accountIds = [...new Set([user.defaultAccountId, ...memberships.map((m) => m.accountId)])];
  for (const accountId of accountIds) {
    const entries = await deps.audit.entriesWith(accountId, READ);
    const byUser = (e: AuditEntry) => e.actor.type === 'user' && e.actor.id === user.id && e.target !== undefined;
    const entry = (action: AuditAction, target: { type: string; id: string }, details: Record<string, unknown>) =>
      auditEntry(
        {
          accountId,
          actor: { ...CLAIM_ACTOR },
          action,
          target,
          details: { reason: 'the e-mail address was claimed by its owner', claimedUserId: user.id, ...details },
        },
        nowMs,
      );
    const at = new Date(nowMs).toISOString();

    for (const created of entries.filter((e) => e.action === 'apikey.created' && byUser(e))) {
      const key = await deps.apiKeys.findById(accountId, created.target!.id);
      if (!key || key.revokedAt) continue;
      const audit = entry('apikey.revoked', { type: 'apiKey', id: key.id }, { name: key.name, prefix: key.prefix });
      if ((await deps.apiKeys.revoke(accountId, key.hash, at, audit)).ok) revoked.apiKeys += 1;
    }

    let webhooksGone = false;
    for (const created of entries.filter((e) => e.action === 'webhook.created' && byUser(e))) {
      const webhook = await deps.webhooks.webhooks.get(accountId, created.target!.id);
      if (!webhook) continue;
      const audit = entry('webhook.deleted', { type: 'webhook', id: webhook.id }, { url: webhook.url });
      if ((await deps.webhooks.webhooks.delete(accountId, webhook.id, audit)).ok) {
        revoked.webhooks += 1;
        webhooksGone = true;
      }
    }
    if (webhooksGone) await resubscribe(deps.webhooks, accountId);

    for (const created of entries.filter((e) => e.action === 'invite.created' && byUser(e))) {
      const invite = await deps.invites.findById(accountId, created.target!.id);
      if (!invite || inviteState(invite, nowMs) !== 'PENDING') continue;
      const audit = entry(
        'invite.revoked',
        { type: 'invite', id: invite.id },
        { email: invite.email, role: invite.role },
      );
      if (await deps.invites.revoke(invite, at, audit)) revoked.invites += 1;
    }

    // The settings in force are the last configured: removed when the claimed user configured them.
    const lastVendorChange = entries
      .filter((e) => e.action === 'vendor.configured' || e.action === 'vendor.removed')
      .at(-1);
    if (lastVendorChange?.action === 'vendor.configured' && byUser(lastVendorChange)) {
      const account = await deps.accounts.get(accountId);
      if (account?.vendor) {
        const provider = account.vendor.provider;
        const audit = entry('vendor.removed', { type: 'smsVendor', id: provider }, { provider });
        if ((await deps.accounts.setVendor(accountId, undefined, audit)).ok) revoked.vendors += 1;
      }
    }

    // Joined through an invite before the address was proven (every membership of an unverified user was): out.
    const invited = entries.some((e) => e.action === 'invite.accepted' && byUser(e));
    if (!invited) {
      if (await deps.users.membership(accountId, user.id)) keepsOwn = true;
      continue;
    }
    const removal = await removeMemberBySystem(
      { users: deps.users, team: deps.team },
      {
        accountId,
        userId: user.id,
        audit: (role) => entry('member.removed', { type: 'user', id: user.id }, { role }),
      },
    );
    if (removal === 'removed') revoked.memberships += 1;
    // The account's only OWNER stays (an account keeps one, decision 0301): logged, and the claim goes on.
    if (removal === 'last-owner') deps.log.warn('claimed user kept as the last OWNER', { userId: user.id, accountId });
  }
  if (!keepsOwn) revoked.ownAccountId = await giveOwnAccount(deps, user, nowMs);
  deps.log.info('claim revoked what the unverified user created', { userId: user.id, ...revoked });
  return revoked;
}

/**
 * An account of the user's own, as register makes one (OWNER, balance 0, no vendor), made their default account so
 * that they sign in to it. Named by the e-mail address: the user's full name was typed by whoever accepted the invite.
 * Undefined when a concurrent claim gave them one first.
 */
async function giveOwnAccount(deps: ClaimRevocationDeps, user: UserRecord, nowMs: number): Promise<string | undefined> {
  const now = new Date(nowMs).toISOString();
  const account: AccountRecord = { id: newId('acc', nowMs), name: user.email, suspended: false, createdAt: now };
  const membership: MembershipRecord = { accountId: account.id, userId: user.id, role: 'OWNER', createdAt: now };
  const made = await deps.users.addOwnAccount(user.id, user.defaultAccountId, account, membership);
  return made.ok ? account.id : undefined;
}
