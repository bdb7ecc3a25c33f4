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

export interface CallbackDeps extends ReceiptDeps {
  reader: VendorCallbackReader;
  /** A balance shard of the account: its copy of the vendor settings (never the account item, which is hot). */
  shardOf(accountId: string): Promise<BalanceShard | undefined>;
  inbound?: InboundReceiver;
}

/**
 * `POST /callbacks/<provider>/...`: 403 INVALID_SIGNATURE, changing nothing, unless the account's vendor is that
 * provider and the request passes its check; then every receipt and reply in it is applied.
 */
export async function receiveCallback(
  deps: CallbackDeps,
  input: { provider: string; accountId: string; request: CallbackRequest; log: Logger },
): Promise<{ receipts: ReceiptOutcome[]; inbound: number }> {
  const shard = await deps.shardOf(input.accountId);
  if (!shard?.vendor || shard.vendor.provider !== input.provider) throw invalidSignature();
  const content = await deps.reader.read(input.provider, shard.vendor, input.accountId, input.request);
  if (content === 'invalid-signature') throw invalidSignature();
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
