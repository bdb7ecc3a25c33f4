/**
 * The one send path of the service, used by the Public API and the dashboard alike, in the contract's order of checks:
 * account suspended (403), body (400), template and its variables (404/400), vendor (503), moderation (201 BLOCKED,
 * not charged), balance (402); then the message, its debit, its flag and its idempotency record commit in one
 * transaction while the job is put on the queue.
 *
 * Round trips (docs/capacity.md): the authorizer's read of the key; then `prepareSend`, one read of a balance shard,
 * the template and an earlier answer, overlapped by the handler chain with the rate-limit write; then the transaction
 * and the queue write, side by side. The worker waits for a message whose job arrives before its transaction commits.
 */
import { createHash } from 'node:crypto';
import type { LedgerEntry } from '../accounts/account';
import { type SpendCap, spendDay, spendLimitMessage } from '../billing/spend';
import type { Clock } from '../clock';
import {
  accountGone,
  accountSuspended,
  idempotencyKeyReused,
  insufficientBalance,
  missingTemplateVariable,
  spendLimitExceeded,
  templateNotFound,
  validationError,
  vendorNotConfigured,
} from '../errors';
import { idPattern, newId } from '../ids';
import type { Logger } from '../logger';
import { count, METRIC, type Metrics, noMetrics } from '../metrics';
import type { FlagRecord } from '../moderation/flag';
import type { ModerationService } from '../moderation/types';
import { renderTemplate } from '../templates/render';
import { vendorConfigured } from '../vendors/vendor';
import {
  type IdempotencyRecord,
  type MessageRecord,
  type MessageSource,
  type MessageStore,
  publicMessage,
  type SendReads,
} from './message';
import { normaliseSouthAfricanMobile } from './phone';
import { segmentInfo } from './segments';
import type { SendQueue } from './send-queue';
import type { SendSmsRequest } from './send-request';
import { codePoints, MAX_BODY_CHARACTERS } from './text';

/** Idempotency records are kept for at least this long (the contract says 24 hours). */
const IDEMPOTENCY_TTL_SECONDS = 48 * 3600;
const TEMPLATE_ID = idPattern('tpl');

export interface SendDeps {
  /** A send's reads and writes only (shared/db/message-send-repository.ts): its functions carry no other query. */
  messages: Pick<MessageStore, 'prepare' | 'accept' | 'getIdempotency'>;
  queue: SendQueue;
  moderation: ModerationService;
  clock: Clock;
  /** The clock that decides the day a spend cap counts against (the sandbox clock on the local stage; contract Part 4). */
  dayClock?: Clock;
  /** False on the production stage: settings naming the sandbox vendor count as none (503). */
  sandboxAllowed: boolean;
  /** Where accepted and blocked sends and moderation verdicts are counted (default: nowhere). */
  metrics?: Metrics;
}

/** Who sends: the account, the route (source) and the key (with its own daily spend cap, if any) or user. */
export interface Sender {
  accountId: string;
  source: MessageSource;
  actor: { apiKeyId?: string; userId?: string };
  apiKeyDailySpendLimit?: number;
}

/** The daily spend caps a send counts against: the account's (copied on its shards) and the sending key's. */
function capsOf(sender: Sender, shard: { dailySpendLimit?: number }): SpendCap[] {
  const caps: SpendCap[] = [];
  if (shard.dailySpendLimit !== undefined) {
    caps.push({ kind: 'account', id: sender.accountId, limit: shard.dailySpendLimit });
  }
  if (sender.actor.apiKeyId && sender.apiKeyDailySpendLimit !== undefined) {
    caps.push({ kind: 'apiKey', id: sender.actor.apiKeyId, limit: sender.apiKeyDailySpendLimit });
  }
  return caps;
}

/** What `prepareSend` read, and the fingerprint of the request for its Idempotency-Key. */
export interface PreparedSend extends SendReads {
  keyHash?: string;
  requestHash: string;
}

/** The 201 to return, as the exact bytes of the first response, so a replay is identical. */
export interface SendOutcome {
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
  return { body: record.response, replayed: true };
}

/**
 * The reads of a send, before its body is validated (they run while the rate limit is counted): a balance shard of
 * the account (its suspension and vendor come with it), the template the raw body names, and an earlier answer to its
 * Idempotency-Key. An earlier answer is replayed whatever the account's state now; otherwise a suspended or missing
 * account is refused here, before the body is looked at.
 */
export async function prepareSend(
  { messages }: Pick<SendDeps, 'messages'>,
  { accountId, rawBody, idempotencyKey }: { accountId: string; rawBody: unknown; idempotencyKey?: string },
): Promise<PreparedSend> {
  const templateId = (rawBody as { templateId?: unknown } | null | undefined)?.templateId;
  const keyHash = idempotencyKey !== undefined ? sha256(idempotencyKey) : undefined;
  const reads = await messages.prepare(accountId, {
    ...(typeof templateId === 'string' && TEMPLATE_ID.test(templateId) ? { templateId } : {}),
    ...(keyHash ? { idempotencyKeyHash: keyHash } : {}),
  });
  const prepared = { ...reads, ...(keyHash ? { keyHash } : {}), requestHash: sha256(canonical(rawBody)) };
  if (prepared.earlier) return prepared;
  if (!prepared.shard || prepared.shard.closed) throw accountGone();
  if (prepared.shard.suspended) throw accountSuspended();
  return prepared;
}

/** The text to send: the body, or the template filled with the variables (each within the length limit). */
function textOf(request: SendSmsRequest, prepared: PreparedSend): string {
  if (request.templateId === undefined) return request.body!;
  if (!prepared.template || prepared.template.id !== request.templateId) throw templateNotFound();
  const rendered = renderTemplate(prepared.template.body, request.variables ?? {});
  if (!rendered.ok) throw missingTemplateVariable(rendered.missing);
  if (codePoints(rendered.text) > MAX_BODY_CHARACTERS) {
    throw validationError(`The rendered template exceeds ${MAX_BODY_CHARACTERS} characters`, [
      { path: 'variables', message: `rendered text is ${codePoints(rendered.text)} characters` },
    ]);
  }
  return rendered.text;
}

/** Decides and stores a send whose reads `prepareSend` made and whose body the chain validated. */
export async function sendMessage(
  deps: SendDeps,
  input: {
    sender: Sender;
    request: SendSmsRequest;
    prepared: PreparedSend;
    log: Logger;
    /** A Twilio-compatible send's StatusCallback, kept on the message item itself (no write of its own). */
    statusCallback?: string;
    /** Send at this time (ISO) instead of now: stored QUEUED and waiting, charged now (decision 1607). */
    sendAt?: string;
    /**
     * Twilio's ValidityPeriod: never handed over after this many seconds from now (or from `sendAt`), read on the
     * clock schedules read (decision 1609).
     */
    validityPeriodSeconds?: number;
    /** A verification's text, sealed for the new message's id: stored beside the masked body (decision 1701). */
    seal?: (messageId: string) => string;
  },
): Promise<SendOutcome> {
  const { sender, request, prepared, log, seal } = input;
  const { accountId } = sender;
  if (prepared.earlier) return replay(prepared.earlier, prepared.requestHash);
  const shard = prepared.shard!;
  const to = normaliseSouthAfricanMobile(request.to)!;
  const text = textOf(request, prepared);
  if (!shard.vendor || !vendorConfigured(shard.vendor, deps)) throw vendorNotConfigured();

  const metrics = deps.metrics ?? noMetrics;
  const verdict = await deps.moderation.moderate(text);
  count(metrics, METRIC.moderation, { Verdict: verdict.verdict });
  const blocked = verdict.verdict === 'BLOCKED';
  const { encoding, segments } = segmentInfo(text);
  const nowMs = deps.clock.now();
  const now = new Date(nowMs).toISOString();
  const messageId = newId('msg', nowMs);
  // Twilio's ValidityPeriod, from SendAt or from now on the clock schedules read (decision 1609); read only when given.
  const validUntil =
    input.validityPeriodSeconds !== undefined && !blocked
      ? new Date(
          (input.sendAt ? Date.parse(input.sendAt) : (deps.dayClock ?? deps.clock).now()) +
            input.validityPeriodSeconds * 1000,
        ).toISOString()
      : undefined;
  const message: MessageRecord = {
    id: messageId,
    accountId,
    to,
    body: text,
    ...(request.templateId ? { templateId: request.templateId } : {}),
    status: blocked ? 'BLOCKED' : 'QUEUED',
    deliveryStatus: blocked ? `Blocked by content moderation: ${verdict.reason}` : null,
    segments,
    encoding,
    cost: blocked ? 0 : segments,
    shard: shard.shard,
    source: sender.source,
    createdAt: now,
    updatedAt: now,
    ...(verdict.verdict !== 'ALLOWED'
      ? { moderation: { verdict: verdict.verdict, categories: verdict.categories.map((c) => c.category) } }
      : {}),
    vendor: shard.vendor.provider,
    ...(shard.vendor.senderId ? { senderId: shard.vendor.senderId } : {}),
    attempts: 0,
    ...(seal && !blocked ? { sealedBody: seal(messageId) } : {}),
    ...(sender.actor.apiKeyId ? { apiKeyId: sender.actor.apiKeyId } : {}),
    ...(input.statusCallback ? { statusCallback: input.statusCallback } : {}),
    ...(sender.actor.userId ? { userId: sender.actor.userId } : {}),
    ...(input.sendAt && !blocked ? { sendAt: input.sendAt, scheduled: true } : {}),
    ...(validUntil ? { validUntil } : {}),
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
        ...(sender.actor.apiKeyId ? { apiKeyId: sender.actor.apiKeyId } : {}),
        createdAt: now,
      };
  const response = JSON.stringify(publicMessage(message));
  const { keyHash } = prepared;
  const caps = blocked ? [] : capsOf(sender, shard);
  const accepting = deps.messages.accept({
    ...(caps.length > 0 ? { spend: { day: spendDay((deps.dayClock ?? deps.clock).now()), caps } } : {}),
    message,
    debit,
    flag,
    idempotency: keyHash
      ? {
          keyHash,
          record: { requestHash: prepared.requestHash, statusCode: 201, response, createdAt: now },
          expiresAt: Math.floor(nowMs / 1000) + IDEMPOTENCY_TTL_SECONDS,
        }
      : undefined,
  });
  // The job goes out beside the transaction when the shard read says it will commit (one round trip for both);
  // otherwise only once it has. A capped send waits for its commit: a flood refused at its cap leaves no jobs behind.
  // A scheduled message has no job until the scheduled sweeper releases it.
  const queued = message.status === 'QUEUED' && !message.scheduled;
  const likely = queued && shard.balance >= message.cost && caps.length === 0;
  const enqueue = () =>
    deps.queue.enqueue({ messageId: message.id, accountId }).catch((error: unknown) => {
      // The message is stored and charged; the pending-message sweeper enqueues it, so it is still answered 201.
      log.warn('enqueue failed; left to the sweeper', { messageId: message.id, error });
    });
  const [outcome] = await Promise.all([accepting, likely ? enqueue() : undefined]);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'IDEMPOTENCY_CONFLICT': {
        // A concurrent request with the same key committed first: answer exactly as it did.
        const first = await deps.messages.getIdempotency(accountId, keyHash!);
        if (!first) throw new Error('Idempotency record vanished after a conflicting commit');
        return replay(first, prepared.requestHash);
      }
      case 'INSUFFICIENT_BALANCE':
        throw insufficientBalance(message.cost, outcome.balance);
      case 'ACCOUNT_SUSPENDED':
        throw accountSuspended();
      case 'ACCOUNT_MISSING':
        throw accountGone();
      case 'SPEND_LIMIT_EXCEEDED':
        throw spendLimitExceeded(spendLimitMessage(outcome.cap));
    }
  }
  count(metrics, blocked ? METRIC.blocked : METRIC.accepted, { Source: sender.source });
  if (queued && !likely) await enqueue();
  return { body: response, replayed: false };
}
