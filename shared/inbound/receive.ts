/**
 * Receiving replies: each is stored once for the account, before anything else happens; a STOP word opts the number
 * out (the opt-out ledger of shared/contacts/, source `inbound`) and a new opt-out of a number the account has sent to
 * is confirmed, free of charge, by one fixed SMS at most per number per day, within the account's limits (decision
 * 0830); START or UNSTOP opts it back in.
 */
import type { AccountStore } from '../accounts/account';
import { auditEntry } from '../audit/audit';
import { type SpendStore, spendDay, spendSubject } from '../billing/spend';
import type { Clock } from '../clock';
import { mapLimit } from '../concurrency';
import type { OptOutRecord, OptOutStore } from '../contacts/contact';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { MessageRecord, MessageStore } from '../messages/message';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import { segmentInfo } from '../messages/segments';
import type { SendQueue } from '../messages/send-queue';
import type { InboundSms } from '../vendors/vendor';
import { type InboundRecord, type InboundStore, keywordOf } from './inbound';

/** The stores a reply touches; its webhook events come from the change stream (shared/webhooks/relay.ts). */
export interface InboundDeps {
  inbound: InboundStore;
  optOuts: OptOutStore;
  messages: MessageStore;
  accounts: Pick<AccountStore, 'withBalance'>;
  /** The day's spend of the account's cap: confirmations stay within what is left of it. */
  spend: Pick<SpendStore, 'spent'>;
  queue: SendQueue;
  clock: Clock;
  /** The clock that decides the day of a cap (the sandbox clock on the local stage; contract Part 4). */
  dayClock?: Pick<Clock, 'now'>;
}

/**
 * The confirmation of an opt-out by reply (WASPA code of conduct): fixed text with no word the tenant chose (no account
 * name: the sender id says who it is from), in English, the language of every account today (decision 0821).
 */
export const OPT_OUT_CONFIRMATION =
  'You are unsubscribed and will get no more marketing messages from this sender. Reply START to resubscribe.';

/** Receives an account's replies as its vendor reported them. */
export async function receiveReplies(
  deps: InboundDeps,
  input: { accountId: string; provider: string; replies: InboundSms[]; log: Logger },
): Promise<InboundRecord[]> {
  // Replies of one number in order (a STOP then a START), different numbers side by side: a callback of 50 replies
  // fits in the function's time.
  const byNumber = new Map<string, InboundSms[]>();
  for (const reply of input.replies) {
    const key = replyNumber(reply.from) ?? reply.from;
    byNumber.set(key, [...(byNumber.get(key) ?? []), reply]);
  }
  const groups = await mapLimit([...byNumber.values()], 8, async (replies) => {
    const out: InboundRecord[] = [];
    for (const reply of replies) {
      const record = await receiveOne(deps, input.accountId, input.provider, reply, input.log);
      if (record) out.push(record);
    }
    return out;
  });
  return groups.flat();
}

async function receiveOne(
  deps: InboundDeps,
  accountId: string,
  provider: string,
  reply: InboundSms,
  log: Logger,
): Promise<InboundRecord | undefined> {
  const nowMs = deps.clock.now();
  const phone = replyNumber(reply.from);
  const keyword = keywordOf(reply.body);
  const record: InboundRecord = {
    id: newId('inb', nowMs),
    accountId,
    from: phone ?? reply.from,
    to: reply.to,
    body: reply.body,
    receivedAt: new Date(nowMs).toISOString(),
    optOut: keyword === 'STOP' && phone !== undefined,
    ...(keyword ? { keyword } : {}),
    provider,
    vendorMessageId: reply.vendorMessageId,
  };
  // Idempotent by the vendor's message id before any side effect (decision 0821): a replayed callback, a replayed
  // signed START after a later STOP, changes nothing.
  if (!(await deps.inbound.add(record)).ok) {
    log.info('reply already received', { provider, vendorMessageId: reply.vendorMessageId });
    return undefined;
  }
  if (phone && keyword === 'STOP') {
    const entry: OptOutRecord = {
      id: newId('opt', nowMs),
      accountId,
      phone,
      source: 'inbound',
      reason: reply.body.slice(0, 200),
      createdAt: new Date(nowMs).toISOString(),
    };
    const optOut = await deps.optOuts.add(entry, systemAudit(accountId, 'optout.created', phone, nowMs));
    if (optOut.record.source === 'inbound' && optOut.record.id === entry.id) {
      await confirmOptOut(deps, accountId, provider, optOut.record, nowMs, log);
    }
  } else if (phone && keyword === 'START') {
    await deps.optOuts.remove(accountId, phone, systemAudit(accountId, 'optout.removed', phone, nowMs));
  }
  // inbound.received and optout.created come from the change stream (shared/webhooks/relay.ts).
  log.info('reply received', { inboundId: record.id, keyword: keyword ?? null });
  return record;
}

/**
 * The number that replied, E.164: vendors write it as `+27…`, or (Clickatell) as international digits without the
 * plus, `27825000049` or `0027…`; undefined when it is not a South African mobile.
 */
function replyNumber(from: string): string | undefined {
  const trimmed = from.trim();
  const international = /^(?:00)?(27\d{9})$/.exec(trimmed);
  return normaliseSouthAfricanMobile(international ? `+${international[1]}` : trimmed);
}

function systemAudit(accountId: string, action: 'optout.created' | 'optout.removed', phone: string, nowMs: number) {
  return auditEntry(
    {
      accountId,
      actor: { type: 'system', id: 'inbound' },
      action,
      target: { type: 'phone', id: phone },
      details: { source: 'inbound' },
    },
    nowMs,
  );
}

/**
 * The confirmation SMS: a message of the account (`source: "system"`, cost 0, no ledger entry) queued like any other,
 * so the worker hands it over with retries; its id is derived from the opt-out's, so it is created once.
 */
async function confirmOptOut(
  deps: InboundDeps,
  accountId: string,
  provider: string,
  optOut: OptOutRecord,
  nowMs: number,
  log: Logger,
): Promise<void> {
  const [account, shard] = await Promise.all([deps.accounts.withBalance(accountId), deps.messages.shard(accountId)]);
  if (!account || !shard || account.suspended || account.closedAt) return;
  // Never to a number the account has not sent to (a forged STOP from any number), at most one per number per day.
  if (!(await deps.inbound.knowsNumber(accountId, optOut.phone))) {
    log.info('opt-out confirmation skipped: the account has not sent to the number', { phone: optOut.phone });
    return;
  }
  if (!(await deps.inbound.claimConfirmation(accountId, optOut.phone, spendDay(nowMs), nowMs)).ok) {
    log.info('opt-out confirmation skipped: one sent today', { phone: optOut.phone });
    return;
  }
  const body = OPT_OUT_CONFIRMATION;
  const { encoding, segments } = segmentInfo(body);
  // Free (contract Part 4), but counted against the account's limits (decision 0830): the day's confirmations, in
  // segments, stay within the balance and within what is left of the account's daily spend cap.
  const day = spendDay((deps.dayClock ?? deps.clock).now());
  let room = account.balance;
  if (account.dailySpendLimit !== undefined) {
    const subject = spendSubject({ kind: 'account', id: accountId });
    const spent = (await deps.spend.spent([subject], day))[subject] ?? 0;
    room = Math.min(room, account.dailySpendLimit - spent);
  }
  if (!(await deps.inbound.countConfirmation(accountId, day, segments, room, nowMs)).ok) {
    log.info('opt-out confirmation skipped: past the account limits', { phone: optOut.phone });
    return;
  }
  const at = new Date(nowMs).toISOString();
  const message: MessageRecord = {
    id: `msg_${optOut.id.slice('opt_'.length)}`,
    accountId,
    to: optOut.phone,
    body,
    status: 'QUEUED',
    deliveryStatus: null,
    segments,
    encoding,
    cost: 0,
    shard: shard.shard,
    source: 'system',
    createdAt: at,
    updatedAt: at,
    vendor: shard.vendor?.provider ?? provider,
    ...(shard.vendor?.senderId ? { senderId: shard.vendor.senderId } : {}),
    attempts: 0,
  };
  const accepted = await deps.messages.accept({ message });
  if (!accepted.ok) {
    log.warn('opt-out confirmation not sent', { reason: accepted.reason, phone: optOut.phone });
    return;
  }
  await deps.queue.enqueue({ messageId: message.id, accountId });
}
