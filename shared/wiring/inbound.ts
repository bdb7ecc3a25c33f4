/** Replies, STOP and START, wired: the opt-out ledger of contacts, the send queue for the confirmation SMS. */
import { queueOf } from '../aws/sqs-queue';
import { AccountRepository } from '../db/account-repository';
import { InboundRepository } from '../db/inbound-repository';
import { MessageRepository } from '../db/message-repository';
import { OptOutRepository } from '../db/opt-out-repository';
import { SpendRepository } from '../db/spend-repository';
import { tableOf } from '../db/table';
import type { InboundDeps } from '../inbound/receive';
import type { Runtime } from '../runtime';

export const inboundDeps = (rt: Runtime): InboundDeps => ({
  inbound: new InboundRepository(tableOf(rt)),
  optOuts: new OptOutRepository(tableOf(rt)),
  messages: new MessageRepository(tableOf(rt)),
  accounts: new AccountRepository(tableOf(rt)),
  spend: new SpendRepository(tableOf(rt)),
  queue: queueOf(rt),
  clock: rt.clock,
  ...(rt.overrides.sandboxClock ? { dayClock: rt.overrides.sandboxClock } : {}),
});
