/**
 * The export/import path of docs/recovery.md against DynamoDB Local: a table with the service's real items (an account
 * with its shards and ledger, a user, an API key, messages and their list and pending-index entries) plus every
 * DynamoDB type, scanned to a DynamoDB JSON file, imported into a fresh table built from the same definition, and
 * compared item for item; the restored table then serves the repositories as the original did.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repositories } from '../../local/repositories';
import { createTable } from '../../local/services/resources';
import { deployCommand, restoreRequest } from '../../scripts/recovery';
import { compareTables, exportTable, identical, importTable, scanAll } from '../../scripts/recovery/table-copy';
import { provisionOwner } from '../../shared/accounts/provision';
import { issueApiKey } from '../../shared/api-keys/issue-api-key';
import { loadConfig } from '../../shared/config';
import { newId } from '../../shared/ids';
import type { MessageRecord } from '../../shared/messages/message';
import { createRuntime } from '../../shared/runtime';
import { freshResources, type TestResources, uniqueName } from '../support/aws';

const reposOn = (table: string) =>
  repositories(
    createRuntime(loadConfig({ STAGE: 'test', TABLE_NAME: table, DYNAMODB_ENDPOINT: inject('dynamoEndpoint') })),
  );

describe('backup and recovery: export to a file, import into a fresh table, item for item', () => {
  let source: TestResources;
  let accountId: string;
  let email: string;
  let messageIds: string[];

  beforeAll(async () => {
    source = await freshResources('backup-src');
    const repos = reposOn(source.tableName);
    email = `backup-${newId('usr')}@example.co.za`;
    const nowMs = Date.now();
    const { account } = await provisionOwner(repos, {
      email,
      fullName: 'Backup Owner',
      accountName: 'Backup',
      openingCredits: 50,
      vendor: { provider: 'sandbox' },
      nowMs,
    });
    accountId = account.id;
    await issueApiKey(repos, { accountId, name: 'backup key', scopes: ['sms.send'], nowMs });
    messageIds = [];
    for (let i = 0; i < 30; i++) {
      const now = new Date(nowMs + i).toISOString();
      const message: MessageRecord = {
        id: newId('msg', nowMs + i),
        accountId,
        to: '+27821234567',
        body: `message ${i} with ünïcödé and emoji 📦`,
        status: 'QUEUED',
        deliveryStatus: null,
        segments: 1,
        encoding: 'UCS-2',
        cost: 1,
        shard: i % 4,
        source: 'api',
        createdAt: now,
        updatedAt: now,
        vendor: 'sandbox',
        attempts: 0,
      };
      const outcome = await repos.messages.accept({
        message,
        debit: {
          id: newId('txn', nowMs + i),
          accountId,
          type: 'DEBIT',
          amount: -1,
          reason: `SMS ${message.id}`,
          messageId: message.id,
          createdAt: now,
        },
      });
      expect(outcome.ok).toBe(true);
      messageIds.push(message.id);
    }
    // Every attribute type DynamoDB has, including the ones our items do not use today.
    await source.ddb.send(
      new PutItemCommand({
        TableName: source.tableName,
        Item: {
          pk: { S: 'BACKUP#types' },
          sk: { S: 'ALL' },
          B: { S: 'an attribute named like a type tag' },
          bin: { B: new Uint8Array([0, 1, 2, 253, 254, 255]) },
          bins: { BS: [new Uint8Array([1]), new Uint8Array([2, 3])] },
          strings: { SS: ['b', 'a'] },
          numbers: { NS: ['1', '2.5', '-3'] },
          big: { N: '12345678901234567890.123456789' },
          yes: { BOOL: true },
          nothing: { NULL: true },
          list: { L: [{ S: 'x' }, { N: '1' }, { M: { B: { B: new Uint8Array([9]) } } }] },
          map: { M: { nested: { M: { deep: { S: 'y' } } }, empty: { L: [] } } },
          ttl: { N: String(Math.floor(nowMs / 1000) + 3600) },
        },
      }),
    );
  });

  it('round-trips every item and attribute through the export file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sms-backup-')), 'table.jsonl');
    const exported = await exportTable(source.ddb, source.tableName, file);
    const original = await scanAll(source.ddb, source.tableName);
    expect(exported).toBe(original.length);
    // account, shards, ledger, user, key, 30 messages with their list and pending entries, the typed item...
    expect(exported).toBeGreaterThan(100);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(exported);
    for (const line of lines) expect(Object.keys(JSON.parse(line))).toEqual(['Item']);

    const restored = uniqueName('backup-dst');
    await createTable(source.ddb, restored);
    expect(await importTable(source.ddb, restored, file)).toBe(exported);

    const comparison = await compareTables(source.ddb, source.tableName, restored);
    expect(comparison).toEqual({ source: exported, target: exported, missing: [], extra: [], different: [] });
    expect(identical(comparison)).toBe(true);

    // The restored table answers the repositories as the original does: by key, through both indexes.
    const before = reposOn(source.tableName);
    const after = reposOn(restored);
    expect(await after.accounts.get(accountId)).toEqual(await before.accounts.get(accountId));
    expect(await after.users.findByEmail(email)).toEqual(await before.users.findByEmail(email));
    for (const id of messageIds.slice(0, 5))
      expect(await after.messages.get(id)).toEqual(await before.messages.get(id));
    const pendingAfter = await after.messages.pendingBefore(new Date(Date.now() + 60_000).toISOString());
    const pendingBefore = await before.messages.pendingBefore(new Date(Date.now() + 60_000).toISOString());
    expect(pendingAfter.map((m) => m.id).sort()).toEqual(pendingBefore.map((m) => m.id).sort());
    expect(pendingAfter.length).toBeGreaterThanOrEqual(30);
  });

  it('finds an item that differs and one that is extra', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sms-backup-')), 'table.jsonl');
    await exportTable(source.ddb, source.tableName, file);
    const copy = uniqueName('backup-diff');
    await createTable(source.ddb, copy);
    await importTable(source.ddb, copy, file);
    await source.ddb.send(
      new PutItemCommand({
        TableName: copy,
        Item: { pk: { S: 'BACKUP#types' }, sk: { S: 'ALL' }, yes: { BOOL: false } },
      }),
    );
    await source.ddb.send(new PutItemCommand({ TableName: copy, Item: { pk: { S: 'EXTRA' }, sk: { S: 'X' } } }));
    const result = await compareTables(source.ddb, source.tableName, copy);
    expect(result.different).toEqual(['BACKUP#types\u0000ALL']);
    expect(result.extra).toEqual(['EXTRA\u0000X']);
    expect(identical(result)).toBe(false);
  });

  it('restores a point in time into a new on-demand table and deploys a stage on it by context', () => {
    const at = new Date('2026-11-23T08:00:00Z');
    expect(restoreRequest({ source: 'sms-prod', target: 'sms-prod-restored', time: at })).toEqual({
      SourceTableName: 'sms-prod',
      TargetTableName: 'sms-prod-restored',
      RestoreDateTime: at,
      BillingModeOverride: 'PAY_PER_REQUEST',
    });
    expect(restoreRequest({ source: 'a', target: 'b' })).toMatchObject({ UseLatestRestorableTime: true });
    expect(deployCommand('recovery', 'sms-prod-restored', 'af-south-1')).toBe(
      'npx cdk deploy -c stage=recovery -c region=af-south-1 -c tableName=sms-prod-restored SmsMessaging-recovery',
    );
  });
});
