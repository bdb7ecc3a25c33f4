/**
 * Verify's use cases (issue 31, docs/decisions/1701-verify.md): start (or resend) a verification, check a code, read
 * and cancel one. A code's SMS goes through the one send path (moderation, credits, spend caps, the queue) and is
 * charged like any SMS; its message keeps the code masked and the real text sealed for the send worker.
 */
import type { Clock } from '../clock';
import { conflict, notFound, validationError } from '../errors';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { PublicMessage } from '../messages/message';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import { type PreparedSend, type SendDeps, type Sender, sendMessage } from '../messages/send-message';
import { type Ok, ok, type Refused, refused } from '../result';
import { type CodeKeys, codeMatches, hashCode, newCode, sealText } from './code-key';
import {
  ACCOUNT_LIMIT_PER_MINUTE,
  ACCOUNT_LIMIT_SHARDS,
  assessPrefix,
  conversionOf,
  isSequential,
  KEY_LIMIT_PER_MINUTE,
  KEY_LIMIT_SHARDS,
  type Refusal,
  staleCounters,
  type VerifyGuardStore,
  withStart,
} from './fraud-guard';
import { maskCode, verificationText } from './templates';
import {
  CODE_TTL_MS,
  DEFAULT_CODE_LENGTH,
  MAX_CHECKS,
  MAX_SENDS,
  prefixOf,
  RESEND_AFTER_MS,
  statusAt,
  type VerificationRecord,
  type VerificationStatus,
  type VerificationStore,
  type VerifyLocale,
} from './verification';

export interface VerifyDeps {
  verifications: VerificationStore;
  guard: VerifyGuardStore;
  limiter: { hit(subject: string, limit: number, nowMs: number, shards?: number): Promise<{ allowed: boolean }> };
  send: SendDeps;
  codeKeys: () => Promise<CodeKeys>;
  /** The project's clock for codes and windows: the sandbox clock on the local stage, so tests can expire codes. */
  clock: Clock;
}

/**
 * Why a start was refused: the fraud guard and the verification limits (fraud-guard.ts), the verification's sends
 * used up (`max_sends`), or a code sent moments ago (`resend_wait`).
 */
type StartRefusalReason = Refusal['reason'] | 'max_sends' | 'resend_wait';

/** A start refused (the fraud guard, a resend too soon, too many sends): 429 with Retry-After, nothing charged. */
export type StartRefused = Refused<StartRefusalReason, { message: string; retryAfterSeconds: number }>;

/** A start's outcome: the verification started (or resent), or refused before anything was sent or charged. */
export type StartResult = Ok<{ verification: VerificationRecord }> | StartRefused;

export interface StartRequest {
  to: string;
  locale?: VerifyLocale;
  codeLength?: number;
  brand?: string;
  /** The Twilio Verify service starting it (the compatible API); kept on the verification. */
  serviceId?: string;
}

const GUARD_MESSAGE = 'Too many verifications to numbers like this one; try again later';
const RESEND_WAIT = 'A code was sent to this number moments ago; resend later';

const refuse = (reason: StartRefusalReason, message: string, retryAfterSeconds: number): StartRefused =>
  refused(reason, { message, retryAfterSeconds });

/** Refuses a start for the guard, counted by reason for the operator's view (the count failing refuses all the same). */
async function refuseCounted(
  deps: VerifyDeps,
  input: { accountId: string; nowMs: number; log: Logger },
  refusal: Refusal,
): Promise<StartRefused> {
  await deps.guard
    .countRefused(input.accountId, refusal.reason, input.nowMs)
    .catch((error: unknown) => input.log.warn('refusal counter not written', { error }));
  const message =
    refusal.reason === 'key_limit' || refusal.reason === 'account_limit'
      ? `Rate limit exceeded: verifications per minute for this ${refusal.reason === 'key_limit' ? 'API key' : 'account'}`
      : GUARD_MESSAGE;
  return refuse(refusal.reason, message, refusal.retryAfterSeconds);
}

/** The key's and the account's verifications a rolling minute (decision 1702): the refusal when past either. */
async function withinLimits(
  deps: VerifyDeps,
  input: { accountId: string; keyId: string; nowMs: number; log: Logger },
): Promise<StartRefused | undefined> {
  const { accountId, keyId, nowMs } = input;
  const [key, account] = await Promise.all([
    deps.limiter.hit(`VERIFY#KEY#${keyId}`, KEY_LIMIT_PER_MINUTE, nowMs, KEY_LIMIT_SHARDS),
    deps.limiter.hit(`VERIFY#ACCOUNT#${accountId}`, ACCOUNT_LIMIT_PER_MINUTE, nowMs, ACCOUNT_LIMIT_SHARDS),
  ]);
  if (!key.allowed) return refuseCounted(deps, input, { reason: 'key_limit', retryAfterSeconds: 60 });
  if (!account.allowed) return refuseCounted(deps, input, { reason: 'account_limit', retryAfterSeconds: 60 });
  return undefined;
}

/** The fraud guard on a new verification (decision 1702): its refusal, before anything is sent; undefined to go on. */
async function admit(
  deps: VerifyDeps,
  input: { accountId: string; keyId: string; to: string; nowMs: number; log: Logger },
): Promise<StartRefused | undefined> {
  const { accountId, to, nowMs, log } = input;
  const limited = await withinLimits(deps, input);
  if (limited) return limited;
  const prefix = prefixOf(to);
  const number = Number(to.slice(1));
  const counted = await deps.guard.countStart(accountId, prefix, number, nowMs);
  if ('blockedUntilMs' in counted) {
    log.info('verification refused by the fraud guard', { reason: 'blocked', prefix });
    const retryAfterSeconds = Math.max(1, Math.ceil((counted.blockedUntilMs - nowMs) / 1000));
    return refuseCounted(deps, input, { reason: 'blocked', retryAfterSeconds });
  }
  const sequential = isSequential(counted.before, number, nowMs);
  if (sequential) await deps.guard.markSequential(accountId, prefix, nowMs);
  const after = withStart(counted.before, nowMs, sequential);
  const verdict = assessPrefix(after, nowMs);
  // Tidy up when enough old counters have built up, riding on a write the guard makes anyway: admitted or refused,
  // so a prefix under a constant attack (every start refused) keeps a bounded item too.
  const stale = staleCounters(after.counters, nowMs);
  if (!verdict) {
    if (stale.length > 0) await deps.guard.dropStale(accountId, prefix, stale).catch(() => undefined);
    return undefined;
  }
  await deps.guard.uncountStart(accountId, prefix, nowMs, stale);
  if (verdict.blockUntilMs !== undefined) {
    const { started, approved } = conversionOf(counted.before.counters, nowMs);
    await deps.guard.block(accountId, prefix, verdict.blockUntilMs, verdict.reason, { started, approved }, nowMs);
  }
  log.info('verification refused by the fraud guard', { reason: verdict.reason, prefix });
  return refuseCounted(deps, input, verdict);
}

/** Sends a code's SMS through the one send path; a text refused by moderation is the caller's 400. */
async function sendCode(
  deps: VerifyDeps,
  input: { v: VerificationRecord; code: string; sender: Sender; prepared: PreparedSend; log: Logger },
): Promise<void> {
  const { v, code, sender, prepared, log } = input;
  const keys = await deps.codeKeys();
  const text = verificationText(v.locale, code, v.brand);
  const masked = verificationText(v.locale, maskCode(code), v.brand);
  const outcome = await sendMessage(deps.send, {
    sender,
    request: { to: v.to, body: masked },
    prepared,
    log,
    seal: (messageId) => sealText(keys, messageId, text),
  });
  const message = JSON.parse(outcome.body) as PublicMessage;
  if (message.status === 'BLOCKED') {
    throw validationError('The verification text was refused by content moderation', [
      { path: 'brand', message: 'refused by content moderation' },
    ]);
  }
}

/**
 * Starts a verification of `to`, or, when the account has one pending for that number, sends it a new code (at most
 * MAX_SENDS, RESEND_AFTER_MS apart) and returns it; refused (429) when the guard or the resend rules refuse, before
 * anything is sent or charged.
 */
export async function startVerification(
  deps: VerifyDeps,
  input: {
    sender: Sender & { actor: { apiKeyId: string } };
    request: StartRequest;
    prepared: PreparedSend;
    log: Logger;
  },
): Promise<StartResult> {
  const { sender, request, prepared, log } = input;
  const { accountId } = sender;
  const keyId = sender.actor.apiKeyId;
  const to = normaliseSouthAfricanMobile(request.to)!;
  const nowMs = deps.clock.now();
  if (request.brand !== undefined) {
    const verdict = await deps.send.moderation.moderate(request.brand);
    if (verdict.verdict === 'BLOCKED') {
      throw validationError('Request body is not valid', [{ path: 'brand', message: 'refused by content moderation' }]);
    }
  }
  const latestId = await deps.verifications.latestOf(accountId, to);
  const latest = latestId ? await deps.verifications.get(latestId) : undefined;
  if (latest && statusAt(latest, nowMs) === 'pending') {
    if (latest.sends >= MAX_SENDS) {
      return refuse(
        'max_sends',
        `This verification has had its ${MAX_SENDS} sends; start a new one once it expires`,
        Math.max(1, Math.ceil((latest.expiresAtMs - nowMs) / 1000)),
      );
    }
    const wait = latest.lastSentAtMs + RESEND_AFTER_MS - nowMs;
    if (wait > 0) return refuse('resend_wait', RESEND_WAIT, Math.ceil(wait / 1000));
    const limited = await withinLimits(deps, { accountId, keyId, nowMs, log });
    if (limited) return limited;
    const code = newCode(latest.codeLength);
    const keys = await deps.codeKeys();
    const resent = await deps.verifications.update(
      latest,
      { sends: latest.sends + 1, codeHash: hashCode(keys, latest.id, code), lastSentAtMs: nowMs },
      nowMs,
    );
    if (!resent.ok) return refuse('resend_wait', RESEND_WAIT, 30);
    await sendCode(deps, { v: resent.verification, code, sender, prepared, log });
    return resent;
  }

  const guarded = await admit(deps, { accountId, keyId, to, nowMs, log });
  if (guarded) return guarded;
  const id = newId('vrf', nowMs);
  const codeLength = request.codeLength ?? DEFAULT_CODE_LENGTH;
  const code = newCode(codeLength);
  const keys = await deps.codeKeys();
  const now = new Date(nowMs).toISOString();
  const v: VerificationRecord = {
    id,
    accountId,
    apiKeyId: keyId,
    to,
    prefix: prefixOf(to),
    locale: request.locale ?? 'en',
    ...(request.brand !== undefined ? { brand: request.brand } : {}),
    ...(request.serviceId !== undefined ? { serviceId: request.serviceId } : {}),
    codeLength,
    codeHash: hashCode(keys, id, code),
    status: 'pending',
    sends: 1,
    checks: 0,
    lastSentAtMs: nowMs,
    expiresAtMs: nowMs + CODE_TTL_MS,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await deps.verifications.create(v, latestId)).ok) {
    return refuse('resend_wait', 'A verification of this number was started moments ago; try again later', 30);
  }
  try {
    await sendCode(deps, { v, code, sender, prepared, log });
  } catch (error) {
    // Not sent (balance, spend cap, vendor, moderation): nothing is left pending for the number.
    await deps.verifications.remove(v);
    throw error;
  }
  await deps.guard
    .countKey(keyId, 's', nowMs)
    .catch((error: unknown) => log.warn('key counter not written', { error }));
  return ok({ verification: v });
}

/** The caller's verification, or 404 (another account's reads as none). */
export async function verificationOf(deps: Pick<VerifyDeps, 'verifications'>, accountId: string, id: string) {
  const v = await deps.verifications.get(id);
  if (!v || v.accountId !== accountId) throw notFound('Verification');
  return v;
}

/**
 * Checks a code: approved (once: a concurrent check of the same code finds it approved and is refused 409), or one
 * attempt more (max_attempts_reached at the MAX_CHECKS-th wrong code), or the status it already has.
 */
export async function checkVerification(
  deps: VerifyDeps,
  input: { accountId: string; id: string; code: string; log: Logger },
): Promise<{ v: VerificationRecord; status: VerificationStatus }> {
  let v = await verificationOf(deps, input.accountId, input.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const nowMs = deps.clock.now();
    if (v.status === 'approved') throw conflict('This verification is already approved; its code was checked');
    const status = statusAt(v, nowMs);
    if (status === 'expired' && v.status === 'pending') {
      const expired = await deps.verifications.update(v, { status: 'expired' }, nowMs);
      if (expired.ok) return { v: expired.verification, status: 'expired' };
    } else if (status !== 'pending') {
      return { v, status };
    } else {
      const keys = await deps.codeKeys();
      const matches = v.codeHash !== undefined && codeMatches(keys, v.id, input.code, v.codeHash);
      const checks = v.checks + 1;
      const next: VerificationStatus = matches ? 'approved' : checks >= MAX_CHECKS ? 'max_attempts_reached' : 'pending';
      const updated = await deps.verifications.update(v, { checks, status: next }, nowMs);
      if (updated.ok) {
        if (matches) {
          await Promise.all([
            deps.guard.countApproved(v.accountId, v.prefix, nowMs),
            deps.guard.countKey(v.apiKeyId, 'a', nowMs),
          ]).catch((error: unknown) => input.log.warn('approval counters not written', { error }));
        }
        return { v: updated.verification, status: next };
      }
    }
    v = await verificationOf(deps, input.accountId, input.id);
  }
  throw conflict('This verification is being checked by another request; try again');
}

/** Cancels a pending verification; a finished one is 409. */
export async function cancelVerification(
  deps: VerifyDeps,
  input: { accountId: string; id: string },
): Promise<VerificationRecord> {
  let v = await verificationOf(deps, input.accountId, input.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const nowMs = deps.clock.now();
    const status = statusAt(v, nowMs);
    if (status !== 'pending') throw conflict(`This verification is ${status}; only a pending one can be canceled`);
    const canceled = await deps.verifications.update(v, { status: 'canceled' }, nowMs);
    if (canceled.ok) return canceled.verification;
    v = await verificationOf(deps, input.accountId, input.id);
  }
  throw conflict('This verification is being changed by another request; try again');
}
