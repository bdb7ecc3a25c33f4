import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PushTokenRecord, PushTokenStore, RegisterOutcome } from '../push/push-token';
import type { Result } from '../result';
import { stripKeys } from './items';
import { keys } from './keys';
import { refusalOf, resultOf } from './refusal';
import type { Table } from './table';

/** Device push tokens: one item per token (keyed by its hash), listed per user in gsi1. */
export class PushTokenRepository implements PushTokenStore {
  constructor(private readonly table: Table) {}

  /**
   * Registers a token for a user, race-free with conditional writes: a new token is created; the same user's token
   * keeps its id and creation time (its platform and account are refreshed); a token of another user of the same
   * account moves to this user, keeping its id; a token held by a user of another account is refused (it stays
   * theirs). Retried when a concurrent unregister or registration changes the item in between.
   */
  async register(fresh: PushTokenRecord): Promise<{ record: PushTokenRecord; outcome: RegisterOutcome }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await this.table.db.send(
          new PutCommand({
            TableName: this.table.name,
            Item: {
              ...keys.pushToken(fresh.tokenHash),
              ...keys.pushTokenByUser(fresh.userId, fresh.id),
              entity: 'PushToken',
              ...fresh,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { record: fresh, outcome: 'created' };
      } catch (error) {
        if (!refusalOf(error)) throw error;
      }
      const same = await this.update(fresh, 'userId = :user');
      if (same) return { record: same, outcome: 'unchanged' };
      const moved = await this.update(fresh, 'attribute_exists(pk) AND userId <> :user AND accountId = :account', true);
      if (moved) return { record: moved, outcome: 'moved' };
      const held = await this.get(fresh.tokenHash);
      if (held && held.userId !== fresh.userId && held.accountId !== fresh.accountId) {
        return { record: held, outcome: 'refused' };
      }
    }
    throw new Error('Push token registration kept conflicting');
  }

  private async update(fresh: PushTokenRecord, condition: string, moving = false) {
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.pushToken(fresh.tokenHash),
          UpdateExpression: `SET platform = :platform, accountId = :account, updatedAt = :now${
            moving ? ', userId = :user, gsi1pk = :userIndex, createdAt = :now' : ''
          }`,
          ConditionExpression: condition,
          ExpressionAttributeValues: {
            ':platform': fresh.platform,
            ':account': fresh.accountId,
            ':now': fresh.updatedAt,
            ':user': fresh.userId,
            ...(moving ? { ':userIndex': keys.pushTokenByUserPartition(fresh.userId) } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? stripKeys<PushTokenRecord>(result.Attributes) : undefined;
    } catch (error) {
      if (refusalOf(error)) return undefined;
      throw error;
    }
  }

  /** Deletes the token if `userId` owns it; NOT_OWNED when nothing was deleted. */
  unregister(tokenHash: string, userId: string): Promise<Result<'NOT_OWNED'>> {
    return resultOf(
      this.table.db.send(
        new DeleteCommand({
          TableName: this.table.name,
          Key: keys.pushToken(tokenHash),
          ConditionExpression: 'userId = :user',
          ExpressionAttributeValues: { ':user': userId },
        }),
      ),
      'NOT_OWNED',
    );
  }

  async get(tokenHash: string): Promise<PushTokenRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.pushToken(tokenHash), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<PushTokenRecord>(result.Item) : undefined;
  }
}
