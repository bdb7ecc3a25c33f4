import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RefreshFamily, RevocationReason, RotationOutcome, SessionStore } from '../auth/session';
import { stripKeys } from './items';
import { keys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

/** DynamoDB's TTL removes a family some days after its last refresh token has expired. */
const TTL_GRACE_SECONDS = 7 * 24 * 60 * 60;
const ttlOf = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000) + TTL_GRACE_SECONDS;

export class SessionRepository implements SessionStore {
  constructor(private readonly table: Table) {}

  async create(family: RefreshFamily): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: { ...keys.refreshFamily(family.id), entity: 'RefreshFamily', ...family, ttl: ttlOf(family.expiresAt) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async get(familyId: string): Promise<RefreshFamily | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.refreshFamily(familyId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<RefreshFamily>(result.Item) : undefined;
  }

  /**
   * Replaces the family's current token by the next one, only if `presentedHash` is the current one and the family is
   * live: one conditional write, so of two concurrent uses of one token exactly one rotates. A valid token of the
   * family that is not the current one is a reuse, and revokes the whole family.
   */
  async rotate(
    familyId: string,
    presentedHash: string,
    next: { tokenHash: string; expiresAt: string },
    now: string,
  ): Promise<RotationOutcome> {
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.refreshFamily(familyId),
          ReturnValues: 'ALL_NEW',
          UpdateExpression: 'SET currentTokenHash = :next, rotatedAt = :now, expiresAt = :exp, #ttl = :ttl',
          ConditionExpression:
            'attribute_exists(pk) AND currentTokenHash = :presented AND attribute_not_exists(revokedAt) AND expiresAt > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':next': next.tokenHash,
            ':presented': presentedHash,
            ':now': now,
            ':exp': next.expiresAt,
            ':ttl': ttlOf(next.expiresAt),
          },
        }),
      );
      return { outcome: 'rotated', family: stripKeys<RefreshFamily>(result.Attributes ?? {}) };
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
    const family = await this.get(familyId);
    if (!family) return { outcome: 'missing' };
    if (family.revokedAt) return { outcome: 'revoked' };
    if (family.currentTokenHash === presentedHash) return { outcome: 'revoked' }; // the family itself expired
    await this.revoke(familyId, 'reuse', now);
    return { outcome: 'reused' };
  }

  /** Revokes a family (idempotent: the first reason and time are kept). */
  async revoke(familyId: string, reason: RevocationReason, now: string): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.refreshFamily(familyId),
          UpdateExpression: 'SET revokedAt = :now, revokedReason = :reason',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':now': now, ':reason': reason },
        }),
      );
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
  }
}
