/**
 * The functions that are not routes, and what each may touch: the authorizer, the send worker and the pending
 * sweeper. The CDK stack builds them from these declarations and the local stack runs them under the same ones.
 */
import type { RouteAccess } from './route-table';
import { API_KEY_PREFIX } from './table-access';

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
  access: { table: ['GetItem', 'UpdateItem', 'PutItem'], sendQueue: true, vendorSecrets: 'open' },
};

/** Walks the pending index, re-enqueues, fails and refunds, and looks unconfirmed messages up at the vendor. */
export const PENDING_SWEEPER: FunctionDeclaration = {
  handlerId: 'pending-sweeper',
  access: { table: ['GetItem', 'Query', 'UpdateItem', 'PutItem'], sendQueue: true, vendorSecrets: 'open' },
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
  },
};

/** Wakes due campaigns and re-drives chunks that stopped moving. */
export const CAMPAIGN_SWEEPER: FunctionDeclaration = {
  handlerId: 'campaign-sweeper',
  access: { table: ['Query'], campaignQueue: true },
};
