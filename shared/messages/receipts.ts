/**
 * Delivery receipts from the vendors' callbacks and events, applied to messages (settle.ts moves them, forward only).
 *
 * A receipt can arrive before the vendor call that caused it has returned (a fast network, a slow Lambda), or before a
 * campaign message is written: it is then kept under what it names the message by, and the hand-over applies it once
 * the message is SENT. Whichever of the two comes second sees the other, because each writes before it reads:
 * - receipts naming our message id (Clickatell, AWS): the callback keeps the receipt, then reads the message again;
 *   the worker marks the message SENT, then reads what was kept;
 * - receipts naming only the vendor's id (Twilio's SID): one item per SID holds both the kept receipts and, once the
 *   worker has marked the message SENT, the link to it; each side updates it and reads the other's part in one write.
 * docs/decisions/1001-receipts-and-callbacks.md.
 */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { VendorReceipt } from '../vendors/vendor';
import type { MessageRecord, MessageStore } from './message';
import { type SettledHook, type SettleOutcome, settleMessage } from './settle';

/** A final receipt kept until its message can take it. */
export interface KeptReceipt {
  /** The account whose callback brought it: only that account's message takes it. */
  accountId: string;
  state: 'delivered' | 'failed';
  detail: string;
  receivedAt: string;
}

/** Kept receipts and the links of vendor ids to messages (shared/db/receipt-repository.ts). */
export interface ReceiptStore {
  /** Keeps a receipt under (provider, key); answers the message the key is linked to, when it is (vendor ids). */
  keep(provider: string, key: string, receipt: KeptReceipt, nowMs: number): Promise<{ messageId?: string }>;
  /** Links a vendor id to our message (SENT by now); answers the receipts kept under the id before. */
  link(provider: string, key: string, messageId: string, nowMs: number): Promise<KeptReceipt[]>;
  /** The receipts kept under each of our message ids (strongly consistent). */
  kept(provider: string, messageIds: readonly string[]): Promise<Map<string, KeptReceipt[]>>;
}

export interface ReceiptDeps {
  messages: MessageStore;
  receipts: ReceiptStore;
  clock: Clock;
  /** Told of every message a receipt settles (webhook events, campaign counts). */
  onSettled?: SettledHook;
  /**
   * A failure reported by a callback the tenant can forge (decision 0822) is not applied on its word: the vendor's
   * status lookup settles the message (or schedules the sweeper's lookups). Absent: failures settle at once.
   */
  confirmFailure?: (messageId: string) => Promise<SettleOutcome>;
}

/**
 * Vendors whose callbacks the tenant can forge (decision 0822): Clickatell (its URL secret), Twilio (signed with the
 * tenant's own auth token). Their failures wait for the vendor's status lookup.
 */
const FORGEABLE_CALLBACKS = new Set(['clickatell', 'twilio']);

export type ReceiptOutcome = SettleOutcome | 'kept';

/**
 * Applies one receipt of a vendor's callback or event, for the account whose vendor sent it (a receipt naming another
 * account's message changes nothing); a receipt that arrives too early is kept, never dropped.
 */
export async function applyReceipt(
  deps: ReceiptDeps,
  accountId: string,
  receipt: VendorReceipt,
): Promise<ReceiptOutcome> {
  if (receipt.state !== 'delivered' && receipt.state !== 'failed') return 'not-final';
  const nowMs = deps.clock.now();
  const kept: KeptReceipt = {
    accountId,
    state: receipt.state,
    detail: receipt.detail,
    receivedAt: new Date(nowMs).toISOString(),
  };
  const settlement = (messageId: string) => ({ messageId, accountId, state: receipt.state, detail: receipt.detail });
  if (
    receipt.state === 'failed' &&
    receipt.byReference &&
    deps.confirmFailure &&
    FORGEABLE_CALLBACKS.has(receipt.provider)
  ) {
    // Never applied on its word: the vendor's status lookup settles the message (decision 0822).
    const confirm = async (): Promise<SettleOutcome> => {
      const message = await deps.messages.get(receipt.key);
      if (!message || message.accountId !== accountId) return 'missing';
      if (message.status === 'QUEUED' || message.status === 'SENDING') return 'not-sent';
      if (message.status !== 'SENT') return 'already-final';
      return deps.confirmFailure!(message.id);
    };
    const first = await confirm();
    if (first !== 'not-sent' && first !== 'missing') return first;
    // Before its hand-over returned: kept, and the hand-over asks the vendor instead of taking it (applyKeptReceipts),
    // so a kept failure never refunds on its word. Dropped, it left the message SENT and charged for good.
    await deps.receipts.keep(receipt.provider, receipt.key, kept, nowMs);
    const second = await confirm();
    return second === 'not-sent' || second === 'missing' ? 'kept' : second;
  }
  if (!receipt.byReference) {
    const { messageId } = await deps.receipts.keep(receipt.provider, receipt.key, kept, nowMs);
    if (!messageId) return 'kept';
    if (receipt.state === 'failed' && deps.confirmFailure && FORGEABLE_CALLBACKS.has(receipt.provider)) {
      // Twilio's word on a failure is asked for (its Messages API), not taken from the tenant's callback.
      const message = await deps.messages.get(messageId);
      if (!message || message.accountId !== accountId) return 'missing';
      if (message.status !== 'SENT') return 'already-final';
      return deps.confirmFailure(message.id);
    }
    return settleMessage(deps, settlement(messageId));
  }
  const first = await settleMessage(deps, settlement(receipt.key));
  if (first !== 'not-sent' && first !== 'missing') return first;
  await deps.receipts.keep(receipt.provider, receipt.key, kept, nowMs);
  // The hand-over may have marked it SENT meanwhile, before reading what was kept: then this side settles it.
  const second = await settleMessage(deps, settlement(receipt.key));
  return second === 'not-sent' || second === 'missing' ? 'kept' : second;
}

/**
 * After hand-overs whose receipts come later: links vendor ids to their messages, or reads what was kept under our
 * ids, and applies any receipt that arrived first. `sent` are messages now SENT (their vendor id when the vendor's
 * receipts name it).
 */
export async function applyKeptReceipts(
  deps: ReceiptDeps,
  provider: string,
  receiptsBy: 'reference' | 'vendorMessageId',
  sent: readonly Pick<MessageRecord, 'id' | 'accountId' | 'vendorMessageId'>[],
  log: Logger,
): Promise<number> {
  if (sent.length === 0) return 0;
  const found = new Map<string, KeptReceipt[]>();
  if (receiptsBy === 'reference') {
    for (const [id, receipts] of await deps.receipts.kept(
      provider,
      sent.map((m) => m.id),
    ))
      found.set(id, receipts);
  } else {
    await Promise.all(
      sent
        .filter((m) => m.vendorMessageId)
        .map(async (m) => {
          const receipts = await deps.receipts.link(provider, m.vendorMessageId!, m.id, deps.clock.now());
          if (receipts.length > 0) found.set(m.id, receipts);
        }),
    );
  }
  let applied = 0;
  const accountOf = new Map(sent.map((m) => [m.id, m.accountId]));
  for (const [messageId, receipts] of found) {
    // The first final receipt of the message's own account is the vendor's word; later ones cannot move it back.
    const accountId = accountOf.get(messageId)!;
    const receipt = receipts.find((r) => r.accountId === accountId);
    if (!receipt) continue;
    // A failure the tenant could have forged is settled by the vendor's status lookup instead (decision 0822).
    const lookUp = receipt.state === 'failed' && deps.confirmFailure && FORGEABLE_CALLBACKS.has(provider);
    const outcome = lookUp
      ? await deps.confirmFailure!(messageId)
      : await settleMessage(deps, { messageId, accountId, state: receipt.state, detail: receipt.detail });
    if (outcome === 'DELIVERED' || outcome === 'FAILED') {
      applied += 1;
      log.info('receipt that arrived before its hand-over returned applied', { messageId, outcome });
    }
  }
  return applied;
}
