import { createHash } from 'node:crypto';
import type { LedgerEntry } from '../accounts/account';
import type { IdempotencyRecord } from '../db/message-repository';
import {
  accountSuspended,
  forbidden,
  idempotencyKeyReused,
  insufficientBalance,
  invalidPhoneNumber,
  missingTemplateVariable,
  templateNotFound,
  validationError,
  vendorNotConfigured,
} from '../http/errors';
import { issueDetails } from '../http/validate';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { FlagRecord } from '../moderation/flag';
import { moderationOf } from '../moderation/moderation-of';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { renderTemplate } from '../templates/render';
import { type MessageRecord, type MessageSource, publicMessage } from './message';
import { normaliseSouthAfricanMobile } from './phone';
import { segmentInfo } from './segments';
import { codePoints, IdempotencyKey, MAX_BODY_CHARACTERS, SendSmsRequest } from './send-request';

/** Idempotency records are kept for at least this long (the contract says 24 hours). */
const IDEMPOTENCY_TTL_SECONDS = 48 * 3600;

export interface SendContext {
  rt: Runtime;
  repos: Repositories;
  log: Logger;
  accountId: string;
  source: MessageSource;
  actor: { apiKeyId?: string; userId?: string };
  idempotencyKey?: string;
  /** The rate limit's verdict, possibly still pending: awaited with the first reads. */
  admission?: Promise<void>;
}

/** The 201 to return, as the exact bytes of the first response, so a replay is identical. */
export interface SendOutcome {
  statusCode: number;
  body: string;
  replayed: boolean;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** JSON with object keys sorted, so the same request body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function replay(record: IdempotencyRecord, requestHash: string): SendOutcome {
  if (record.requestHash !== requestHash) throw idempotencyKeyReused();
  return { statusCode: record.statusCode, body: record.response, replayed: true };
}

/**
 * The one send path of the service, used by the Public API and the dashboard alike, checking in the contract's order:
 * account suspended (403), body (400), template and its variables (404/400), vendor (503), moderation (201 BLOCKED,
 * not charged), balance (402); then the message, its debit, its flag and its idempotency record commit in one
 * transaction, and the message is queued for the moderation-and-send worker.
 */
export async function sendMessage(ctx: SendContext, rawBody: unknown): Promise<SendOutcome> {
  const { rt, repos, accountId } = ctx;
  const parsed = SendSmsRequest.safeParse(rawBody);
  const keyHash = ctx.idempotencyKey !== undefined ? sha256(ctx.idempotencyKey) : undefined;
  const requestHash = sha256(canonical(rawBody));

  // One round trip: the rate-limit write and the independent reads (the account, the template, and an earlier response
  // to this key). A 429 still wins over everything after it, because nothing is decided before all have settled.
  const [, account, template, earlier] = await Promise.all([
    ctx.admission,
    repos.accounts.get(accountId),
    parsed.success && parsed.data.templateId ? repos.templates.get(accountId, parsed.data.templateId) : undefined,
    keyHash ? repos.messages.getIdempotency(accountId, keyHash) : undefined,
  ]);
  if (earlier) return replay(earlier, requestHash);
  if (!account) throw forbidden('The account of these credentials no longer exists');
  if (account.suspended) throw accountSuspended();
  if (ctx.idempotencyKey !== undefined && !IdempotencyKey.safeParse(ctx.idempotencyKey).success) {
    throw validationError('Idempotency-Key must be 1 to 255 characters', [
      { path: 'Idempotency-Key', message: 'must be 1 to 255 characters' },
    ]);
  }

  if (!parsed.success) {
    const to = (rawBody as { to?: unknown } | null)?.to;
    if (typeof to === 'string' && !normaliseSouthAfricanMobile(to)) throw invalidPhoneNumber();
    throw validationError('Request body is not valid', issueDetails(parsed.error));
  }
  const request = parsed.data;
  const to = normaliseSouthAfricanMobile(request.to);
  if (!to) throw invalidPhoneNumber();

  let text: string;
  if (request.templateId !== undefined) {
    if (!template) throw templateNotFound();
    const rendered = renderTemplate(template.body, request.variables ?? {});
    if (!rendered.ok) throw missingTemplateVariable(rendered.missing);
    text = rendered.text;
    if (codePoints(text) > MAX_BODY_CHARACTERS) {
      throw validationError(`The rendered template exceeds ${MAX_BODY_CHARACTERS} characters`, [
        { path: 'variables', message: `rendered text is ${codePoints(text)} characters` },
      ]);
    }
  } else {
    text = request.body!;
  }

  if (!account.vendor || !rt.vendors.forSettings(account.vendor)) throw vendorNotConfigured();

  const verdict = await moderationOf(rt).moderate(text);
  const blocked = verdict.verdict === 'BLOCKED';
  const { encoding, segments } = segmentInfo(text);
  const nowMs = rt.clock.now();
  const now = new Date(nowMs).toISOString();
  const message: MessageRecord = {
    id: newId('msg', nowMs),
    accountId,
    to,
    body: text,
    ...(request.templateId ? { templateId: request.templateId } : {}),
    status: blocked ? 'BLOCKED' : 'QUEUED',
    deliveryStatus: blocked ? `Blocked by content moderation: ${verdict.reason}` : null,
    segments,
    encoding,
    cost: blocked ? 0 : segments,
    source: ctx.source,
    createdAt: now,
    updatedAt: now,
    ...(verdict.verdict !== 'ALLOWED'
      ? { moderation: { verdict: verdict.verdict, categories: verdict.categories.map((c) => c.category) } }
      : {}),
    vendor: account.vendor.provider,
    ...(account.vendor.senderId ? { senderId: account.vendor.senderId } : {}),
    attempts: 0,
    ...(ctx.actor.apiKeyId ? { apiKeyId: ctx.actor.apiKeyId } : {}),
    ...(ctx.actor.userId ? { userId: ctx.actor.userId } : {}),
  };
  const flag: FlagRecord | undefined =
    verdict.verdict === 'ALLOWED' || !verdict.severity
      ? undefined
      : {
          id: newId('flg', nowMs),
          accountId,
          messageId: message.id,
          categories: verdict.categories.map((c) => c.category),
          severity: verdict.severity,
          status: 'OPEN',
          excerpt: verdict.excerpt,
          createdAt: now,
        };
  const debit: LedgerEntry | undefined = blocked
    ? undefined
    : {
        id: newId('txn', nowMs),
        accountId,
        type: 'DEBIT',
        amount: -message.cost,
        reason: `SMS ${message.id} (${segments} segment${segments === 1 ? '' : 's'})`,
        messageId: message.id,
        createdAt: now,
      };
  const response = JSON.stringify(publicMessage(message));
  const outcome = await repos.messages.accept({
    message,
    debit,
    flag,
    idempotency: keyHash
      ? {
          keyHash,
          record: { requestHash, statusCode: 201, response, createdAt: now },
          expiresAt: Math.floor(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
        }
      : undefined,
  });
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'IDEMPOTENCY_CONFLICT': {
        // A concurrent request with the same key committed first: answer exactly as it did.
        const first = await repos.messages.getIdempotency(accountId, keyHash!);
        if (!first) throw new Error('Idempotency record vanished after a conflicting commit');
        return replay(first, requestHash);
      }
      case 'INSUFFICIENT_BALANCE':
        throw insufficientBalance(message.cost, outcome.balance);
      case 'ACCOUNT_SUSPENDED':
        throw accountSuspended();
      case 'ACCOUNT_MISSING':
        throw forbidden('The account of these credentials no longer exists');
    }
  }

  if (message.status === 'QUEUED') {
    try {
      await rt.queue.enqueue({ messageId: message.id, accountId });
    } catch (error) {
      // The message is stored and charged; the pending-message sweeper enqueues it, so it is still answered 201.
      ctx.log.warn('enqueue failed; left to the sweeper', { messageId: message.id, error });
    }
  }
  return { statusCode: 201, body: response, replayed: false };
}
