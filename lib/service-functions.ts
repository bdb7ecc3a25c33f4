/**
 * The functions that are not routes, and what each may touch: the authorizer, the send worker and the pending
 * sweeper. The CDK stack builds them from these declarations and the local stack runs them under the same ones.
 */
import type { RouteAccess } from './route-table';
import { CALLBACK_TABLE_ACCESS } from './routes-delivery';
import { API_KEY_PREFIX, CAMPAIGN_PREFIX, MESSAGE_PREFIX, USAGE_PREFIX } from './table-access';

export interface FunctionDeclaration {
  readonly handlerId: string;
  readonly access: RouteAccess;
  /** UpdateItem beyond `access.table`, on items whose partition key starts with one of these. */
  readonly updateKeyPrefixes?: readonly string[];
  readonly reservedConcurrency?: number;
}

/** Reads API-key records and the user, membership, session and account of a bearer token; signs nothing. */
export const AUTHORIZER: FunctionDeclaration = {
  handlerId: 'authorizer',
  access: { table: ['GetItem', 'BatchGetItem'], verifiesTokens: true },
  updateKeyPrefixes: [API_KEY_PREFIX],
};

/** Claims, hands over and settles messages; reschedules a job by sending it again; opens vendor credentials. */
export const SEND_WORKER: FunctionDeclaration = {
  handlerId: 'send-worker',
  // The vendor's rate is the real bottleneck (docs/capacity.md): a backlog waits in the queue, not in the account's bill.
  reservedConcurrency: 20,
  // smsVendor: AWS End User Messaging SMS hand-overs (webhook events come from the table's stream: EVENT_RELAY).
  access: {
    // BatchGetItem: the receipts kept for messages whose receipt came back before the hand-over returned.
    table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'PutItem'],
    sendQueue: true,
    vendorSecrets: 'open',
    smsVendor: true,
    // Opens the sealed text of a verification's SMS (decision 1701).
    verifyCodes: true,
  },
};

/** Walks the pending index, re-enqueues, fails and refunds, and looks unconfirmed messages up at the vendor. */
export const PENDING_SWEEPER: FunctionDeclaration = {
  handlerId: 'pending-sweeper',
  access: {
    table: ['GetItem', 'Query', 'UpdateItem', 'PutItem'],
    sendQueue: true,
    vendorSecrets: 'open',
  },
};

/**
 * Releases scheduled messages whose time came onto the send queue (decision 1607): reads the due messages of the
 * scheduled index (Query) and moves each into the pending index (UpdateItem).
 */
export const SCHEDULED_SWEEPER: FunctionDeclaration = {
  handlerId: 'scheduled-sweeper',
  access: { table: ['Query'], sendQueue: true },
  // Its only writes: the messages it releases.
  updateKeyPrefixes: [MESSAGE_PREFIX],
};

/** Reads a queued CSV import (its file) and writes its contacts and list members. */
export const IMPORT_WORKER: FunctionDeclaration = {
  handlerId: 'import-worker',
  access: { table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'], importFiles: 'read' },
};

/**
 * Expands campaign audiences and sends their chunks at the account's rate: hands messages over itself, so it opens
 * vendor credentials (never seals them); reserved concurrency bounds it like the send worker.
 */
export const CAMPAIGN_WORKER: FunctionDeclaration = {
  handlerId: 'campaign-worker',
  reservedConcurrency: 10,
  access: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem', 'BatchWriteItem'],
    campaignQueue: true,
    vendorSecrets: 'open',
    scheduler: true,
    // AWS End User Messaging SMS hand-overs.
    smsVendor: true,
  },
};

/** Wakes due campaigns, re-drives chunks that stopped moving, and stops the campaigns of suspended accounts. */
export const CAMPAIGN_SWEEPER: FunctionDeclaration = {
  handlerId: 'campaign-sweeper',
  // GetItem: an account's balance shard (suspended?); UpdateItem: a campaign marked stopped by the suspension.
  access: { table: ['Query', 'GetItem', 'UpdateItem'], campaignQueue: true },
};

/**
 * Delivers webhook events to customers' endpoints with retries and logs every attempt: opens the endpoints' signing
 * secrets (sealed with the vendor key, never sealed here) and queues its own retries.
 */
export const WEBHOOK_WORKER: FunctionDeclaration = {
  handlerId: 'webhook-worker',
  // Events and endpoints (Get, Query), attempts and events (Put), failing marks and subscriptions (Update).
  // Consumes both lanes; queues only on the retry lane (retries, hops, failing endpoints' events: decision 1020).
  access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], webhookRetryQueue: true, vendorSecrets: 'open' },
};

/**
 * The table's change stream to the webhook queue (docs/decisions/1010): reads a balance shard for the subscriptions and
 * a campaign with its counters for `campaign.completed`; counts a campaign message's settlement its settler did not
 * (decision 0715: one transaction that marks the message and adds to one campaign counter shard, UpdateItem only).
 */
export const EVENT_RELAY: FunctionDeclaration = {
  handlerId: 'event-relay',
  access: { table: ['GetItem', 'BatchGetItem'], webhookQueue: true },
  updateKeyPrefixes: [MESSAGE_PREFIX, CAMPAIGN_PREFIX, USAGE_PREFIX],
};

/**
 * AWS End User Messaging SMS delivery events and replies, from the SNS topic: settles messages by their receipts,
 * stores replies and opt-outs (the free confirmation of an opt-out by reply goes to the send queue); their webhook
 * events come from the table's change stream.
 */
export const AWS_SMS_EVENTS: FunctionDeclaration = {
  handlerId: 'aws-sms-events',
  // What the vendor callback routes do (lib/routes-delivery.ts), and the originator lookup of a reply (GetItem).
  access: { table: CALLBACK_TABLE_ACCESS, sendQueue: true },
};

/**
 * Applies the vendor callbacks that passed their check past their account's limit (the overflow lane, decision 1021):
 * what the callback routes do, without the check (done before they were queued), so it opens vendor credentials only
 * for the status lookup that confirms a failure (decision 0822).
 */
export const CALLBACK_OVERFLOW_WORKER: FunctionDeclaration = {
  handlerId: 'callback-overflow-worker',
  access: { table: CALLBACK_TABLE_ACCESS, sendQueue: true, vendorSecrets: 'open' },
};

/**
 * Deletes an account's items page by page (BatchWriteItem), keeps its ledger and audit trail, writes the closing entry
 * and `account.deleted`; queues itself again to continue a long deletion.
 */
export const ACCOUNT_DELETION_WORKER: FunctionDeclaration = {
  handlerId: 'account-deletion-worker',
  access: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    accountQueue: true,
  },
};
