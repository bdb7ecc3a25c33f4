/**
 * Origination identities of the platform's AWS account (phone numbers, sender ids, pools): a platform administrator
 * assigns them to an account, one owner per identity however it is spelled; a tenant sends only from one assigned to
 * it, and replies to an assigned number reach only its owner (docs/decisions/0820-origination-identities.md).
 */
import * as z from 'zod/mini';
import type { AccountStore } from '../accounts/account';
import { type AuditEntry, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { conflict, notFound, validationError } from '../errors';

/** At most this many identities per account: one transaction writes them all with the account (100 items). */
const MAX_ORIGINATION_IDENTITIES = 20;

export const OriginationIdentitiesInput = z.strictObject({
  identities: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(256)))
    .check(z.maxLength(MAX_ORIGINATION_IDENTITIES)),
});

const ARN = /^arn:aws[a-z-]*:sms-voice:[a-z0-9-]*:[0-9]*:(phone-number|pool|sender-id)\/(.+)$/i;

/**
 * The one spelling of an identity: an ARN becomes the id it names (`phone-…`, `pool-…`, a sender id), ids are lower
 * case, a sender id upper case, a phone number E.164 (a South African 0… number with +27). Undefined when it is none
 * of these.
 */
export function normaliseOriginationIdentity(raw: string): string | undefined {
  let value = raw.trim();
  const arn = ARN.exec(value);
  if (arn) {
    const type = arn[1]!.toLowerCase();
    value = type === 'sender-id' ? arn[2]!.split('/')[0]! : arn[2]!;
    if (type !== 'sender-id' && !/^(phone|pool)-[0-9a-z]+$/i.test(value)) return undefined;
  }
  if (/^(phone|pool)-[0-9a-z]+$/i.test(value)) return value.toLowerCase();
  const phone = value.replace(/[\s().-]/g, '');
  if (/^(\+|00)?[0-9]{8,15}$/.test(phone)) {
    if (phone.startsWith('+')) return phone;
    if (phone.startsWith('00')) return `+${phone.slice(2)}`;
    if (phone.startsWith('0') && phone.length === 10) return `+27${phone.slice(1)}`;
    return `+${phone}`;
  }
  if (/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/.test(value)) return value.toUpperCase();
  return undefined;
}

/** Who owns which identity (shared/db/origination-repository.ts). */
export interface OriginationStore {
  /** The account's identities as assigned (normalised), or undefined when there is no such open account. */
  assigned(accountId: string): Promise<string[] | undefined>;
  /**
   * Replaces the account's identities by `next` (from `previous`, as read): new ones taken only when no account holds
   * them, removed ones released only when this account holds them; the account's vendor settings removed when they
   * send from an identity no longer assigned; all with the audit entry, at once. `taken` names an identity held by
   * another account; `changed` when the account changed meanwhile.
   */
  replace(
    accountId: string,
    change: { previous: string[]; next: string[]; removeVendor: boolean },
    audit: AuditEntry,
  ): Promise<{ ok: true } | { ok: false; taken?: string; changed?: true }>;
  /** The account a reply to this (normalised) identity belongs to: its owner while that owner sends with AWS. */
  ownerOf(identity: string): Promise<string | undefined>;
}

export interface OriginationDeps {
  origination: OriginationStore;
  accounts: Pick<AccountStore, 'get'>;
}

/**
 * `PUT /admin/accounts/{id}/origination-identities` `{identities}` (platform administrators): the account's whole set,
 * normalised; audited as `vendor.identities_assigned`. An identity another account holds is 409.
 */
export async function setOriginationIdentities(
  { origination, accounts }: OriginationDeps,
  { actor, accountId, identities }: { actor: Actor; accountId: string; identities: string[] },
) {
  const next: string[] = [];
  const bad: { path: string; message: string }[] = [];
  identities.forEach((raw, i) => {
    const id = normaliseOriginationIdentity(raw);
    if (!id) bad.push({ path: `identities.${i}`, message: 'is not a phone number, sender id, pool or their ARN' });
    else if (!next.includes(id)) next.push(id);
  });
  if (bad.length > 0) throw validationError('Request body is not valid', bad);
  const [previous, account] = await Promise.all([origination.assigned(accountId), accounts.get(accountId)]);
  if (!previous || !account) throw notFound('Account');
  const sending = account.vendor?.provider === 'aws' ? account.vendor.originationIdentity : undefined;
  const removeVendor = sending !== undefined && !next.includes(normaliseOriginationIdentity(sending) ?? sending);
  const audit = auditEntry(
    {
      accountId,
      actor: { type: 'platformAdmin', id: actor.principal.userId },
      action: 'vendor.identities_assigned',
      target: { type: 'account', id: accountId },
      details: {
        identities: next,
        added: next.filter((x) => !previous.includes(x)),
        released: previous.filter((x) => !next.includes(x)),
        ...(removeVendor ? { vendorRemoved: true } : {}),
      },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  const result = await origination.replace(accountId, { previous, next, removeVendor }, audit);
  if (!result.ok) {
    if (result.taken) throw conflict(`The origination identity ${result.taken} is assigned to another account`);
    throw conflict('The account changed meanwhile; read it and try again');
  }
  return { accountId, identities: next };
}
