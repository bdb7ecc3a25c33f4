/**
 * What a function may do in the table, as its route declares it: the DynamoDB actions it calls, exactly. The CDK stack
 * grants those actions and nothing else (lib/function.ts); the local stack refuses any other call the way IAM would
 * (local/table-access-guard.ts), so a test that reaches an undeclared call fails; test/cdk/least-privilege.test.ts
 * fails when a function's role gains an action its route does not declare.
 */
import { contactKeys, keys } from '../shared/db/keys';
import type { RouteContract } from '../shared/http/contract';

const DYNAMO_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'ConditionCheckItem',
  'BatchWriteItem',
] as const;
export type DynamoAction = (typeof DYNAMO_ACTIONS)[number];

/**
 * Shorthands kept for routes not yet declared action by action: reads (no Scan, no streams, no DescribeTable) and
 * reads with single-item writes (no BatchWriteItem).
 */
const PRESETS = {
  read: ['GetItem', 'BatchGetItem', 'Query'],
  readWrite: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
} as const satisfies Record<string, readonly DynamoAction[]>;

export type TableAccess = keyof typeof PRESETS | readonly DynamoAction[];

/** The exact actions of a declaration. */
export function tableActions(access: TableAccess | undefined): readonly DynamoAction[] {
  if (access === undefined) return [];
  return typeof access === 'string' ? PRESETS[access] : access;
}

/** Partition-key prefix of the rate-limit counters (shared/db/keys.ts), the only items a rate-limited route writes. */
const RATE_WINDOW_PREFIX = keys.rateWindow('').pk;
/** Partition-key prefix of API-key records: the authorizer stamps lastUsedAt on them. */
export const API_KEY_PREFIX = keys.apiKey('').pk;
/** Partition-key prefixes of a message and of a campaign's items (its counter shards): the event relay counts settlements. */
export const MESSAGE_PREFIX = keys.message('').pk;
export const CAMPAIGN_PREFIX = contactKeys.campaign('').pk;
/** Partition-key prefix of the daily usage counters: the event relay adds a batch's counts (decision 1535). */
export const USAGE_PREFIX = 'USAGE#';

/**
 * Writes narrower than a table grant: UpdateItem only on items whose partition key starts with one of these prefixes.
 * A route with limits, or behind an API key, writes its rate-limit counters (shared/wiring/http.ts).
 */
export function routeUpdateKeyPrefixes(route: Pick<RouteContract, 'limits' | 'auth'>): string[] {
  return route.limits?.length || route.auth === 'apiKey' ? [RATE_WINDOW_PREFIX] : [];
}
