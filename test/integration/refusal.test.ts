import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../shared/db/items';
import { refusalIn, refusalOf } from '../../shared/db/refusal';
import type { Table } from '../../shared/db/table';
import { freshTable } from '../support/aws';

/** The one decoder of DynamoDB's refusals, against DynamoDB Local's real errors. */
describe('refusal: which conditions of a write failed, decoded in one place', () => {
  let table: Table;
  beforeAll(async () => {
    table = await freshTable('refusal');
  });

  const put = (pk: string, extra: Record<string, unknown> = {}) =>
    table.db.send(new PutCommand({ TableName: table.name, Item: { pk, sk: 'x', ...extra } }));
  const mustExist = (pk: string) => ({
    ConditionCheck: { TableName: table.name, Key: { pk, sk: 'x' }, ConditionExpression: 'attribute_exists(pk)' },
  });

  it('names the items of a cancelled transaction whose conditions failed, and only those', async () => {
    const [a, b, c] = [`test#${randomUUID()}`, `test#${randomUUID()}`, `test#${randomUUID()}`];
    await put(a);
    const refusal = await refusalIn(transactWrite(table, [mustExist(a), mustExist(b), mustExist(c)]));
    expect(refusal?.failed).toEqual([1, 2]);
    expect(refusal?.at(0)).toBe(false);
    expect(refusal?.at(2)).toBe(true);
    expect(refusal?.among(0, 1)).toBe(false);
    expect(refusal?.among(1, 2)).toBe(true);
  });

  it('reads a single write whose condition failed as a refusal of its item 0, with the item as it was', async () => {
    const pk = `test#${randomUUID()}`;
    await put(pk, { status: 'SENDING', n: 3 });
    const refusal = await refusalIn(
      table.db.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk, sk: 'x' },
          UpdateExpression: 'SET n = :n',
          ConditionExpression: '#s = :done',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':n': 4, ':done': 'DONE' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    expect(refusal?.failed).toEqual([0]);
    // DynamoDB returns the old item in the wire format: decoded, as the repositories read items.
    const old = refusal?.old(0);
    expect(old).toMatchObject({ pk, status: 'SENDING', n: 3 });
  });

  it('answers undefined for a write that took, and throws what is no refusal', async () => {
    const pk = `test#${randomUUID()}`;
    expect(await refusalIn(put(pk))).toBeUndefined();
    const fault = new Error('socket hang up');
    await expect(refusalIn(Promise.reject(fault))).rejects.toBe(fault);
    expect(
      refusalOf(
        Object.assign(new Error('x'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [{ Code: 'TransactionConflict' }],
        }),
      ),
    ).toBeUndefined();
  });
});
