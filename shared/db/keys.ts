/**
 * Every DynamoDB key of the single table is built here and nowhere else, so the access patterns can be read in one
 * place. pk/sk is the item's identity; gsi1 serves per-account lists and look-ups by a secondary identity; gsi2 serves
 * platform-wide lists and the sweep of messages that have not reached a final state.
 *
 * No item or partition is written by every send of one account (docs/capacity.md): the account's balance, its
 * ledger and its message list are spread over SHARDS partitions, and the pending-message index over PENDING_SHARDS.
 */
import { createHash } from 'node:crypto';

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Balance shards (and ledger and message-list partitions) per account; see docs/capacity.md for the arithmetic. */
export const SHARDS = 32;
/** Partitions of the pending-message index (all accounts): what the sweeper walks. */
const PENDING_SHARDS = 64;
/**
 * Partitions of the scheduled-message index (all accounts): what the scheduled sweeper walks every minute
 * (docs/decisions/1607-scheduled-messages.md, docs/capacity.md).
 */
const SCHEDULED_SHARDS = 64;

/** A stable shard in [0, count) for a string, so an item's shard can be found again from its id. */
export function shardOf(value: string, count: number): number {
  return createHash('sha1').update(value).digest().readUInt32BE(0) % count;
}

export const keys = {
  account: (accountId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: 'ACCOUNT' }),
  /** The account's settings of the Twilio-compatible API (docs/decisions/1603-twilio-settings.md). */
  twilioSettings: (accountId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: 'TWILIO' }),
  accountIndex: (accountId: string) => ({ gsi2pk: ALL_ACCOUNTS, gsi2sk: accountId }),
  /**
   * One of the account's balance shards. Each carries a part of the balance and a copy of what a send checks (the
   * suspension and the vendor), so a send reads and writes one shard and never the account item.
   */
  accountShard: (accountId: string, shard: number): ItemKey => ({
    pk: `ACCOUNT#${accountId}#SHARD#${shard}`,
    sk: 'SHARD',
  }),

  user: (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'USER' }),
  /** Uniqueness marker: one item per lower-cased e-mail, written with the user in one transaction. */
  userEmail: (email: string): ItemKey => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),

  membership: (accountId: string, userId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: `MEMBER#${userId}` }),
  membershipPrefix: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, skPrefix: 'MEMBER#' }),
  membershipByUser: (userId: string, accountId: string) => ({ gsi1pk: `USER#${userId}#ACCOUNTS`, gsi1sk: accountId }),

  /** The authoritative API-key record is keyed by the hash of its value: the authorizer's one GetItem. */
  apiKey: (valueHash: string): ItemKey => ({ pk: `APIKEY#${valueHash}`, sk: 'APIKEY' }),
  apiKeyIndex: (accountId: string, keyId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#APIKEYS`, gsi1sk: keyId }),
  apiKeyIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#APIKEYS`,

  template: (accountId: string, templateId: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}`,
    sk: `TEMPLATE#${templateId}`,
  }),
  templatePartition: (accountId: string) => `ACCOUNT#${accountId}`,
  templateSortKey: (templateId: string) => `TEMPLATE#${templateId}`,

  /** Messages get a partition each, so one busy account's sends spread over the table. */
  message: (messageId: string): ItemKey => ({ pk: `MESSAGE#${messageId}`, sk: 'MESSAGE' }),
  /**
   * The account's message list: a small item per message, written once with it, in one of SHARDS partitions (by the
   * message id); a status change of the message never touches it.
   */
  messageListEntry: (accountId: string, messageId: string): ItemKey => ({
    pk: messageListPartition(accountId, shardOf(messageId, SHARDS)),
    sk: messageId,
  }),
  messageListPartitions: (accountId: string) => range(SHARDS).map((n) => messageListPartition(accountId, n)),
  /** Present only while a message is QUEUED or SENDING (a sparse index): what the sweeper walks. */
  pendingMessageIndex: (since: string, messageId: string) => ({
    gsi2pk: pendingPartition(shardOf(messageId, PENDING_SHARDS)),
    gsi2sk: `${since}#${messageId}`,
  }),
  pendingPartitions: () => range(PENDING_SHARDS).map(pendingPartition),
  /**
   * Present only while a message waits for its SendAt (a sparse index, in place of the pending index's entry): one of
   * SCHEDULED_SHARDS partitions by the message id, sorted by SendAt, so the messages due are each partition's first.
   */
  scheduledMessageIndex: (sendAt: string, messageId: string) => ({
    gsi2pk: scheduledPartition(shardOf(messageId, SCHEDULED_SHARDS)),
    gsi2sk: `${sendAt}#${messageId}`,
  }),
  scheduledPartitions: () => range(SCHEDULED_SHARDS).map(scheduledPartition),

  flag: (flagId: string): ItemKey => ({ pk: `FLAG#${flagId}`, sk: 'FLAG' }),
  /** A flag in its account's list and the platform-wide one, each in one of SHARDS index partitions (by its id). */
  flagIndex: (accountId: string, flagId: string) => ({
    gsi1pk: `ACCOUNT#${accountId}#FLAGS#${shardOf(flagId, SHARDS)}`,
    gsi1sk: flagId,
  }),
  flagIndexPartitions: (accountId: string) => range(SHARDS).map((n) => `ACCOUNT#${accountId}#FLAGS#${n}`),
  flagGlobalIndex: (flagId: string) => ({ gsi2pk: `${ALL_FLAGS}#${shardOf(flagId, SHARDS)}`, gsi2sk: flagId }),
  flagGlobalPartitions: () => range(SHARDS).map((n) => `${ALL_FLAGS}#${n}`),

  /** A ledger entry, in one of the account's SHARDS ledger partitions (a debit beside the balance shard it took from). */
  ledgerEntry: (accountId: string, entryId: string, shard: number): ItemKey => ({
    pk: ledgerPartition(accountId, shard),
    sk: entryId,
  }),
  ledgerPartitions: (accountId: string) => range(SHARDS).map((n) => ledgerPartition(accountId, n)),

  audit: (accountId: string, auditId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#AUDIT`, sk: auditId }),
  auditPartition: (accountId: string) => `ACCOUNT#${accountId}#AUDIT`,
  auditGlobalIndex: (auditId: string) => ({ gsi2pk: ALL_AUDIT, gsi2sk: auditId }),

  idempotency: (accountId: string, keyHash: string): ItemKey => ({
    pk: `IDEMPOTENCY#${accountId}#${keyHash}`,
    sk: 'IDEMPOTENCY',
  }),

  rateWindow: (subject: string): ItemKey => ({ pk: `RATE#${subject}`, sk: 'RATE' }),

  /** A Twilio Verify service of an account (docs/decisions/1703-twilio-verify.md): a name for the SMS, beside the account. */
  verifyService: (accountId: string, serviceId: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}`,
    sk: `VERIFYSERVICE#${serviceId}`,
  }),
  /** A verification (issue 31): its own partition, found by id (docs/decisions/1701-verify.md). */
  verification: (verificationId: string): ItemKey => ({ pk: `VERIFICATION#${verificationId}`, sk: 'VERIFICATION' }),
  /** The account's latest verification of a number: a second start finds the pending one here. */
  verificationOf: (accountId: string, phone: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}#VERIFYTO#${phone}`,
    sk: 'VERIFYTO',
  }),
  /**
   * The fraud guard's counters of one destination prefix of an account (started, approved, near-sequential starts per
   * minute) and its block (decision 1702): one item per prefix, a few writes a second at most (docs/capacity.md).
   */
  verifyPrefix: (accountId: string, prefix: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}#VERIFYPREFIX#${prefix}`,
    sk: 'VERIFYPREFIX',
  }),
  /** The account's blocked prefixes, listed for an operator (one small partition). */
  verifyBlock: (accountId: string, prefix: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}#VERIFYBLOCKS`,
    sk: prefix,
  }),
  verifyBlockPartition: (accountId: string) => `ACCOUNT#${accountId}#VERIFYBLOCKS`,
  /**
   * One shard of an hour of the account's starts refused by the fraud guard, per reason and minute
   * (`r<minute>_<reason>`), for the operator's view (the Verify page): small items, the last two hours read at once.
   */
  verifyRefusals: (accountId: string, hour: number, shard: number): ItemKey => ({
    pk: `ACCOUNT#${accountId}#VERIFYREFUSED#${hour}#${shard}`,
    sk: 'VERIFYREFUSED',
  }),
  /**
   * One shard of an hour of an API key's started and approved counters (`s<minute>`, `a<minute>`: conversion per key),
   * KEY_STATS_SHARDS items an hour: an item holds one hour's minutes at most, so a key in constant use never grows it.
   */
  verifyKeyStats: (keyId: string, hour: number, shard: number): ItemKey => ({
    pk: `VERIFYKEY#${keyId}#${hour}#${shard}`,
    sk: 'VERIFYKEY',
  }),

  /**
   * One shard of a day's spend counter of a cap (`ACCOUNT#<id>` or `APIKEY#<id>`, an Africa/Johannesburg day): a send
   * under a cap adds its cost to one of them in its own transaction (docs/capacity.md).
   */
  spendCounter: (subject: string, day: string, shard: number): ItemKey => ({
    pk: `SPEND#${subject}#${day}#${shard}`,
    sk: 'SPEND',
  }),

  /** A single-use e-mail token (verification or password reset), keyed by its hash like invites and API keys. */
  emailToken: (tokenHash: string): ItemKey => ({ pk: `EMAILTOKEN#${tokenHash}`, sk: 'EMAILTOKEN' }),
  /** Failed sign-ins of one e-mail (hashed, any letter case), for the per-e-mail lockout. */
  signInFailures: (emailHash: string): ItemKey => ({ pk: `SIGNINFAIL#${emailHash}`, sk: 'SIGNINFAIL' }),
  /** The local stage's outbox: one partition per address (lower-cased), newest mail last. */
  outboxMail: (to: string, mailId: string): ItemKey => ({ pk: `OUTBOX#${to.toLowerCase()}`, sk: mailId }),

  /** The public keys that verify access tokens, published by the signers for the authorizer. */
  publicSigningKeys: (): ItemKey => ({ pk: 'SIGNING#PUBLIC', sk: 'KEYS' }),

  /** A refresh-token family (one sign-in session); its id is the tokens' `sid` claim. */
  refreshFamily: (familyId: string): ItemKey => ({ pk: `SESSION#${familyId}`, sk: 'SESSION' }),

  /** Link of an identity provider's subject to a user, found again whatever the provider's e-mail becomes. */
  identityLink: (issuer: string, subject: string): ItemKey => ({ pk: `IDENTITY#${issuer}#${subject}`, sk: 'IDENTITY' }),
  identityLinkByUser: (userId: string, issuer: string, subject: string) => ({
    gsi1pk: `USER#${userId}#IDENTITIES`,
    gsi1sk: `${issuer}#${subject}`,
  }),

  /** The authoritative invite record is keyed by the hash of its token, like API keys: acceptance is one GetItem. */
  invite: (tokenHash: string): ItemKey => ({ pk: `INVITE#${tokenHash}`, sk: 'INVITE' }),
  inviteIndex: (accountId: string, inviteId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#INVITES`, gsi1sk: inviteId }),
  inviteIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#INVITES`,

  /**
   * An account deletion job (POPIA): its progress cursor and, once done, the record that the account was deleted
   * (no personal data). Kept after the account's items are gone.
   */
  accountDeletion: (accountId: string): ItemKey => ({ pk: `DELETION#${accountId}`, sk: 'DELETION' }),

  /** A device's push token, keyed by the token's hash (tokens can be long): one registration per token, whoever owns it. */
  pushToken: (tokenHash: string): ItemKey => ({ pk: `PUSHTOKEN#${tokenHash}`, sk: 'PUSHTOKEN' }),
  pushTokenByUser: (userId: string, tokenId: string) => ({ gsi1pk: `USER#${userId}#PUSHTOKENS`, gsi1sk: tokenId }),
  pushTokenByUserPartition: (userId: string) => `USER#${userId}#PUSHTOKENS`,
};

/** Partitions of an account's contacts and of a list's members (by contact id): imports spread their writes. */
const CONTACT_SHARDS = 8;
/** Progress-counter items of a campaign (docs/capacity.md): no single item is written by every chunk. */
export const CAMPAIGN_COUNTER_SHARDS = 32;
/** Partitions of a campaign's chunk-control items (by chunk number). */
const CAMPAIGN_CONTROL_SHARDS = 16;

/** Keys of contacts, lists, imports, opt-outs and campaigns (issue 12). */
export const contactKeys = {
  /** A contact, in one of CONTACT_SHARDS partitions of its account (by its id): base-table reads are consistent. */
  contact: (accountId: string, contactId: string): ItemKey => ({
    pk: contactPartition(accountId, shardOf(contactId, CONTACT_SHARDS)),
    sk: contactId,
  }),
  contactPartitions: (accountId: string) => range(CONTACT_SHARDS).map((n) => contactPartition(accountId, n)),
  /** Uniqueness marker: one contact per phone per account, written in the contact's transactions. */
  phone: (accountId: string, phone: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#PHONE#${phone}`, sk: 'PHONE' }),
  list: (accountId: string, listId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}`, sk: `LIST#${listId}` }),
  listPartition: (accountId: string) => `ACCOUNT#${accountId}`,
  listSortKey: (listId: string) => `LIST#${listId}`,
  /** A list's member, in one of CONTACT_SHARDS partitions of the list (by contact id). */
  member: (listId: string, contactId: string): ItemKey => ({
    pk: memberPartition(listId, shardOf(contactId, CONTACT_SHARDS)),
    sk: contactId,
  }),
  memberPartitions: (listId: string) => range(CONTACT_SHARDS).map((n) => memberPartition(listId, n)),
  /**
   * The account has sent to this phone (a message accepted, not blocked): what lets an opt-out confirmation go to it
   * (decision 0830); written after each accepted send, at most once per container and phone an hour.
   */
  sentTo: (accountId: string, phone: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#SENTTO#${phone}`, sk: 'SENTTO' }),
  /** The day's opt-out confirmations of an account, in segments: counted against its balance and spend cap. */
  confirmations: (accountId: string, day: string): ItemKey => ({
    pk: `ACCOUNT#${accountId}#OPTOUTCONFIRMS#${day}`,
    sk: 'OPTOUTCONFIRMS',
  }),
  /** An opt-out, found by phone (a campaign checks a batch of phones in one read); listed through gsi1. */
  optOut: (accountId: string, phone: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#OPTOUT#${phone}`, sk: 'OPTOUT' }),
  optOutIndex: (accountId: string, entryId: string) => ({ gsi1pk: `ACCOUNT#${accountId}#OPTOUTS`, gsi1sk: entryId }),
  optOutIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#OPTOUTS`,
  import: (importId: string): ItemKey => ({ pk: `IMPORT#${importId}`, sk: 'IMPORT' }),

  /** A campaign has a partition of its own; the account's list of campaigns is gsi1. */
  campaign: (campaignId: string): ItemKey => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'CAMPAIGN' }),
  campaignIndex: (accountId: string, campaignId: string) => ({
    gsi1pk: `ACCOUNT#${accountId}#CAMPAIGNS`,
    gsi1sk: campaignId,
  }),
  campaignIndexPartition: (accountId: string) => `ACCOUNT#${accountId}#CAMPAIGNS`,
  /** Campaigns that may still need the sweeper (SCHEDULED, SENDING, PAUSED until released): gsi2, all accounts. */
  activeCampaignIndex: (campaignId: string) => ({ gsi2pk: ACTIVE_CAMPAIGNS, gsi2sk: campaignId }),
  activeCampaignPartition: () => ACTIVE_CAMPAIGNS,
  campaignCounter: (campaignId: string, shard: number): ItemKey => ({
    pk: `CAMPAIGN#${campaignId}#COUNTS#${shard}`,
    sk: 'COUNTS',
  }),
  campaignCounters: (campaignId: string): ItemKey[] =>
    range(CAMPAIGN_COUNTER_SHARDS).map((n) => contactKeys.campaignCounter(campaignId, n)),
  /** A chunk's recipients (up to CHUNK_SIZE, with their texts and states): one item, written whole. */
  chunkData: (campaignId: string, chunk: number): ItemKey => ({
    pk: `CAMPAIGN#${campaignId}#CHUNK#${chunk}`,
    sk: 'DATA',
  }),
  /** A chunk's small control item (state, lease), in one of CAMPAIGN_CONTROL_SHARDS partitions: what a claim writes. */
  chunkControl: (campaignId: string, chunk: number): ItemKey => ({
    pk: `CAMPAIGN#${campaignId}#CONTROL#${chunk % CAMPAIGN_CONTROL_SHARDS}`,
    sk: String(chunk).padStart(8, '0'),
  }),
  chunkControlPartitions: (campaignId: string) =>
    range(CAMPAIGN_CONTROL_SHARDS).map((n) => `CAMPAIGN#${campaignId}#CONTROL#${n}`),
  /** The account's send pacing of one second (campaigns share the account's rate). */
  pace: (accountId: string, second: number): ItemKey => ({ pk: `PACE#${accountId}#${second}`, sk: 'PACE' }),
};

function contactPartition(accountId: string, shard: number): string {
  return `ACCOUNT#${accountId}#CONTACTS#${shard}`;
}
function memberPartition(listId: string, shard: number): string {
  return `LIST#${listId}#MEMBERS#${shard}`;
}
const ACTIVE_CAMPAIGNS = 'CAMPAIGNS#ACTIVE';

function range(count: number): number[] {
  return Array.from({ length: count }, (_, n) => n);
}
function messageListPartition(accountId: string, shard: number): string {
  return `ACCOUNT#${accountId}#MESSAGES#${shard}`;
}
function ledgerPartition(accountId: string, shard: number): string {
  return `ACCOUNT#${accountId}#LEDGER#${shard}`;
}
function pendingPartition(shard: number): string {
  return `PENDING#${shard}`;
}
function scheduledPartition(shard: number): string {
  return `SCHEDULED#${shard}`;
}

const ALL_FLAGS = 'FLAGS';
export const ALL_AUDIT = 'AUDIT';
export const ALL_ACCOUNTS = 'ACCOUNTS';

/** Partitions of an account's inbound messages and of an endpoint's delivery log (by id): no hot partition. */
const INBOUND_SHARDS = 8;
const DELIVERY_LOG_SHARDS = 32;

/** Keys of receipts, inbound messages and webhooks (issue 13). */
export const deliveryKeys = {
  /** Receipts kept under what a vendor names a message by (and, for vendor ids, the link to our message). */
  receipt: (provider: string, key: string): ItemKey => ({ pk: `RECEIPT#${provider}#${key}`, sk: 'RECEIPT' }),
  /** An inbound message, in one of INBOUND_SHARDS list partitions of its account (by its id). */
  inbound: (accountId: string, inboundId: string): ItemKey => ({
    pk: inboundPartition(accountId, shardOf(inboundId, INBOUND_SHARDS)),
    sk: inboundId,
  }),
  inboundPartitions: (accountId: string) => range(INBOUND_SHARDS).map((n) => inboundPartition(accountId, n)),
  /** A vendor's redelivered callback of the same reply is stored once. */
  inboundSeen: (provider: string, vendorMessageId: string): ItemKey => ({
    pk: `INBOUNDSEEN#${provider}#${vendorMessageId}`,
    sk: 'SEEN',
  }),
  /**
   * The owner of an AWS origination identity (normalised), as a platform administrator assigned it (decision 0820;
   * the ORIGINATOR# items tenants once claimed are no longer read).
   */
  originator: (provider: string, identity: string): ItemKey => ({
    pk: `ORIGINATION#${provider}#${identity}`,
    sk: 'ORIGINATION',
  }),
  /** Webhook endpoints of an account: a handful, in one partition. */
  webhook: (accountId: string, webhookId: string): ItemKey => ({ pk: `ACCOUNT#${accountId}#WEBHOOKS`, sk: webhookId }),
  webhookPartition: (accountId: string) => `ACCOUNT#${accountId}#WEBHOOKS`,
  event: (eventId: string): ItemKey => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  /** One attempt of a delivery, in one of DELIVERY_LOG_SHARDS partitions of its endpoint (by attempt id). */
  deliveryAttempt: (webhookId: string, attemptId: string): ItemKey => ({
    pk: deliveryLogPartition(webhookId, shardOf(attemptId, DELIVERY_LOG_SHARDS)),
    sk: attemptId,
  }),
  deliveryLogPartitions: (webhookId: string) =>
    range(DELIVERY_LOG_SHARDS).map((n) => deliveryLogPartition(webhookId, n)),
};

function inboundPartition(accountId: string, shard: number): string {
  return `ACCOUNT#${accountId}#INBOUND#${shard}`;
}
function deliveryLogPartition(webhookId: string, shard: number): string {
  return `WEBHOOK#${webhookId}#DELIVERIES#${shard}`;
}

/**
 * Daily usage counters of an account (docs/decisions/1535-usage-aggregate.md): USAGE_SHARDS partitions per account,
 * one item per day in each; the event relay adds a batch's counts to one shard (by the batch), so no one item takes
 * every batch's write; a report reads the days from each shard and sums them.
 */
export const USAGE_SHARDS = 4;

export const usageKeys = {
  day: (accountId: string, shard: number, day: string): ItemKey => ({
    pk: `USAGE#${accountId}#${shard}`,
    sk: `DAY#${day}`,
  }),
  partitions: (accountId: string) => Array.from({ length: USAGE_SHARDS }, (_, n) => `USAGE#${accountId}#${n}`),
};
