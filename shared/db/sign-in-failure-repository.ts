import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SignInFailureStore } from '../auth/sign-in-lockout';
import { keys } from './keys';
import type { Table } from './table';

/** Failures kept in the item: enough to count a window; older ones are dropped as new ones come. */
const KEEP = 20;

/** One item per e-mail: the times of its recent failed sign-ins and, while locked, until when. */
export class SignInFailureRepository implements SignInFailureStore {
  constructor(private readonly table: Table) {}

  async state(emailHash: string): Promise<{ lockedUntil?: number; failures: boolean }> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.signInFailures(emailHash), ConsistentRead: true }),
    );
    const until = result.Item?.lockedUntil;
    return { ...(typeof until === 'number' ? { lockedUntil: until } : {}), failures: result.Item !== undefined };
  }

  async recordFailure(emailHash: string, nowMs: number, windowMs: number): Promise<number> {
    const result = await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: keys.signInFailures(emailHash),
        UpdateExpression: 'SET failures = list_append(if_not_exists(failures, :none), :now), #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':none': [], ':now': [nowMs], ':ttl': Math.floor(nowMs / 1000) + 3600 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const failures = ((result.Attributes?.failures as number[] | undefined) ?? []).map(Number);
    if (failures.length > KEEP) {
      // Best effort: a concurrent failure appended meanwhile is kept by the next trim.
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.signInFailures(emailHash),
          UpdateExpression: `REMOVE ${failures
            .slice(0, failures.length - KEEP)
            .map((_, i) => `failures[${i}]`)
            .join(', ')}`,
        }),
      );
    }
    return failures.filter((at) => at > nowMs - windowMs).length;
  }

  async lock(emailHash: string, untilMs: number): Promise<void> {
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: keys.signInFailures(emailHash),
        UpdateExpression: 'SET lockedUntil = :until, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':until': untilMs, ':ttl': Math.floor(untilMs / 1000) + 3600 },
      }),
    );
  }

  async clear(emailHash: string): Promise<void> {
    await this.table.db.send(new DeleteCommand({ TableName: this.table.name, Key: keys.signInFailures(emailHash) }));
  }
}
