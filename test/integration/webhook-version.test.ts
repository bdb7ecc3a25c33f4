import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryKeys } from '../../shared/db/keys';
import type { Table } from '../../shared/db/table';
import { WebhookRepository } from '../../shared/db/webhook-repository';
import { newId } from '../../shared/ids';
import type { WebhookRecord } from '../../shared/webhooks/webhook';
import { freshTable } from '../support/aws';

/** Webhook endpoints carry `version` like contacts (decision 1211); one stored before versions reads as 0. */
describe('webhook versions: every replacement conditional on the version it read', () => {
  let table: Table;
  let webhooks: WebhookRepository;
  beforeAll(async () => {
    table = await freshTable('whkver');
    webhooks = new WebhookRepository(table);
  });

  /** An endpoint item as stored before versions: no `version` attribute. */
  async function legacy(): Promise<{ accountId: string; id: string }> {
    const accountId = newId('acc');
    const id = newId('whk');
    const at = new Date().toISOString();
    await table.db.send(
      new PutCommand({
        TableName: table.name,
        Item: {
          ...deliveryKeys.webhook(accountId, id),
          entity: 'Webhook',
          id,
          accountId,
          url: 'https://example.com/hooks',
          events: ['message.sent'],
          description: null,
          secrets: [],
          disabled: false,
          createdAt: at,
          updatedAt: at,
        },
      }),
    );
    return { accountId, id };
  }

  const bumped = (w: WebhookRecord, change: Partial<WebhookRecord>): WebhookRecord => ({
    ...w,
    ...change,
    version: w.version + 1,
  });

  it('reads an endpoint stored before versions as version 0, and replaces it once from there', async () => {
    const { accountId, id } = await legacy();
    const before = (await webhooks.get(accountId, id))!;
    expect(before.version).toBe(0);
    expect(await webhooks.replace(before, bumped(before, { description: 'first' }))).toEqual({ ok: true });
    // A second writer that read version 0 too is refused: the first one's change stands.
    expect(await webhooks.replace(before, bumped(before, { description: 'second' }))).toEqual({
      ok: false,
      reason: 'CHANGED',
    });
    const after = (await webhooks.get(accountId, id))!;
    expect(after).toMatchObject({ version: 1, description: 'first' });
  });

  it('refuses a replacement of a version that moved on, and takes one of the version now stored', async () => {
    const { accountId, id } = await legacy();
    const v0 = (await webhooks.get(accountId, id))!;
    await webhooks.replace(v0, bumped(v0, { description: 'one' }));
    const v1 = (await webhooks.get(accountId, id))!;
    await webhooks.replace(v1, bumped(v1, { description: 'two' }));
    expect((await webhooks.replace(v1, bumped(v1, { description: 'stale' }))).ok).toBe(false);
    const v2 = (await webhooks.get(accountId, id))!;
    expect(v2).toMatchObject({ version: 2, description: 'two' });
    expect((await webhooks.replace(v2, bumped(v2, { disabled: true }))).ok).toBe(true);
    expect(await webhooks.get(accountId, id)).toMatchObject({ version: 3, disabled: true, description: 'two' });
  });

  it('refuses to replace an endpoint that is gone', async () => {
    const { accountId, id } = await legacy();
    const v0 = (await webhooks.get(accountId, id))!;
    await webhooks.replace(v0, bumped(v0, {}));
    const v1 = (await webhooks.get(accountId, id))!;
    await table.db.send(new DeleteCommand({ TableName: table.name, Key: deliveryKeys.webhook(accountId, id) }));
    expect(await webhooks.replace(v1, bumped(v1, {}))).toEqual({ ok: false, reason: 'CHANGED' });
    expect(await webhooks.get(accountId, id)).toBeUndefined();
  });
});
