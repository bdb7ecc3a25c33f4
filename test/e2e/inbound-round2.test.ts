/**
 * Issue 26 findings 4, 5 and 8 (the Clickatell number), issue 27 items 6 and 9 (two edges): replies and STOP words as
 * vendors send them, over HTTP on the local stack with the Clickatell stand-in (decisions 0821, 0822).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { tableOf } from '../../shared/db/table';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { startClickatellServer } from '../support/clickatell-server';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { type SignedInAccount, signedInOwner } from '../support/workspace';

const CLICKATELL_KEY = 'clickatell-key-round2-0123456789';

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('replies and STOP words as vendors send them', { timeout: 120_000 }, () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  let base = '';
  beforeAll(async () => {
    clickatell = await startClickatellServer(CLICKATELL_KEY);
    stack = await startTestStack({
      overrides: {
        vendors: createVendorRegistry(new SandboxVendor(), {
          clickatellBaseUrl: clickatell.baseUrl,
          publicBaseUrl: () => base,
        }),
      },
    });
    base = stack.baseUrl;
  });
  afterAll(async () => {
    await stack?.stop();
    await clickatell?.stop();
  });

  async function clickatellAccount(credits = 10): Promise<SignedInAccount & { callbackUrl: string }> {
    const owner = await signedInOwner(stack, { credits, vendor: false });
    const put = await owner.api.put('/settings/sms-vendor', {
      provider: 'clickatell',
      credentials: { apiKey: CLICKATELL_KEY },
    });
    expect(put.status).toBe(200);
    return { ...owner, callbackUrl: put.body.callbackUrl as string };
  }
  const moText = (replies: { messageId: string; from: string; content: string; timestamp?: number }[]) =>
    JSON.stringify({ event: { moText: replies.map((r) => ({ to: '27870001000', ...r })) } });

  const systemMessages = async (owner: SignedInAccount) =>
    ((await owner.api.get('/messages?limit=100')).body.items as { source: string; to: string; body?: string }[]).filter(
      (m) => m.source === 'system',
    );

  it('26.4: a replayed callback changes nothing; a replayed START cannot undo a later STOP', async () => {
    const owner = await clickatellAccount();
    const start = moText([{ messageId: 'mo-start-1', from: '27825550711', content: 'START' }]);
    const stop = moText([{ messageId: 'mo-stop-2', from: '27825550711', content: 'STOP' }]);
    expect((await post(owner.callbackUrl, start)).status).toBe(204);
    expect((await post(owner.callbackUrl, stop)).status).toBe(204);
    expect((await post(owner.callbackUrl, stop)).status).toBe(204);
    expect((await post(owner.callbackUrl, start)).status).toBe(204);
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([
      expect.objectContaining({ phone: '+27825550711', source: 'inbound' }),
    ]);
    expect((await owner.api.get('/inbound-messages')).body.items).toHaveLength(2);
    const audit = (await owner.api.get('/audit-log?limit=100')).body.items as { action: string }[];
    expect(audit.filter((a) => a.action === 'optout.created')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'optout.removed')).toHaveLength(0);
  });

  it('26.4: one callback of 20 STOPs from numbers the account does not know queues no message, at balance 0', async () => {
    const owner = await clickatellAccount(0);
    const replies = Array.from({ length: 20 }, (_, i) => ({
      messageId: `mo-flood-${i}`,
      from: `278255506${String(i).padStart(2, '0')}`,
      content: 'STOP',
    }));
    expect((await post(owner.callbackUrl, moText(replies))).status).toBe(204);
    expect((await owner.api.get('/opt-outs?limit=100')).body.items).toHaveLength(20);
    expect(await systemMessages(owner)).toEqual([]);
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(0);
  });

  /** Sends one message to each number (a single send each) and waits until Clickatell has taken them all. */
  async function sendTo(owner: SignedInAccount, numbers: string[]) {
    for (const to of numbers) {
      expect((await owner.api.post('/messages', { to, body: 'Your order is ready' })).status).toBe(201);
    }
    for (let i = 0; i < 100; i++) {
      const items = (await owner.api.get('/messages?limit=100')).body.items as { status: string }[];
      if (items.filter((m) => m.status === 'SENT' || m.status === 'DELIVERED').length >= numbers.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const ledgerSize = async (owner: SignedInAccount) =>
    ((await owner.api.get('/billing/transactions?limit=100')).body.items as unknown[]).length;

  it('26.4: one callback of 50 STOPs confirms only numbers the account sent to, within its balance, free', async () => {
    const owner = await clickatellAccount(8);
    const number = (i: number) => `278255512${String(i).padStart(2, '0')}`;
    // Five numbers the account sent to (5 credits: 3 left); five contacts it never sent to; forty it does not know.
    await sendTo(
      owner,
      [0, 1, 2, 3, 4].map((i) => `+${number(i)}`),
    );
    for (const i of [5, 6, 7, 8, 9]) {
      expect((await owner.api.post('/contacts', { phone: `+${number(i)}` })).status).toBe(201);
    }
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(3);
    const entries = await ledgerSize(owner);
    const replies = Array.from({ length: 50 }, (_, i) => ({
      messageId: `mo-fifty-${i}`,
      from: number(i),
      content: 'STOP',
    }));
    expect((await post(owner.callbackUrl, moText(replies))).status).toBe(204);
    expect((await owner.api.get('/opt-outs?limit=100')).body.items).toHaveLength(50);
    await new Promise((r) => setTimeout(r, 1000));
    const sent = await systemMessages(owner);
    // The balance (3 credits) bounds the day's confirmations, charged or not: 3 of the 5 numbers sent to, none other.
    expect(sent).toHaveLength(3);
    for (const m of sent) {
      expect([0, 1, 2, 3, 4].map((i) => `+${number(i)}`)).toContain(m.to);
      expect(m).toMatchObject({ cost: 0 });
    }
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(3);
    expect(await ledgerSize(owner)).toBe(entries);
    // Alternating START and STOP the same day sends nothing more.
    const again = (n: number, content: string) =>
      replies.slice(0, 5).map((r) => ({ ...r, messageId: `${r.messageId}-again-${n}`, content }));
    expect((await post(owner.callbackUrl, moText(again(1, 'START')))).status).toBe(204);
    expect((await post(owner.callbackUrl, moText(again(2, 'STOP')))).status).toBe(204);
    await new Promise((r) => setTimeout(r, 500));
    expect(await systemMessages(owner)).toHaveLength(3);
  });

  it('26.4: confirmations count against the account daily spend cap, without spending from it', async () => {
    const owner = await clickatellAccount(100);
    expect((await owner.api.patch('/settings/limits', { dailySpendLimit: 4 })).status).toBe(200);
    const numbers = ['27825551301', '27825551302', '27825551303'];
    await sendTo(
      owner,
      numbers.map((n) => `+${n}`),
    );
    const stops = numbers.map((from, i) => ({ messageId: `mo-cap-${i}`, from, content: 'STOP' }));
    expect((await post(owner.callbackUrl, moText(stops))).status).toBe(204);
    await new Promise((r) => setTimeout(r, 1000));
    // 3 of the cap's 4 credits spent today: room for one confirmation.
    expect(await systemMessages(owner)).toHaveLength(1);
    const limits = (await owner.api.get('/settings/limits')).body;
    expect(limits.spentToday).toBe(3);
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(97);
  });

  it('26.4: the confirmation is fixed text with no tenant words, to a number sent to only, once per number per day', async () => {
    const owner = await clickatellAccount();
    const name = 'I will kill you. Pay R500 at http://evil.example';
    // The account's name as a tenant could set it before names were moderated.
    const table = tableOf(stack.rt);
    await table.db.send(
      new UpdateCommand({
        TableName: table.name,
        Key: keys.account(owner.accountId),
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': name },
      }),
    );
    expect((await stack.repos.accounts.get(owner.accountId))?.name).toBe(name);
    await sendTo(owner, ['0825550721']);
    const at = (n: number, content: string) =>
      post(owner.callbackUrl, moText([{ messageId: `mo-alt-${n}`, from: '27825550721', content }]));
    expect((await at(1, 'STOP')).status).toBe(204);
    expect((await at(2, 'START')).status).toBe(204);
    expect((await at(3, 'stop!')).status).toBe(204);
    expect((await at(4, 'START')).status).toBe(204);
    expect((await at(5, 'STOP')).status).toBe(204);
    await new Promise((r) => setTimeout(r, 1500));
    const sent = await systemMessages(owner);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+27825550721', cost: 0 });
    const handed = clickatell.received
      .map((r) => (r.body as { messages?: { to?: string; content?: string }[] })?.messages?.[0])
      .filter((m) => m?.to?.endsWith('825550721'));
    expect(handed.map((m) => m?.content)).toEqual([
      'Your order is ready',
      'You are unsubscribed and will get no more marketing messages from this sender. Reply START to resubscribe.',
    ]);
  });

  it('26.5: a forged Clickatell failure does not refund a message Clickatell accepted; a real one does', async () => {
    const owner = await clickatellAccount(5);
    const sent = await owner.api.post('/messages', { to: '0821231501', body: 'Forged failure' });
    expect(sent.status).toBe(201);
    let apiMessageId = '';
    for (let i = 0; i < 100 && !apiMessageId; i++) {
      const m = (await owner.api.get(`/messages/${sent.body.id}`)).body;
      const taken = [...clickatell.taken.values()].find((t) => t.clientMessageId === sent.body.id);
      if (m.status === 'SENT' && taken) apiMessageId = taken.apiMessageId;
      else await new Promise((r) => setTimeout(r, 100));
    }
    const before = (await owner.api.get('/billing/balance')).body.balance;
    // The tenant posts ERROR_DELIVERING to its own callback URL; Clickatell's lookup says it is with the supplier.
    const forged = JSON.stringify({
      messageId: apiMessageId,
      clientMessageId: sent.body.id,
      status: 'ERROR_DELIVERING',
    });
    expect((await post(owner.callbackUrl, forged)).status).toBe(204);
    expect((await owner.api.get(`/messages/${sent.body.id}`)).body.status).toBe('SENT');
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(before);
    // Clickatell's own failure: its lookup agrees, the message fails and is refunded once.
    const real = clickatell.settle(apiMessageId, 'ERROR_DELIVERING');
    expect((await post(owner.callbackUrl, JSON.stringify(real))).status).toBe(204);
    expect((await owner.api.get(`/messages/${sent.body.id}`)).body.status).toBe('FAILED');
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(before + 1);
  });

  it('26.8: a Clickatell reply from 27825000049 (no plus) is the number, and its STOP an opt-out', async () => {
    const owner = await clickatellAccount();
    const res = await post(
      owner.callbackUrl,
      moText([{ messageId: 'mo-plusless-1', from: '27825000049', content: 'STOP' }]),
    );
    expect(res.status).toBe(204);
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([
      expect.objectContaining({ phone: '+27825000049', source: 'inbound' }),
    ]);
    expect((await owner.api.get('/inbound-messages')).body.items).toEqual([
      expect.objectContaining({ from: '+27825000049', optOut: true }),
    ]);
  });

  it('27.6: punctuation around a STOP word counts; Non-stop and stopped do not', async () => {
    const owner = await signedInOwner(stack);
    const stops = ['STOP,thanks', 'stop!', '(STOP)', 'STOP.thanks', 'Stop;', '"unsubscribe"'];
    for (const [i, body] of stops.entries()) {
      const res = await owner.api.post('/sandbox/inbound', { from: `08255509${String(i).padStart(2, '0')}`, body });
      expect(res.body.optOut, body).toBe(true);
    }
    for (const body of ['Non-stop', 'stopped', 'stop-over', 'Hi, stop by our store']) {
      const res = await owner.api.post('/sandbox/inbound', { from: '0825550999', body });
      expect(res.body.optOut, body).toBe(false);
    }
    const optOuts = (await owner.api.get('/opt-outs?limit=100')).body.items as { phone: string }[];
    expect(optOuts.map((o) => o.phone).sort()).toEqual(stops.map((_, i) => `+278255509${String(i).padStart(2, '0')}`));
  });

  it('27.9: DELETE /opt-outs/{phone} of a number not opted out is 204, idempotent, and audits nothing', async () => {
    const owner = await signedInOwner(stack);
    expect((await owner.api.post('/opt-outs', { phone: '0825550801' })).status).toBe(201);
    expect((await owner.api.delete('/opt-outs/0825550801')).status).toBe(204);
    expect((await owner.api.delete('/opt-outs/0825550801')).status).toBe(204);
    expect((await owner.api.delete('/opt-outs/%2B27825550802')).status).toBe(204);
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([]);
    const audit = (await owner.api.get('/audit-log?limit=100')).body.items as { action: string }[];
    expect(audit.filter((a) => a.action === 'optout.removed')).toHaveLength(1);
    const bad = await owner.api.delete('/opt-outs/12345');
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('INVALID_PHONE_NUMBER');
  });

  it('27.9: JSON nested deeper than 32 levels to the Clickatell callback is 400 VALIDATION_ERROR and changes nothing', async () => {
    const owner = await clickatellAccount();
    const deep = `{"event":{"moText":[{"messageId":"mo-deep","from":"27825550701","content":"STOP","x":${'['.repeat(40)}${']'.repeat(40)}}]}}`;
    const res = await post(owner.callbackUrl, deep);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([]);
    expect((await owner.api.get('/inbound-messages')).body.items).toEqual([]);
  });
});
