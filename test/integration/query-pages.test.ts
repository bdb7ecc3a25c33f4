import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryPages, type Table } from '../../shared/db/table';
import { freshTable } from '../support/aws';

/** The one way to read a Query to its end (shared/db/table.ts), against DynamoDB Local's real pages. */
describe('queryPages and queryAll: every page of a Query, none lost', () => {
  let table: Table;
  beforeAll(async () => {
    table = await freshTable('query-pages');
  });

  /** `count` items under a fresh partition, sk 000..., each with `bytes` of padding. */
  async function partitionOf(count: number, bytes = 0): Promise<string> {
    const pk = `test#${randomUUID()}`;
    for (let n = 0; n < count; n++) {
      const sk = String(n).padStart(3, '0');
      await table.db.send(new PutCommand({ TableName: table.name, Item: { pk, sk, n, pad: 'x'.repeat(bytes) } }));
    }
    return pk;
  }
  const byPk = (pk: string) => ({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });

  it('reads every page a small Limit cuts, in order', async () => {
    const pk = await partitionOf(25);
    const pages: number[] = [];
    for await (const page of queryPages(table, { ...byPk(pk), Limit: 4 })) pages.push(page.length);
    // 25 items 4 a page: six full pages and one of 1, which ends the Query (fewer than Limit: no LastEvaluatedKey).
    expect(pages).toEqual([4, 4, 4, 4, 4, 4, 1]);
    const all = await queryAll(table, { ...byPk(pk), Limit: 4 });
    expect(all.map((i) => i.n)).toEqual(Array.from({ length: 25 }, (_, n) => n));
  });

  it('reads past the 1 MB a page holds at most', async () => {
    // 12 items of 300 KB: 3.6 MB, so at least three pages without any Limit (the projection does not shrink a page:
    // DynamoDB counts what it reads).
    const pk = await partitionOf(12, 300_000);
    let pages = 0;
    for await (const _ of queryPages(table, { ...byPk(pk), ProjectionExpression: 'n' })) pages += 1;
    expect(pages).toBeGreaterThanOrEqual(3);
    const all = await queryAll(table, byPk(pk));
    expect(all.map((i) => i.n)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(all.every((i) => String(i.pad).length === 300_000)).toBe(true);
  });

  it('goes on past pages a filter leaves empty', async () => {
    const pk = await partitionOf(9);
    const pages: number[] = [];
    const last = {
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'n = :n',
      ExpressionAttributeValues: { ':pk': pk, ':n': 8 },
      Limit: 2,
    };
    for await (const page of queryPages(table, last)) pages.push(page.length);
    // The only match is on the fifth page; the four before it come back empty.
    expect(pages).toEqual([0, 0, 0, 0, 1]);
    expect((await queryAll(table, last)).map((i) => i.n)).toEqual([8]);
  });

  it('answers nothing for a partition with no items, after one page', async () => {
    let pages = 0;
    for await (const page of queryPages(table, byPk(`test#${randomUUID()}`))) {
      pages += 1;
      expect(page).toEqual([]);
    }
    expect(pages).toBe(1);
  });
});
