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
