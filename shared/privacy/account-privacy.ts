/**
 * POPIA for an account's owner (docs/privacy.md): export everything the account holds, and delete the account.
 * Deletion locks the account at once (every key and token of it refused on its next request) and leaves the work to a
 * resumable job (shared/db/account-data-repository.ts walks the account's items); the ledger and the audit trail are
 * kept, closed by a final entry (docs/decisions/1105-account-deletion.md).
 */
import type { AccountStore, LedgerEntry } from '../accounts/account';
import type { UserStore } from '../accounts/user';
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import { PLATFORM_ADMINISTRATOR, tenantView } from '../audit/audit-log';
import { checkPassword } from '../auth/password-sign-in';
import type { UserPrincipal } from '../auth/principal';
import type { Clock } from '../clock';
import type { JobQueue } from '../contacts/import';
import { accountGone, forbidden, unauthorized, validationError } from '../errors';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

/** What an export item is; its `data` never holds a secret, a hash or a password. */
export type ExportType =
  | 'account'
  | 'member'
  | 'apiKey'
  | 'webhook'
  | 'invite'
  | 'template'
  | 'contact'
  | 'list'
  | 'message'
  | 'reply'
  | 'optOut'
  | 'campaign'
  | 'flag'
  | 'ledger'
  | 'audit';

export interface ExportItem {
  type: ExportType;
  data: Record<string, unknown>;
}

/** Where a deletion job is: the step of the walk, the partition of the step, and the key it resumes after. */
export interface DeletionProgress {
  step: number;
  partition: number;
  after?: Record<string, unknown>;
}

export interface DeletionJob {
  accountId: string;
  status: 'PENDING' | 'DONE';
  requestedAt: string;
  requestedBy: string;
  /** The members when the account was locked: users left without an account are deleted at the end. */
  memberIds: string[];
  progress?: DeletionProgress;
  /** Items deleted so far. */
  deleted: number;
  completedAt?: string;
}

/** The account's items as export and deletion walk them (shared/db/account-data-repository.ts). */
export interface AccountDataStore {
  /** A page of the account's items in a fixed order of kinds; the cursor is bound to the account. */
  exportPage(accountId: string, page: PageRequest): Promise<Page<ExportItem>>;
  /**
   * Locks the account (closed, every balance shard closed and suspended) and writes the job and the audit entry, in
   * one transaction: 'missing' when there is no such account, 'closing' when it is already being deleted.
   */
  lock(job: DeletionJob, audit: AuditEntry): Promise<'locked' | 'missing' | 'closing'>;
  /** Revokes the account's API keys and removes its memberships (refresh tokens die with them). Idempotent. */
  detach(accountId: string, nowMs: number): Promise<void>;
  job(accountId: string): Promise<DeletionJob | undefined>;
  /** Deletes the next page of the walk; undefined when the walk is over. */
  deleteNext(accountId: string, from: DeletionProgress): Promise<{ next?: DeletionProgress; deleted: number }>;
  saveProgress(accountId: string, progress: DeletionProgress, deleted: number): Promise<void>;
  /** Deletes the users (their e-mail, links, push tokens) left with no other account; re-homes the others. */
  forgetUsers(accountId: string, userIds: readonly string[]): Promise<number>;
  /** The account's balance now (its shards). */
  balance(accountId: string): Promise<number>;
  /**
   * Ends the job, once: the closing ledger entry (if any), the audit entry, the account and its shards deleted, the job
   * DONE. FINISHED when another delivery of the job finished it first.
   */
  finish(job: DeletionJob, closing: LedgerEntry | undefined, audit: AuditEntry): Promise<Result<'FINISHED'>>;
}

/** The deletion job as it travels on the account queue. */
export interface DeletionMessage {
  accountId: string;
}

export interface ExportDeps {
  data: Pick<AccountDataStore, 'exportPage'>;
  audit: { record(entry: AuditEntry): Promise<void> };
}

/**
 * An exported item as the account's own routes show it: a platform administrator is named by role, never by user id
 * or IP, in the audit trail (as `GET /audit-log` shows it) and as the reviewer of a moderation flag (issue 26
 * finding 8).
 */
function tenantExportView(item: ExportItem): ExportItem {
  if (item.type === 'audit') {
    return {
      type: 'audit',
      data: tenantView(item.data as unknown as AuditEntry) as unknown as Record<string, unknown>,
    };
  }
  if (item.type === 'flag' && item.data.reviewedBy !== undefined) {
    return { type: 'flag', data: { ...item.data, reviewedBy: PLATFORM_ADMINISTRATOR } };
  }
  return item;
}

/** `GET /account/export`: a page of the caller's account, each page audited as account.exported. */
export async function exportAccount(
  deps: ExportDeps,
  input: { principal: UserPrincipal; page: PageRequest; ip: string; nowMs: number },
): Promise<Page<ExportItem>> {
  const { accountId } = input.principal;
  const page = await deps.data.exportPage(accountId, input.page);
  const shown = { ...page, items: page.items.map(tenantExportView) };
  await deps.audit.record(
    auditEntry(
      {
        accountId,
        actor: actorOf(input.principal, accountId),
        action: 'account.exported',
        target: { type: 'account', id: accountId },
        details: { items: page.items.length, first: input.page.cursor === undefined },
        ip: input.ip,
      },
      input.nowMs,
    ),
  );
  return shown;
}

export interface DeletionRequestDeps {
  accounts: Pick<AccountStore, 'get'>;
  users: Pick<UserStore, 'get' | 'members'>;
  data: Pick<AccountDataStore, 'lock' | 'detach'>;
  queue: Pick<JobQueue<DeletionMessage>, 'send'>;
}

/**
 * `POST /account/deletion`: the owner names the account and gives their password again. Both are checked before
 * either answer is given (the password always with scrypt, against a decoy when the user has none), then the account
 * is locked and the job queued.
 */
export async function requestDeletion(
  deps: DeletionRequestDeps,
  input: { principal: UserPrincipal; accountName: string; password: string; ip: string; nowMs: number },
): Promise<{ accountId: string; status: 'DELETING'; requestedAt: string }> {
  const { accountId, userId } = input.principal;
  const [account, user] = await Promise.all([deps.accounts.get(accountId), deps.users.get(userId)]);
  if (!account) throw accountGone();
  if (!user) throw unauthorized();
  const passwordOk = await checkPassword(user, input.password);
  if (account.name !== input.accountName) {
    throw validationError('The account name does not match', [
      { path: 'accountName', message: 'must be the account name exactly' },
    ]);
  }
  if (!passwordOk) throw forbidden('The password is wrong (a user without one sets it with a password reset)');

  const members = await deps.users.members(accountId);
  const requestedAt = new Date(input.nowMs).toISOString();
  const job: DeletionJob = {
    accountId,
    status: 'PENDING',
    requestedAt,
    requestedBy: userId,
    memberIds: members.map((m) => m.userId),
    deleted: 0,
  };
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(input.principal, accountId),
      action: 'account.deletion_requested',
      target: { type: 'account', id: accountId },
      ip: input.ip,
    },
    input.nowMs,
  );
  const locked = await deps.data.lock(job, audit);
  if (locked === 'missing') throw accountGone();
  // 'closing': a second request (the first locked it) goes on to detach and queue again, harmlessly.
  await deps.data.detach(accountId, input.nowMs);
  await deps.queue.send({ accountId });
  return { accountId, status: 'DELETING', requestedAt };
}

export interface DeletionRunDeps {
  data: AccountDataStore;
  queue: Pick<JobQueue<DeletionMessage>, 'send'>;
  clock: Clock;
}

/** How long one run works before it saves its place and queues itself again (a Lambda has 15 minutes). */
const RUN_BUDGET_MS = 10 * 60 * 1000;

/**
 * Runs (or resumes) an account's deletion: page by page through the account's items, the place saved after each page,
 * so a redelivered or concurrent message only repeats deletes of what is already gone. Finishes with the closing
 * ledger entry and `account.deleted`, once.
 */
export async function runDeletion(
  deps: DeletionRunDeps,
  message: DeletionMessage,
  log: Logger,
  budgetMs = RUN_BUDGET_MS,
): Promise<'done' | 'continued' | 'nothing'> {
  const { data, clock } = deps;
  const job = await data.job(message.accountId);
  if (!job || job.status === 'DONE') return 'nothing';
  const wallStart = Date.now();
  // The request detached keys and members; a crash between its lock and its detach is mended here.
  await data.detach(job.accountId, clock.now());
  let progress: DeletionProgress | undefined = job.progress ?? { step: 0, partition: 0 };
  let deleted = job.deleted;
  while (progress) {
    const result: { next?: DeletionProgress; deleted: number } = await data.deleteNext(job.accountId, progress);
    deleted += result.deleted;
    progress = result.next;
    if (progress) {
      await data.saveProgress(job.accountId, progress, deleted);
      if (Date.now() - wallStart > budgetMs) {
        await deps.queue.send(message);
        log.info('account deletion continues in a new run', { accountId: job.accountId, deleted });
        return 'continued';
      }
    }
  }
  const forgotten = await data.forgetUsers(job.accountId, job.memberIds);
  const balance = await data.balance(job.accountId);
  const nowMs = clock.now();
  const closing: LedgerEntry | undefined =
    balance !== 0
      ? {
          id: newId('txn', nowMs),
          accountId: job.accountId,
          type: 'DEBIT',
          amount: -balance,
          reason: 'account_closed',
          createdAt: new Date(nowMs).toISOString(),
        }
      : undefined;
  const audit = auditEntry(
    {
      accountId: job.accountId,
      actor: { type: 'system', id: 'account-deletion' },
      action: 'account.deleted',
      target: { type: 'account', id: job.accountId },
      details: { itemsDeleted: deleted, usersDeleted: forgotten, closingBalance: balance },
    },
    nowMs,
  );
  const finished = await data.finish({ ...job, deleted, completedAt: new Date(nowMs).toISOString() }, closing, audit);
  log.info('account deleted', { accountId: job.accountId, deleted, finished: finished.ok });
  return finished.ok ? 'done' : 'nothing';
}
