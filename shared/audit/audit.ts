import type { Actor } from '../auth/actor';
import type { Principal } from '../auth/principal';
import { newId } from '../ids';
import type { Page, PageRequest } from '../page';

/** Actions of the contract's audit list (and the ones this service adds). */
export type AuditAction =
  | 'member.role_changed'
  | 'member.removed'
  | 'invite.created'
  | 'invite.revoked'
  | 'invite.accepted'
  | 'apikey.created'
  | 'apikey.updated'
  | 'apikey.revoked'
  | 'vendor.configured'
  | 'vendor.removed'
  | 'vendor.identities_assigned'
  | 'template.created'
  | 'template.updated'
  | 'template.deleted'
  | 'billing.credited'
  | 'campaign.sent'
  | 'campaign.created'
  | 'campaign.updated'
  | 'campaign.deleted'
  | 'campaign.paused'
  | 'campaign.resumed'
  | 'campaign.cancelled'
  | 'campaign.completed'
  | 'optout.created'
  | 'optout.removed'
  | 'contacts.imported'
  | 'flag.reviewed'
  | 'account.suspended'
  | 'account.reinstated'
  | 'account.exported'
  | 'account.deletion_requested'
  | 'account.deleted'
  | 'platform_admin.granted'
  | 'platform_admin.revoked'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.deleted'
  | 'webhook.secret_rotated'
  | 'webhook.disabled'
  | 'limits.updated'
  | 'twilio.settings_updated';

export interface AuditActor {
  type: 'user' | 'apiKey' | 'platformAdmin' | 'system';
  id: string;
}

/** An audit entry exactly as the contract shows it. */
export interface AuditEntry {
  id: string;
  accountId: string;
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
  ip?: string;
  createdAt: string;
}

/** The actor of a request: a platform administrator acting on another account is named as such. */
export function actorOf(principal: Principal, accountId?: string): AuditActor {
  switch (principal.type) {
    case 'apiKey':
      return { type: 'apiKey', id: principal.keyId };
    case 'user':
      return principal.platformAdmin && accountId !== undefined && accountId !== principal.accountId
        ? { type: 'platformAdmin', id: principal.userId }
        : { type: 'user', id: principal.userId };
    default:
      return { type: 'system', id: 'system' };
  }
}

/** Builds an entry stamped with `nowMs`. */
export function auditEntry(input: Omit<AuditEntry, 'id' | 'createdAt'>, nowMs: number): AuditEntry {
  return { id: newId('aud', nowMs), createdAt: new Date(nowMs).toISOString(), ...input };
}

/** The entry of a signed-in user's change to one of their account's things (a template, a webhook, a campaign). */
export function actorAudit(
  actor: Actor,
  action: AuditAction,
  target: { type: string; id: string },
  details?: Record<string, unknown>,
): AuditEntry {
  const { accountId } = actor.principal;
  return auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action,
      target,
      ...(details ? { details } : {}),
      ip: actor.ip,
    },
    actor.nowMs,
  );
}

/** An actor's entry about a thing with a name (a campaign, a template): the thing as target, its name in the details. */
export function namedAudit(
  actor: Actor,
  action: AuditAction,
  type: string,
  thing: { id: string; name: string },
  details?: Record<string, unknown>,
): AuditEntry {
  return actorAudit(actor, action, { type, id: thing.id }, { name: thing.name, ...details });
}

/** The audit trail as use cases read it; entries are written by the repositories, in the transaction of each change. */
export interface AuditLog {
  /** One account's trail, newest first. */
  listByAccount(accountId: string, page: PageRequest): Promise<Page<AuditEntry>>;
  /** Every account's entries, newest first. */
  listAll(page: PageRequest): Promise<Page<AuditEntry>>;
  /** Every entry of the account with one of `actions`, oldest first (a claim of an address reads what was made). */
  entriesWith(accountId: string, actions: readonly AuditAction[]): Promise<AuditEntry[]>;
}
