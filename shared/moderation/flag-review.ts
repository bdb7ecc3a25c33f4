/**
 * Reading and reviewing moderation flags (spec 4.4; contract "Platform administration", "Moderation flag record").
 * Account reviewers see their own account's flags; platform administrators see every account's and review them.
 * Setting ACCOUNT_SUSPENDED suspends the flag's account in the same transaction as the review and its audit entries;
 * no other status suspends, and none reinstates (that is PATCH /admin/accounts/{id}).
 */
import { z } from 'zod';
import { type AuditActor, type AuditEntry, auditEntry } from '../audit/audit';
import { FlagReviewConflictError } from '../db/flag-repository';
import type { Page } from '../db/items';
import { conflict, notFound } from '../http/errors';
import { listQuery } from '../http/pagination';
import { parseWith } from '../http/validate';
import type { Repositories } from '../repositories';
import { FLAG_STATUSES, type FlagRecord } from './flag';

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

export function publicFlag(flag: FlagRecord): PublicFlag {
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

export const StatusFilter = z.enum(FLAG_STATUSES).optional();
export const AccountFilter = z
  .string()
  .regex(/^acc_[0-9A-Za-z]{1,64}$/, 'must be an account id (acc_...)')
  .optional();

export const ReviewFlagBody = z.strictObject({
  status: z.enum(FLAG_STATUSES),
  note: z.string().trim().max(1000).optional(),
});

/** `?status=` of both lists and `?accountId=` of the platform-wide one, or 400 naming the parameter. */
function filters(query: Record<string, string>, withAccount: boolean) {
  const schema = z.object({ status: StatusFilter, ...(withAccount ? { accountId: AccountFilter } : {}) });
  const parsed = parseWith(schema, { status: query.status, accountId: query.accountId }, 'Query');
  return { status: parsed.status, accountId: (parsed as { accountId?: string }).accountId };
}

async function page(read: () => Promise<Page<FlagRecord>>): Promise<Page<PublicFlag>> {
  const result = await read();
  return { items: result.items.map(publicFlag), nextCursor: result.nextCursor };
}

/** GET /moderation-flags: the caller's account's flags, newest first. */
export function listAccountFlags(
  repos: Repositories,
  accountId: string,
  query: Record<string, string>,
): Promise<Page<PublicFlag>> {
  const { status } = filters(query, false);
  const { limit, cursor } = listQuery(query);
  return page(() => repos.flags.listByAccount(accountId, { limit, cursor, status }));
}

/** GET /admin/moderation-flags: every account's flags (or one account's), newest first. */
export function listPlatformFlags(repos: Repositories, query: Record<string, string>): Promise<Page<PublicFlag>> {
  const { status, accountId } = filters(query, true);
  const { limit, cursor } = listQuery(query);
  return page(() => repos.flags.listAll({ limit, cursor, status, accountId }));
}

export interface ReviewContext {
  repos: Repositories;
  /** The platform administrator's user id. */
  adminUserId: string;
  ip: string;
  nowMs: number;
}

/**
 * PATCH /admin/moderation-flags/{id}: records the review (status, reviewedAt, reviewedBy, note), and with
 * ACCOUNT_SUSPENDED suspends the flag's account; audited as `flag.reviewed` (and `account.suspended` when the account
 * was not suspended yet), all in one transaction. 404 for an unknown flag, 409 when it changed meanwhile.
 */
export async function reviewFlag(ctx: ReviewContext, flagId: string, body: unknown): Promise<PublicFlag> {
  const input = parseWith(ReviewFlagBody, body);
  const flag = /^flg_[0-9A-Za-z]{1,64}$/.test(flagId) ? await ctx.repos.flags.get(flagId) : undefined;
  if (!flag) throw notFound('Moderation flag');

  const actor: AuditActor = { type: 'platformAdmin', id: ctx.adminUserId };
  const suspend = input.status === 'ACCOUNT_SUSPENDED';
  const account = suspend ? await ctx.repos.accounts.get(flag.accountId) : undefined;
  if (suspend && !account) throw notFound('Account of the flag');
  const newlySuspended = suspend && account?.suspended !== true;

  const entries: AuditEntry[] = [
    auditEntry(
      {
        accountId: flag.accountId,
        actor,
        action: 'flag.reviewed',
        target: { type: 'moderationFlag', id: flag.id },
        details: {
          from: flag.status,
          to: input.status,
          messageId: flag.messageId,
          accountSuspended: suspend,
          ...(input.note !== undefined ? { note: input.note } : {}),
        },
        ip: ctx.ip,
      },
      ctx.nowMs,
    ),
  ];
  if (newlySuspended) {
    entries.push(
      auditEntry(
        {
          accountId: flag.accountId,
          actor,
          action: 'account.suspended',
          target: { type: 'account', id: flag.accountId },
          details: { reason: 'moderation flag reviewed', flagId: flag.id, categories: flag.categories },
          ip: ctx.ip,
        },
        ctx.nowMs,
      ),
    );
  }

  try {
    const reviewed = await ctx.repos.flags.review(
      flag,
      {
        status: input.status,
        reviewedAt: new Date(ctx.nowMs).toISOString(),
        reviewedBy: ctx.adminUserId,
        ...(input.note !== undefined ? { note: input.note } : {}),
      },
      [
        // Set even when it read as suspended already: the reviewer's decision holds whatever happened since.
        ...(suspend ? [ctx.repos.accounts.suspendedUpdate(flag.accountId, true)] : []),
        ...entries.map((e) => ctx.repos.audit.put(e)),
      ],
    );
    return publicFlag(reviewed);
  } catch (error) {
    if (error instanceof FlagReviewConflictError) {
      throw conflict('The flag was reviewed by someone else meanwhile; read it again and retry');
    }
    throw error;
  }
}
