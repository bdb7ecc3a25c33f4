import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailTokenPurpose, EmailTokenRecord, EmailTokenStore } from '../auth/email-tokens';
import { ok, type Result, refused } from '../result';
import { stripKeys } from './items';
import { keys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

/** E-mail tokens, keyed by their hash; DynamoDB's TTL removes them a day after they expire. */
export class EmailTokenRepository implements EmailTokenStore {
  constructor(private readonly table: Table) {}

  async create(record: EmailTokenRecord): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: {
          ...keys.emailToken(record.tokenHash),
          entity: 'EmailToken',
          ...record,
          ttl: Math.floor(Date.parse(record.expiresAt) / 1000) + 24 * 3600,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  /** One conditional delete: of two requests with the same token, one gets it. */
  async consume(
    tokenHash: string,
    purpose: EmailTokenPurpose,
  ): Promise<Result<'UNAVAILABLE', { token: EmailTokenRecord }>> {
    try {
      const result = await this.table.db.send(
        new DeleteCommand({
          TableName: this.table.name,
          Key: keys.emailToken(tokenHash),
          // A token that is not there fails the condition too.
          ConditionExpression: 'purpose = :purpose',
          ExpressionAttributeValues: { ':purpose': purpose },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return ok({ token: stripKeys<EmailTokenRecord>(result.Attributes ?? {}) });
    } catch (error) {
      if (refusalOf(error)) return refused('UNAVAILABLE');
      throw error;
    }
  }
}
