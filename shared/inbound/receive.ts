/**
 * Receiving replies: each is stored once for the account; a STOP word opts the number out (the opt-out ledger of
 * shared/contacts/, source `inbound`) and a new opt-out is confirmed once, free of charge, by one SMS from the
 * account's sender naming the account and saying how to resubscribe; START or UNSTOP opts it back in.
 */
import type { AccountStore } from '../accounts/account';
import { auditEntry } from '../audit/audit';
import type { Clock } from '../clock';
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
  accounts: Pick<AccountStore, 'get'>;
  queue: SendQueue;
  clock: Clock;
}

/** The confirmation of an opt-out by reply (WASPA code of conduct): names the account, says how to come back. */
export function optOutConfirmation(accountName: string): string {
  return `${accountName}: you are unsubscribed and will get no more marketing messages from us. Reply START to resubscribe.`;
}

/** Receives an account's replies as its vendor reported them. */
export async function receiveReplies(
  deps: InboundDeps,
  input: { accountId: string; provider: string; replies: InboundSms[]; log: Logger },
): Promise<InboundRecord[]> {
  const stored: InboundRecord[] = [];
  for (const reply of input.replies) {
    const record = await receiveOne(deps, input.accountId, input.provider, reply, input.log);
    if (record) stored.push(record);
  }
  return stored;
}

async function receiveOne(
  deps: InboundDeps,
  accountId: string,
  provider: string,
  reply: InboundSms,
  log: Logger,
): Promise<InboundRecord | undefined> {
  const nowMs = deps.clock.now();
  const phone = normaliseSouthAfricanMobile(reply.from);
  const keyword = keywordOf(reply.body);
  // The ledger first (each step is idempotent): a redelivered callback repeats it without harm, and a reply is never
  // stored as an opt-out that the ledger does not hold.
  let optOut: { record: OptOutRecord; created: boolean } | undefined;
  if (phone && keyword === 'STOP') {
    const record: OptOutRecord = {
      id: newId('opt', nowMs),
      accountId,
      phone,
      source: 'inbound',
      reason: reply.body.slice(0, 200),
      createdAt: new Date(nowMs).toISOString(),
    };
    optOut = await deps.optOuts.add(record, systemAudit(accountId, 'optout.created', phone, nowMs));
    // A new opt-out by reply is confirmed once: the confirmation's id is the opt-out's, so a retry sends none.
    if (optOut.record.source === 'inbound' && optOut.record.id === record.id) {
      await confirmOptOut(deps, accountId, provider, optOut.record, nowMs, log);
    }
  } else if (phone && keyword === 'START') {
    await deps.optOuts.remove(accountId, phone, systemAudit(accountId, 'optout.removed', phone, nowMs));
  }
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
  if (!(await deps.inbound.add(record))) {
    log.info('reply already received', { provider, vendorMessageId: reply.vendorMessageId });
    return undefined;
  }
  // inbound.received and optout.created come from the change stream (shared/webhooks/relay.ts).
  log.info('reply received', { inboundId: record.id, keyword: keyword ?? null });
  return record;
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
  const [account, shard] = await Promise.all([deps.accounts.get(accountId), deps.messages.shard(accountId)]);
  if (!account || !shard) return;
  const body = optOutConfirmation(account.name);
  const { encoding, segments } = segmentInfo(body);
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
