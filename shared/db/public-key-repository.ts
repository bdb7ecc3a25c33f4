import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicKeyStore, PublishedKeys } from '../auth/token-verifier';
import { keys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

/**
 * The public token-verification keys, published by the functions that sign (from the private key document they read
 * from Secrets Manager) and read by the authorizer, which so never needs the private keys.
 */
export class PublicKeyRepository implements PublicKeyStore {
  constructor(private readonly table: Table) {}

  async get(): Promise<PublishedKeys | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.publicSigningKeys(), ConsistentRead: true }),
    );
    return result.Item ? { keys: (result.Item.keys ?? []) as PublishedKeys['keys'] } : undefined;
  }

  async put(published: PublishedKeys): Promise<void> {
    const fingerprint = createHash('sha256').update(JSON.stringify(published.keys)).digest('base64url');
    try {
      await this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: { ...keys.publicSigningKeys(), entity: 'PublicSigningKeys', keys: published.keys, fingerprint },
          // Only a change writes: every cold start of a signer publishes, and finds them published already.
          ConditionExpression: 'attribute_not_exists(pk) OR fingerprint <> :fingerprint',
          ExpressionAttributeValues: { ':fingerprint': fingerprint },
        }),
      );
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
  }
}
