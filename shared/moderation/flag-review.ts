/**
 * Reading and reviewing moderation flags (spec 4.4; contract "Platform administration", "Moderation flag record").
 * Account reviewers see their own account's flags; platform administrators see every account's and review them.
 * Setting ACCOUNT_SUSPENDED suspends the flag's account in the same transaction as the review and its audit entries;
 * no other status suspends, and none reinstates (that is PATCH /admin/accounts/{id}).
 */
import * as z from 'zod/mini';
import type { AccountStore } from '../accounts/account';
import { type AuditActor, type AuditEntry, auditEntry } from '../audit/audit';
import { PLATFORM_ADMINISTRATOR } from '../audit/audit-log';
import type { Actor } from '../auth/actor';
import { conflict, notFound } from '../errors';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import { FLAG_STATUSES, type FlagRecord, type FlagStatus, type FlagStore } from './flag';

/** The flag exactly as the contract shows it, whatever else the stored item carries. */
export interface PublicFlag {
  id: string;
  accountId: string;
  messageId: string;
  categories: FlagRecord['categories'];
  severity: FlagRecord['severity'];
  status: FlagRecord['status'];
  excerpt: string;
  createdAt: string;
  reviewedAt?: string;
  reviewedBy?: string;
  note?: string;
}

function publicFlag(flag: FlagRecord): PublicFlag {
  return {
    id: flag.id,
    accountId: flag.accountId,
    messageId: flag.messageId,
    categories: flag.categories,
    severity: flag.severity,
    status: flag.status,
    excerpt: flag.excerpt,
    createdAt: flag.createdAt,
    ...(flag.reviewedAt !== undefined ? { reviewedAt: flag.reviewedAt } : {}),
    ...(flag.reviewedBy !== undefined ? { reviewedBy: flag.reviewedBy } : {}),
    ...(flag.note !== undefined ? { note: flag.note } : {}),
  };
}

/** `?status=` of both flag lists. */
export const FlagStatusFilter = z.optional(z.enum(FLAG_STATUSES));
/** `?accountId=` of the platform-wide lists. */
export const AccountFilter = z.optional(z.string().check(z.regex(idPattern('acc'), 'must be an account id (acc_...)')));

export const ReviewFlagBody = z.strictObject({
  status: z.enum(FLAG_STATUSES),
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});

const FLAG_ID = idPattern('flg');

async function page(read: Promise<Page<FlagRecord>>): Promise<Page<PublicFlag>> {
  const result = await read;
  return { items: result.items.map(publicFlag), nextCursor: result.nextCursor };
}

/**
 * `GET /moderation-flags`: the caller's account's flags, newest first. The reviewer (always a platform administrator)
 * is named by role, as the account's audit trail names them, never by user id (issue 26 finding 8).
 */
export async function listAccountFlags(
  { flags }: { flags: FlagStore },
  { accountId, query }: { accountId: string; query: PageRequest & { status?: FlagStatus } },
): Promise<Page<PublicFlag>> {
  const { status, ...pageRequest } = query;
  const result = await page(flags.listByAccount(accountId, pageRequest, status));
  const shown = (f: PublicFlag) => (f.reviewedBy === undefined ? f : { ...f, reviewedBy: PLATFORM_ADMINISTRATOR });
  return { ...result, items: result.items.map(shown) };
}

/** `GET /admin/moderation-flags`: every account's flags (or one account's), newest first. */
export function listPlatformFlags(
  { flags }: { flags: FlagStore },
  query: { page: PageRequest; status?: FlagStatus; accountId?: string },
): Promise<Page<PublicFlag>> {
  return page(
    query.accountId
      ? flags.listByAccount(query.accountId, query.page, query.status)
      : flags.listAll(query.page, query.status),
  );
}

/**
 * `PATCH /admin/moderation-flags/{id}`: records the review (status, reviewedAt, reviewedBy, note), and with
 * ACCOUNT_SUSPENDED suspends the flag's account; audited as `flag.reviewed` (and `account.suspended` when the account
 * was not suspended yet), all in one transaction. 404 for an unknown flag, 409 when it changed meanwhile.
 */
export async function reviewFlag(
  { flags, accounts }: { flags: FlagStore; accounts: AccountStore },
  { actor, flagId, input }: { actor: Actor; flagId: string; input: z.output<typeof ReviewFlagBody> },
): Promise<PublicFlag> {
  const flag = FLAG_ID.test(flagId) ? await flags.get(flagId) : undefined;
  if (!flag) throw notFound('Moderation flag');

  const reviewer: AuditActor = { type: 'platformAdmin', id: actor.principal.userId };
  const suspend = input.status === 'ACCOUNT_SUSPENDED';
  const account = suspend ? await accounts.get(flag.accountId) : undefined;
  if (suspend && !account) throw notFound('Account of the flag');
  const newlySuspended = suspend && account?.suspended !== true;

  const audit: AuditEntry[] = [
    auditEntry(
      {
        accountId: flag.accountId,
        actor: reviewer,
        action: 'flag.reviewed',
        target: { type: 'moderationFlag', id: flag.id },
        details: {
          from: flag.status,
          to: input.status,
          messageId: flag.messageId,
          accountSuspended: suspend,
          ...(input.note !== undefined ? { note: input.note } : {}),
        },
        ip: actor.ip,
      },
      actor.nowMs,
    ),
  ];
  if (newlySuspended) {
    audit.push(
      auditEntry(
        {
          accountId: flag.accountId,
          actor: reviewer,
          action: 'account.suspended',
          target: { type: 'account', id: flag.accountId },
          details: { reason: 'moderation flag reviewed', flagId: flag.id, categories: flag.categories },
          ip: actor.ip,
        },
        actor.nowMs,
      ),
    );
  }
  const reviewed = await flags.review(
    flag,
    {
      status: input.status,
      reviewedAt: new Date(actor.nowMs).toISOString(),
      reviewedBy: actor.principal.userId,
      ...(input.note !== undefined ? { note: input.note } : {}),
    },
    // Suspended even when it read as suspended already: the reviewer's decision holds whatever happened since.
    { suspendAccount: suspend, audit },
  );
  if (!reviewed.ok) throw conflict('The flag was reviewed by someone else meanwhile; read it again and retry');
  return publicFlag(reviewed.flag);
}
