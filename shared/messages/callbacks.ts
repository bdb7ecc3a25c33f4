/**
 * The vendors' callbacks and events (contract Part 2): authenticated only by each vendor's own scheme, checked with the
 * account's vendor settings before anything of the request is used; then receipts settle messages and replies are
 * received (shared/inbound/).
 */
import type { BalanceShard } from '../accounts/account';
import { invalidSignature } from '../errors';
import type { Logger } from '../logger';
import type { CallbackContent, CallbackRequest, InboundSms, VendorCallbackReader } from '../vendors/vendor';
import { applyReceipt, type ReceiptDeps, type ReceiptOutcome } from './receipts';

/** Receives an account's replies (shared/inbound/receive.ts). */
export type InboundReceiver = (accountId: string, provider: string, replies: InboundSms[]) => Promise<void>;

/** A checked callback past its account's limit, kept to be applied later (the overflow lane, decision 1021). */
export interface DeferredCallback {
  accountId: string;
  provider: string;
  content: CallbackContent;
}

/** The per-account limit of checked callbacks (decision 1021). */
export interface CallbackLimit {
  /** Counts one checked callback of the account; false once the account is past its limit. */
  admit(accountId: string): Promise<boolean>;
  /** Keeps a callback past the limit to be applied later (at least once). */
  defer(job: DeferredCallback): Promise<void>;
  /** The answer (429) to a callback past the limit that its vendor sends again. */
  refused(provider: string): Error;
}

/**
 * What becomes of a checked callback past the account's limit, per vendor (decision 1021). Clickatell sends again
 * every callback not answered 2xx: a 429 delays it. Twilio does not send a status callback or an inbound message
 * again after a 4xx: a 429 would lose a receipt or a reply (a STOP), so it is answered as received and deferred.
 * A vendor not named here is deferred: nothing is lost.
 */
const PAST_THE_LIMIT: Readonly<Record<string, 'refuse' | 'defer'>> = { clickatell: 'refuse', twilio: 'defer' };

export interface CallbackDeps extends ReceiptDeps {
  reader: VendorCallbackReader;
  /** A balance shard of the account: its copy of the vendor settings (never the account item, which is hot). */
  shardOf(accountId: string): Promise<BalanceShard | undefined>;
  inbound?: InboundReceiver;
  /** Absent: no per-account limit (the AWS events, which no tenant can forge, never pass here). */
  limit?: CallbackLimit;
}

/** Whether applying it can change anything: a final receipt or a reply (a pending status changes nothing). */
function carriesWork(content: CallbackContent): boolean {
  return content.inbound.length > 0 || content.receipts.some((r) => r.state === 'delivered' || r.state === 'failed');
}

/**
 * `POST /callbacks/<provider>/...`: 403 INVALID_SIGNATURE, changing nothing, unless the account's vendor is that
 * provider and the request passes its check; then it counts against the account's limit (only then: a forged flood
 * uses none of it), and every receipt and reply in it is applied, or, past the limit, refused or deferred as its
 * vendor needs (`PAST_THE_LIMIT`).
 */
export async function receiveCallback(
  deps: CallbackDeps,
  input: { provider: string; accountId: string; request: CallbackRequest; log: Logger },
): Promise<{ receipts: ReceiptOutcome[]; inbound: number; deferred?: true }> {
  const shard = await deps.shardOf(input.accountId);
  if (!shard?.vendor || shard.vendor.provider !== input.provider) throw invalidSignature();
  const content = await deps.reader.read(input.provider, shard.vendor, input.accountId, input.request);
  if (content === 'invalid-signature') throw invalidSignature();
  if (deps.limit && carriesWork(content) && !(await deps.limit.admit(input.accountId))) {
    if ((PAST_THE_LIMIT[input.provider] ?? 'defer') === 'refuse') throw deps.limit.refused(input.provider);
    await deps.limit.defer({ accountId: input.accountId, provider: input.provider, content });
    input.log.warn('callback past the account limit deferred', {
      accountId: input.accountId,
      provider: input.provider,
      receipts: content.receipts.length,
      inbound: content.inbound.length,
    });
    return { receipts: [], inbound: 0, deferred: true };
  }
  return applyCallback(deps, input.accountId, input.provider, content, input.log);
}

/** Applies what an authenticated callback or event carries. */
export async function applyCallback(
  deps: Omit<CallbackDeps, 'reader' | 'shardOf'>,
  accountId: string,
  provider: string,
  content: CallbackContent,
  log: Logger,
): Promise<{ receipts: ReceiptOutcome[]; inbound: number }> {
  const receipts: ReceiptOutcome[] = [];
  for (const receipt of content.receipts) {
    const outcome = await applyReceipt(deps, accountId, receipt);
    receipts.push(outcome);
    log.info('vendor receipt', { provider, key: receipt.key, state: receipt.state, outcome });
  }
  if (content.inbound.length > 0 && deps.inbound) await deps.inbound(accountId, provider, content.inbound);
  return { receipts, inbound: content.inbound.length };
}
