/**
 * What the authorizer reads, and nothing more (its function carries only this): an API key by the hash of its value,
 * its "last used" stamp, and a bearer token's user, membership and session in one read.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MembershipRecord, UserRecord } from '../accounts/user';
import type { ApiKeyRecord, ApiKeyStore } from '../api-keys/api-key';
import type { PrincipalLookup } from '../auth/authenticate-bearer';
import type { RefreshFamily } from '../auth/session';
import type { Result } from '../result';
import { batchGet, itemAt, stripKeys } from './items';
import { keys } from './keys';
import { refusalOf, resultOf } from './refusal';
import type { Table } from './table';

/** The authoritative key record: one strongly consistent read, so a revocation is seen on the very next request. */
export async function apiKeyByHash(table: Table, hash: string): Promise<ApiKeyRecord | undefined> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.name, Key: keys.apiKey(hash), ConsistentRead: true }),
  );
  return result.Item ? stripKeys<ApiKeyRecord>(result.Item) : undefined;
}

/** Best-effort "last used" stamp, at most once a minute per key, so it never becomes a write per request. */
export async function touchApiKey(table: Table, hash: string, at: string, notAfter: string): Promise<void> {
  try {
    await table.db.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.apiKey(hash),
        UpdateExpression: 'SET lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :cutoff)',
        ExpressionAttributeValues: { ':at': at, ':cutoff': notAfter },
      }),
    );
  } catch (error) {
    if (!refusalOf(error)) throw error;
  }
}

/**
 * Stores a key's sealed value once (decision 1604): only while the key exists, is not revoked and has none, so two
 * first requests side by side leave one copy and a revoked key never gains one. NOT_SEALABLE when the condition failed.
 */
export function sealApiKeyValue(table: Table, hash: string, sealed: string): Promise<Result<'NOT_SEALABLE'>> {
  return resultOf(
    table.db.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.apiKey(hash),
        UpdateExpression: 'SET sealedValue = :sealed',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND attribute_not_exists(sealedValue)',
        ExpressionAttributeValues: { ':sealed': sealed },
      }),
    ),
    'NOT_SEALABLE',
  );
}

export class CredentialsRepository implements Pick<ApiKeyStore, 'findByHash' | 'touch'>, PrincipalLookup {
  constructor(private readonly table: Table) {}

  findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    return apiKeyByHash(this.table, hash);
  }

  touch(hash: string, at: string, notAfter: string): Promise<void> {
    return touchApiKey(this.table, hash, at, notAfter);
  }

  async lookup(userId: string, accountId: string, sessionId: string) {
    const user = keys.user(userId);
    const membership = keys.membership(accountId, userId);
    const session = keys.refreshFamily(sessionId);
    const account = keys.account(accountId);
    const found = await batchGet(this.table, [user, membership, session, account]);
    const record = <T>(key: { pk: string; sk: string }) => {
      const item = itemAt(found, key);
      return item ? stripKeys<T>(item) : undefined;
    };
    return {
      user: record<UserRecord>(user),
      membership: record<MembershipRecord>(membership),
      session: record<RefreshFamily>(session),
      // An account being deleted (POPIA) is gone for its credentials from the moment it was locked.
      accountExists: itemAt(found, account) !== undefined && !itemAt(found, account)?.closedAt,
    };
  }
}
