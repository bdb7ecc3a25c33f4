/**
 * POPIA (issue 17 point 3, docs/privacy.md): the owner's export of the account (complete, paged, no secret, a cursor
 * for this account only) and the deletion of the account (confirmed by name and password, locked at once, deleted by
 * the worker, the ledger and the audit trail kept, a second delivery of the job harmless); the retention `ttl` on
 * what holds message bodies and phone numbers.
 */

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as deletionWorker } from '../../functions/account-deletion-worker';
import { provisionOwner } from '../../shared/accounts/provision';
import { issueApiKey } from '../../shared/api-keys/issue-api-key';
import { hashPassword } from '../../shared/auth/password';
import { AccountDataRepository } from '../../shared/db/account-data-repository';
import { contactKeys, deliveryKeys, keys } from '../../shared/db/keys';
import { runDeletion } from '../../shared/privacy/account-privacy';
import { useRuntime } from '../../shared/runtime';
import { deletionRunDeps } from '../../shared/wiring/privacy';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack, testAudit } from '../support/stack';
import { addMember, as, signIn } from '../support/team';

const DAY = 24 * 3600;

describe('POPIA: export, deletion and retention of an account', { timeout: 120_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true', CONTENT_RETENTION_DAYS: '30' } });
  });
  afterAll(async () => stack?.stop());

  /** An account with a password owner, credits, the sandbox vendor, an API key and a little of everything. */
  async function populatedAccount(name: string) {
    const nowMs = stack.clock.now();
    const { user, account } = await provisionOwner(stack.repos, {
      emailVerified: true,
      email: uniqueEmail('popia-owner'),
      fullName: 'Popia Owner',
      passwordHash: await hashPassword(PASSWORD),
      accountName: name,
      openingCredits: 50,
      vendor: { provider: 'sandbox' },
      nowMs,
    });
    const key = await issueApiKey(stack.repos, {
      accountId: account.id,
      name: 'integration',
      scopes: ['sms.send', 'sms.read'],
      nowMs,
    });
    const token = await signIn(stack, user.id, account.id);
    const api = as(stack, token);
    const template = await api.post('/templates', { name: 'greeting', body: 'Hello {{name}}' });
    expect(template.status).toBe(201);
    const list = await api.post('/contact-lists', { name: 'customers' });
    expect(list.status).toBe(201);
    const contact = await api.post('/contacts', { phone: '0825550101', firstName: 'Thandi', listIds: [list.body.id] });
    expect(contact.status).toBe(201);
    expect((await api.post('/opt-outs', { phone: '0825550102' })).status).toBe(201);
    const hook = await api.post('/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['message.sent'] });
    expect(hook.status).toBe(201);
    const sent = await publicClient(stack, key.value).post('/public/sms/send', {
      to: '0825550103',
      body: 'Your parcel is at the depot',
    });
    expect(sent.status).toBe(201);
    const reply = await api.post('/sandbox/inbound', { from: '0825550103', body: 'Thanks, collecting today' });
    expect(reply.status).toBeLessThan(300);
    return { user, account, key, token, api, messageId: sent.body.id as string, webhookSecret: hook.body.secret };
  }

  async function exportAll(api: ReturnType<typeof as>, limit: number) {
    const items: { type: string; data: Record<string, unknown> }[] = [];
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.get(`/account/export?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      items.push(...res.body.items);
      pages.push(res.text);
      cursor = res.body.nextCursor;
    } while (cursor);
    return { items, pages };
  }

  const item = async (key: { pk: string; sk: string }) =>
    (await stack.db.send(new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }))).Item;

  it('exports every kind of the account page by page, with no secret, hash or password', async () => {
    const a = await populatedAccount('Export Co');
    const member = await addMember(stack, a.account.id, 'MEMBER');
    const { items, pages } = await exportAll(a.api, 3);
    expect(pages.length).toBeGreaterThan(3);
    const types = new Set(items.map((i) => i.type));
    for (const type of ['account', 'member', 'apiKey', 'webhook', 'template', 'contact', 'list', 'message', 'reply']) {
      expect(types, type).toContain(type);
    }
    for (const type of ['optOut', 'ledger', 'audit']) expect(types, type).toContain(type);
    expect(items.filter((i) => i.type === 'member').map((i) => i.data.email)).toContain(member.user.email);
    const message = items.find((i) => i.type === 'message' && i.data.id === a.messageId);
    expect(message?.data.body).toBe('Your parcel is at the depot');
    expect(items.find((i) => i.type === 'reply')?.data.body).toBe('Thanks, collecting today');
    // One page never repeats another's items.
    const ids = items.map((i) => `${i.type}:${String(i.data.id ?? i.data.userId ?? i.data.phone)}`);
    expect(new Set(ids).size).toBe(ids.length);

    const everything = pages.join('\n');
    expect(everything).not.toContain(a.key.value);
    expect(everything).not.toContain(a.key.record.hash);
    expect(everything).not.toContain(a.webhookSecret);
    expect(everything).not.toContain('scrypt$');
    expect(everything).not.toMatch(/"(passwordHash|hash|secrets|tokenHash|credentialsCiphertext)"/);

    const audit = await a.api.get('/audit-log?limit=100');
    expect(audit.body.items.filter((e: { action: string }) => e.action === 'account.exported')).toHaveLength(
      pages.length,
    );
  });

  it("refuses another account's cursor, a forged one, and every role but the owner", async () => {
    const a = await populatedAccount('Cursor One');
    const b = await populatedAccount('Cursor Two');
    const first = await a.api.get('/account/export?limit=2');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const stolen = await b.api.get(`/account/export?limit=2&cursor=${first.body.nextCursor}`);
    expect(stolen.status).toBe(400);
    expect(errorCode(stolen)).toBe('VALIDATION_ERROR');
    const decoded = JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...decoded, s: 999 })).toString('base64url');
    expect((await a.api.get(`/account/export?cursor=${forged}`)).status).toBe(400);

    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      const person = await addMember(stack, a.account.id, role);
      const api = as(stack, person.token);
      expect((await api.get('/account/export')).status, role).toBe(403);
      const del = await api.post('/account/deletion', { accountName: 'Cursor One', password: PASSWORD });
      expect(del.status, role).toBe(403);
      expect(errorCode(del)).toBe('FORBIDDEN');
    }
    // Still the owner's: nothing was locked.
    expect((await a.api.get('/account/export?limit=1')).status).toBe(200);
  });

  it('refuses a deletion with the wrong account name or password, and changes nothing', async () => {
    const a = await populatedAccount('Careful Ltd');
    const wrongName = await a.api.post('/account/deletion', { accountName: 'careful ltd', password: PASSWORD });
    expect(wrongName.status).toBe(400);
    expect(errorCode(wrongName)).toBe('VALIDATION_ERROR');
    const wrongPassword = await a.api.post('/account/deletion', {
      accountName: 'Careful Ltd',
      password: 'not the password at all',
    });
    expect(wrongPassword.status).toBe(403);
    expect(errorCode(wrongPassword)).toBe('FORBIDDEN');
    expect(await item(keys.accountDeletion(a.account.id))).toBeUndefined();
    expect((await item(keys.account(a.account.id)))?.closedAt).toBeUndefined();
    const send = await publicClient(stack, a.key.value).post('/public/sms/send', { to: '0825550104', body: 'still' });
    expect(send.status).toBe(201);
  });

  it('locks the account at once, deletes its data with the worker, keeps the ledger and the audit trail', async () => {
    const a = await populatedAccount('Leaving Pty');
    const member = await addMember(stack, a.account.id, 'ADMIN');
    const listId = (await a.api.get('/contact-lists')).body.items[0].id as string;
    const webhookId = (await a.api.get('/webhooks')).body.items[0].id as string;
    const contactPhone = '+27825550101';
    const balanceBefore = (await a.api.get('/billing/balance')).body.balance as number;
    expect(balanceBefore).toBeGreaterThan(0);

    const res = await a.api.post('/account/deletion', { accountName: 'Leaving Pty', password: PASSWORD });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ accountId: a.account.id, status: 'DELETING' });

    // Every key and token of the account is refused on its very next request.
    const pub = publicClient(stack, a.key.value);
    expect((await pub.post('/public/sms/send', { to: '0825550105', body: 'after' })).status).toBe(401);
    expect((await pub.get('/public/balance')).status).toBe(401);
    expect((await a.api.get('/templates')).status).toBe(401);
    expect((await as(stack, member.token).get('/templates')).status).toBe(401);

    const job = await until(async () => {
      const j = await item(keys.accountDeletion(a.account.id));
      return j?.status === 'DONE' ? j : undefined;
    });
    expect(job.deleted).toBeGreaterThan(10);
    expect(await item(keys.account(a.account.id))).toBeUndefined();
    expect(await item(keys.message(a.messageId))).toBeUndefined();
    expect(await item(keys.apiKey(a.key.record.hash))).toBeUndefined();
    expect(await item(keys.membership(a.account.id, a.user.id))).toBeUndefined();
    expect(await item(keys.user(a.user.id))).toBeUndefined();
    expect(await item(keys.userEmail(a.user.email))).toBeUndefined();
    expect(await item(contactKeys.list(a.account.id, listId))).toBeUndefined();
    expect(await item(contactKeys.phone(a.account.id, contactPhone))).toBeUndefined();
    expect(await item(deliveryKeys.webhook(a.account.id, webhookId))).toBeUndefined();
    for (const partition of [
      ...contactKeys.contactPartitions(a.account.id),
      ...keys.messageListPartitions(a.account.id),
      ...deliveryKeys.inboundPartitions(a.account.id),
      ...contactKeys.memberPartitions(listId),
      `ACCOUNT#${a.account.id}`,
    ]) {
      expect(await countPartition(partition), partition).toBe(0);
    }

    // The ledger is kept and closed: its entries sum to zero.
    const ledger = (await Promise.all(keys.ledgerPartitions(a.account.id).map((p) => partitionItems(p)))).flat();
    expect(ledger.map((e) => e.reason)).toContain('account_closed');
    expect(ledger.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
    const audit = await partitionItems(keys.auditPartition(a.account.id));
    const actions = audit.map((e) => e.action);
    expect(actions).toContain('account.deletion_requested');
    expect(actions.filter((x) => x === 'account.deleted')).toHaveLength(1);

    // A second delivery of the job: nothing more is written.
    useRuntime(stack.rt);
    const again = await deletionWorker({ Records: [sqsRecord({ accountId: a.account.id })] });
    expect(again.batchItemFailures).toEqual([]);
    const auditAfter = await partitionItems(keys.auditPartition(a.account.id));
    expect(auditAfter.filter((e) => e.action === 'account.deleted')).toHaveLength(1);
    const ledgerAfter = (await Promise.all(keys.ledgerPartitions(a.account.id).map((p) => partitionItems(p)))).flat();
    expect(ledgerAfter).toHaveLength(ledger.length);
  });

  it('resumes a deletion from its saved place when a run stops part-way', async () => {
    const a = await populatedAccount('Resumable Inc');
    const data = new AccountDataRepository(stack.table);
    const nowMs = stack.clock.now();
    const job = {
      accountId: a.account.id,
      status: 'PENDING' as const,
      requestedAt: new Date(nowMs).toISOString(),
      requestedBy: a.user.id,
      memberIds: [a.user.id],
      deleted: 0,
    };
    const audit = testAudit(stack, a.account.id, 'account.deletion_requested');
    expect(await data.lock(job, audit)).toBe('locked');
    useRuntime(stack.rt);
    // A budget already spent: the run saves its place after its first page and queues itself again.
    const outcome = await runDeletion(deletionRunDeps(stack.rt), { accountId: a.account.id }, stack.rt.log, -1);
    expect(outcome).toBe('continued');
    expect((await item(keys.accountDeletion(a.account.id)))?.progress).toBeDefined();
    // The queued continuation (the local event source mapping) finishes it.
    await until(async () => ((await item(keys.accountDeletion(a.account.id)))?.status === 'DONE' ? true : undefined));
    expect(await item(keys.account(a.account.id))).toBeUndefined();
    expect(await item(keys.message(a.messageId))).toBeUndefined();
  });

  it('stamps what holds message bodies and phone numbers with the retention ttl, and never the ledger or audit', async () => {
    const a = await populatedAccount('Retention Co');
    const nowS = Math.floor(stack.clock.now() / 1000);
    const expected = nowS + 30 * DAY;
    const message = await item(keys.message(a.messageId));
    expect(message?.ttl).toBe(expected);
    const listEntry = await item(keys.messageListEntry(a.account.id, a.messageId));
    expect(listEntry?.ttl).toBe(expected);
    const replies = (
      await Promise.all(deliveryKeys.inboundPartitions(a.account.id).map((p) => partitionItems(p)))
    ).flat();
    expect(replies).toHaveLength(1);
    expect(replies[0]!.ttl).toBe(expected);
    const ledger = (await Promise.all(keys.ledgerPartitions(a.account.id).map((p) => partitionItems(p)))).flat();
    expect(ledger.length).toBeGreaterThan(0);
    for (const entry of ledger) expect(entry.ttl).toBeUndefined();
    for (const entry of await partitionItems(keys.auditPartition(a.account.id))) expect(entry.ttl).toBeUndefined();
  });

  async function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    let after: Record<string, unknown> | undefined;
    do {
      const res = await stack.db.send(
        new QueryCommand({
          TableName: stack.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
          ...(after ? { ExclusiveStartKey: after } : {}),
        }),
      );
      out.push(...((res.Items ?? []) as Record<string, unknown>[]));
      after = res.LastEvaluatedKey;
    } while (after);
    return out;
  }

  async function countPartition(pk: string): Promise<number> {
    return (await partitionItems(pk)).length;
  }
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the account deletion');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function sqsRecord(body: unknown): SQSRecord {
  return {
    messageId: 'redelivered',
    receiptHandle: 'not-from-the-queue',
    body: JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '2',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:af-south-1:000000000000:account',
    awsRegion: 'af-south-1',
  };
}
