/**
 * No state change without its webhook event (issue 27 item 4, docs/decisions/1010-events-from-the-change-stream.md):
 * the send worker runs as a process of its own and is killed (SIGKILL) right after DynamoDB answered the write that
 * made a message SENT, before any line after that write ran. The message.sent event still reaches the endpoint.
 */
import type { ChildProcess } from 'node:child_process';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { spawnFaultWorker } from '../support/fault-worker';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { signedInOwner } from '../support/workspace';

describe('events survive a worker killed between its write and anything after it', () => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The send queue is left to the worker process; the webhook worker and the change-stream relay run here.
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' }, pollSendQueue: false });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await stack?.stop();
    await receiver?.stop();
  });

  it('delivers message.sent although the worker died (SIGKILL) right after writing SENT', async () => {
    const owner = await signedInOwner(stack);
    const hook = await owner.api.post('/webhooks', { url: receiver.url('/killed'), events: ['message.sent'] });
    expect(hook.status).toBe(201);

    const worker = spawnFaultWorker(stack, {
      KILL_AFTER_WRITE: 'SENT',
      WEBHOOK_QUEUE_URL: stack.rt.config.WEBHOOK_QUEUE_URL ?? '',
    });
    children.push(worker.child);
    const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0825552001', body: 'Hi' });
    expect(sent.status).toBe(201);

    // The worker really died at that point: killed by SIGKILL, the message SENT in the table, never DELIVERED (the
    // sandbox delivers at once, so a worker that lived on would have written DELIVERED next).
    const signal = await Promise.race([
      worker.exited,
      new Promise((r) => setTimeout(() => r('still running'), 30_000)),
    ]);
    expect(signal, worker.out.join('').slice(-3000)).toBe('SIGKILL');
    expect(worker.out.join('')).toContain('FAULT worker.killed-after-write');
    const item = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.message(sent.body.id), ConsistentRead: true }),
    );
    expect(item.Item?.status).toBe('SENT');

    const [hit] = await receiver.waitFor('/killed', 1, 20);
    const payload = JSON.parse(hit!.body) as { id: string; type: string; data: { id: string; status: string } };
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'message.sent',
      data: { id: sent.body.id, status: 'SENT' },
    });
  }, 90_000);

  it('sends optout.created for POST /opt-outs and for an import that opts numbers out, not only for a STOP reply', async () => {
    const owner = await signedInOwner(stack);
    expect(
      (await owner.api.post('/webhooks', { url: receiver.url('/optouts'), events: ['optout.created'] })).status,
    ).toBe(201);
    expect((await owner.api.post('/opt-outs', { phone: '0723000101', reason: 'asked in store' })).status).toBe(201);
    // Opting out a number already opted out creates nothing, and sends nothing.
    expect((await owner.api.post('/opt-outs', { phone: '+27723000101' })).status).toBe(201);
    const started = await owner.api.post('/contact-imports', {
      csv: 'phone,firstName,optedOut\n0723000102,Ann,yes\n0723000103,Bob,no\n',
    });
    expect(started.status).toBe(202);
    const hits = await receiver.waitFor('/optouts', 2, 60);
    const events = hits.map((h) => JSON.parse(h.body) as { id: string; type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type)).toEqual(['optout.created', 'optout.created']);
    expect(events.map((e) => e.data).sort((a, b) => String(a.phone).localeCompare(String(b.phone)))).toEqual([
      { phone: '+27723000101', source: 'manual', reason: 'asked in store', createdAt: expect.any(String) },
      {
        phone: '+27723000102',
        source: 'import',
        reason: expect.stringContaining('Imported'),
        createdAt: expect.any(String),
      },
    ]);
    // What the endpoint got is what GET /opt-outs lists.
    const listed = (await owner.api.get('/opt-outs')).body.items as { phone: string }[];
    expect(listed.map((o) => o.phone).sort()).toEqual(['+27723000101', '+27723000102']);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received.filter((r) => r.path === '/optouts')).toHaveLength(2);
  }, 120_000);

  it('sends campaign.completed once the campaign completes, with its final counts', async () => {
    const owner = await signedInOwner(stack, { credits: 100 });
    expect(
      (await owner.api.post('/webhooks', { url: receiver.url('/campaigns'), events: ['campaign.completed'] })).status,
    ).toBe(201);
    const list = (await owner.api.post('/contact-lists', { name: 'Events' })).body as { id: string };
    for (const phone of ['0723000201', '0723000202']) {
      const contact = (await owner.api.post('/contacts', { phone, firstName: 'A' })).body as { id: string };
      expect((await owner.api.post(`/contact-lists/${list.id}/members`, { contactIds: [contact.id] })).status).toBe(
        200,
      );
    }
    const created = await owner.api.post('/campaigns', {
      name: 'Events',
      kind: 'transactional',
      body: 'Your order is ready',
      audience: { listIds: [list.id] },
    });
    expect(created.status).toBe(201);
    expect((await owner.api.post(`/campaigns/${created.body.id}/launch`, {})).status).toBe(202);
    const [hit] = await receiver.waitFor('/campaigns', 1, 90);
    const event = JSON.parse(hit!.body) as { type: string; data: Record<string, unknown> };
    const campaign = (await owner.api.get(`/campaigns/${created.body.id}`)).body;
    expect(campaign.status).toBe('COMPLETED');
    expect(event).toMatchObject({
      type: 'campaign.completed',
      data: { id: created.body.id, status: 'COMPLETED', completedAt: campaign.completedAt, counts: campaign.counts },
    });
    expect((event.data.counts as { recipients: number }).recipients).toBe(2);
  }, 150_000);
});
