import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { asFunction, guardTable } from '../../local/table-access-guard';
import { loadConfig } from '../../shared/config';
import { type Table, tableOf } from '../../shared/db/table';
import { createRuntime } from '../../shared/runtime';
import { freshResources } from '../support/aws';

describe('the local stack refuses a DynamoDB call its function does not declare, as IAM would', () => {
  let table: Table;
  beforeAll(async () => {
    const { tableName } = await freshResources('access-guard');
    table = tableOf(createRuntime(loadConfig({ TABLE_NAME: tableName, DYNAMODB_ENDPOINT: inject('dynamoEndpoint') })));
    guardTable(table.db);
  });

  const readOnly = { name: 'probe', actions: ['GetItem'] as const, updateKeyPrefixes: ['RATE#'] };

  it('allows the declared actions and the restricted counter update, and refuses the rest', async () => {
    await asFunction(readOnly, async () => {
      await table.db.send(new GetCommand({ TableName: table.name, Key: { pk: 'X', sk: 'X' } }));
      await table.db.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: 'RATE#probe', sk: 'RATE' },
          UpdateExpression: 'ADD c :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      const put = table.db.send(new PutCommand({ TableName: table.name, Item: { pk: 'X', sk: 'X' } }));
      await expect(put).rejects.toMatchObject({ name: 'AccessDeniedException' });
      const update = table.db.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: 'USER#x', sk: 'USER' },
          UpdateExpression: 'SET a = :a',
          ExpressionAttributeValues: { ':a': 1 },
        }),
      );
      await expect(update).rejects.toThrow(/not authorized to perform: dynamodb:UpdateItem/);
      const transaction = table.db.send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: table.name, Item: { pk: 'Y', sk: 'Y' } } }],
        }),
      );
      await expect(transaction).rejects.toThrow(/dynamodb:PutItem/);
    });
  });

  it('checks nothing outside a function (tests and scripts use the table freely)', async () => {
    await table.db.send(new PutCommand({ TableName: table.name, Item: { pk: 'Z', sk: 'Z' } }));
  });
});
