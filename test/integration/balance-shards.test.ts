import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repositories } from '../../local/repositories';
import type { LedgerEntry } from '../../shared/accounts/account';
import { provisionOwner } from '../../shared/accounts/provision';
import { loadConfig } from '../../shared/config';
import { SHARDS } from '../../shared/db/keys';
import { newId } from '../../shared/ids';
import type { AcceptInput, MessageRecord } from '../../shared/messages/message';
import { createRuntime } from '../../shared/runtime';
import { freshResources } from '../support/aws';

type Repos = ReturnType<typeof repositories>;

/** A message of `cost` credits and its debit, as the send path builds them, charged to `shard` first. */
function send(accountId: string, cost: number, shard = 0): AcceptInput {
  const now = new Date().toISOString();
  const message: MessageRecord = {
    id: newId('msg'),
    accountId,
    to: '+27821234567',
    body: 'x'.repeat(cost),
    status: 'QUEUED',
    deliveryStatus: null,
    segments: cost,
    encoding: 'GSM-7',
    cost,
    shard,
    source: 'api',
    createdAt: now,
    updatedAt: now,
    vendor: 'sandbox',
    attempts: 0,
  };
  const debit: LedgerEntry = {
    id: newId('txn'),
    accountId,
    type: 'DEBIT',
    amount: -cost,
    reason: `SMS ${message.id}`,
    messageId: message.id,
    createdAt: now,
  };
  return { message, debit };
}

async function ledgerSum(repos: Repos, accountId: string): Promise<number> {
  let sum = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.accounts.ledger(accountId, { limit: 100, ...(cursor ? { cursor } : {}) });
    sum += page.items.reduce((s, e) => s + e.amount, 0);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return sum;
}

describe('balance shards: an account balance spread over partitions, never below zero, equal to its ledger', () => {
  let repos: Repos;
  beforeAll(async () => {
    const { tableName } = await freshResources('shards');
    repos = repositories(
      createRuntime(loadConfig({ STAGE: 'test', TABLE_NAME: tableName, DYNAMODB_ENDPOINT: inject('dynamoEndpoint') })),
    );
  });

  async function account(credits: number) {
    const { account } = await provisionOwner(repos, {
      email: `shards-${newId('usr')}@example.co.za`,
      fullName: 'Shards',
      accountName: 'Shards',
      openingCredits: credits,
      vendor: { provider: 'sandbox' },
      nowMs: Date.now(),
    });
    return account.id;
  }

  it('spreads a credit over every shard as evenly as whole credits allow', async () => {
    const id = await account(100);
    const shards = (await repos.accounts.shards(id))!;
    expect(shards).toHaveLength(SHARDS);
    const balances = shards.map((s) => s.balance);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...balances) - Math.min(...balances)).toBeLessThanOrEqual(1);
    expect((await repos.accounts.withBalance(id))?.balance).toBe(100);
  });

  it('charges a message that no single shard can pay by gathering credit into one, keeping the total', async () => {
    const id = await account(40); // one or two credits in each shard
    const outcome = await repos.messages.accept(send(id, 5));
    expect(outcome).toEqual({ ok: true });
    expect((await repos.accounts.withBalance(id))?.balance).toBe(35);
    expect(await ledgerSum(repos, id)).toBe(35);
    expect((await repos.accounts.shards(id))!.every((s) => s.balance >= 0)).toBe(true);
  });

  it('answers 402 with the whole balance when all shards together hold less than the cost, and charges nothing', async () => {
    const id = await account(12);
    expect(await repos.messages.accept(send(id, 13))).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
      balance: 12,
    });
    expect((await repos.accounts.withBalance(id))?.balance).toBe(12);
    expect(await ledgerSum(repos, id)).toBe(12);
  });

  it('admits exactly what the balance pays for under concurrency, from whichever shards hold it', async () => {
    const id = await account(100);
    const outcomes = await Promise.all(
      Array.from({ length: 45 }, (_, i) => repos.messages.accept(send(id, 3, i % SHARDS))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(33);
    expect(outcomes.filter((o) => !o.ok && o.reason === 'INSUFFICIENT_BALANCE')).toHaveLength(12);
    const shards = (await repos.accounts.shards(id))!;
    expect(shards.every((s) => s.balance >= 0)).toBe(true);
    expect((await repos.accounts.withBalance(id))?.balance).toBe(1);
    expect(await ledgerSum(repos, id)).toBe(1);
  });

  it('refuses a suspended account on any shard, and a blocked message is checked without writing the shard', async () => {
    const id = await account(10);
    const blocked = send(id, 0, 7);
    blocked.message.status = 'BLOCKED';
    delete blocked.debit;
    const before = (await repos.accounts.shards(id))![7]!;
    expect(await repos.messages.accept(blocked)).toEqual({ ok: true });
    expect((await repos.accounts.shards(id))![7]).toEqual(before);
    expect(await repos.accounts.setSuspended(id, true, [])).toEqual({ ok: true });
    for (const shard of [0, 13, SHARDS - 1]) {
      expect(await repos.messages.accept(send(id, 1, shard))).toEqual({ ok: false, reason: 'ACCOUNT_SUSPENDED' });
    }
    expect((await repos.accounts.withBalance(id))?.balance).toBe(10);
  });
});
