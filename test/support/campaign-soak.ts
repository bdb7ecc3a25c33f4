/**
 * The campaign soak (issue 27, done-when; docs/decisions/0711): several accounts launch campaigns at once through the
 * local gateway with a Clickatell-style vendor stand-in; while the chunks are sent and after the campaigns completed,
 * the stand-in's receipts are posted late, shuffled, some twice, some contradicting an earlier one (the first final one
 * wins), some never. Then every campaign is checked against its messages and the ledger, never against the campaign's
 * own word alone:
 *
 * - every recipient's row (GET /campaigns/{id}/recipients) has its message's final state;
 * - every campaign counter equals the number of its messages in that state, and they add up to the recipients;
 * - spentCredits equals what the ledger took for the campaign (reservation, top-ups, release and its messages'
 *   refunds), and each account's balance equals its ledger;
 * - every state change has its webhook event, delivered at least once (the message stored SENT or final, then its
 *   final state; each campaign's completion), one event per change (a repeat carries the same id), none for a change
 *   that did not happen.
 *
 * Meanwhile the campaign worker, the Clickatell callback (the settle path) and the change-stream relay die at random
 * right after one of their writes (local/faults/crash-after-write.ts): the campaign job comes back after the queue's
 * visibility timeout (5 s here), the callback answers no 2xx and the stand-in posts it again, the relay's batch is read
 * again from the stream.
 *
 * Loopback only. Used by `npm run bench -- campaign-soak` (long form) and test/e2e/campaign-soak.test.ts (short form).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { campaignQueue, webhookQueue } from '../../lib/tables';
import { installCrashes } from '../../local/faults/crash-after-write';
import { repositories } from '../../local/repositories';
import { LocalScheduler } from '../../local/scheduler';
import { serveLocal } from '../../local/serve';
import { localAwsConfig } from '../../local/services/aws-clients';
import { createQueues, createTable } from '../../local/services/resources';
import { provisionOwner } from '../../shared/accounts/provision';
import { startSession } from '../../shared/auth/session';
import { SandboxClock, systemClock } from '../../shared/clock';
import { loadConfig } from '../../shared/config';
import { createLogger } from '../../shared/logger';
import { createRuntime } from '../../shared/runtime';
import { tokensOf } from '../../shared/wiring/tokens';
import { startClickatellServer } from './clickatell-server';
import { captureLog } from './log-capture';
import { startWebhookReceiver } from './webhook-receiver';

const VENDOR_API_KEY = 'campaign-soak-vendor-key-0001';

export interface CampaignSoakOptions {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  accounts?: number;
  campaignsPerAccount?: number;
  recipientsPerCampaign?: number;
  /** Share of receipts posted while the campaigns still send (the rest after they completed). */
  earlyShare?: number;
  seed?: number;
  /** Chance per write that the function dies right after it (false: none). */
  crashes?: false | { campaignWorker: number; callback: number; relay: number };
  progress?: (line: string) => void;
}

export interface CampaignSoakReport {
  campaigns: number;
  recipients: number;
  receiptsPosted: number;
  duplicates: number;
  contradictions: number;
  neverSettled: number;
  /** Crashes right after a write, per function. */
  crashes: Record<string, number>;
  /** Callback posts that got no 2xx and were posted again (as the vendor does). */
  receiptRetries: number;
  /** State changes that must each have an event; events received (repeats included); distinct events. */
  eventsExpected: number;
  eventsReceived: number;
  eventsDistinct: number;
  seconds: number;
  /** Every check, with its result. */
  checks: { name: string; ok: boolean; detail: string }[];
  violations: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked field by field below
type Json = Record<string, any>;

/** A small seeded generator (mulberry32): a run can be repeated. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runCampaignSoak(options: CampaignSoakOptions): Promise<CampaignSoakReport> {
  const started = Date.now();
  const progress = options.progress ?? (() => undefined);
  const random = seeded(options.seed ?? 27);
  const accountsWanted = options.accounts ?? 2;
  const perAccount = options.campaignsPerAccount ?? 2;
  const size = options.recipientsPerCampaign ?? 60;
  const earlyShare = options.earlyShare ?? 0.5;

  const name = `csoak-${randomUUID().slice(0, 8)}`;
  await createTable(new DynamoDBClient(localAwsConfig(options.dynamoEndpoint)), name);
  const sqs = new SQSClient(localAwsConfig(options.sqsEndpoint));
  const { queueUrl } = await createQueues(sqs, name);
  // A crashed campaign job comes back after 5 s (not the deployed 30 minutes), however often it crashed.
  const { queueUrl: campaignQueueUrl } = await createQueues(sqs, `${name}-cmp`, {
    ...campaignQueue,
    visibilityTimeoutSeconds: 5,
    maxReceiveCount: 1000,
  });
  const { queueUrl: webhookQueueUrl } = await createQueues(sqs, `${name}-whk`, webhookQueue);
  const receiver = await startWebhookReceiver();
  const dir = mkdtempSync(join(tmpdir(), 'sms-csoak-'));
  const vendor = await startClickatellServer(VENDOR_API_KEY);
  const clock = new SandboxClock(systemClock);
  // The campaigns' clock (the sandbox clock): moved ahead past a dead worker's chunk lease (2 minutes) so the campaign
  // sweeper hands its chunk to another, as it would two minutes later deployed; sessions and the ledger keep real time.
  const campaignClock = new SandboxClock(systemClock);
  // The campaign worker's real time, moved with it: an expansion killed after it took its lease (6 minutes of real
  // time, past the worker's timeout) is taken again after a few sweeps rather than stalling the soak for 6 minutes.
  const leaseClock = new SandboxClock(systemClock);
  const rt = createRuntime(
    loadConfig({
      STAGE: 'test',
      SERVICE_VERSION: 'campaign-soak',
      LOG_LEVEL: 'error',
      TABLE_NAME: name,
      QUEUE_URL: queueUrl,
      CAMPAIGN_QUEUE_URL: campaignQueueUrl,
      WEBHOOK_QUEUE_URL: webhookQueueUrl,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      CAMPAIGN_RATE_PER_SECOND: '200',
      DYNAMODB_ENDPOINT: options.dynamoEndpoint,
      SQS_ENDPOINT: options.sqsEndpoint,
      VENDOR_KEY_FILE: join(dir, 'vendor-key'),
      FILES_DIR: join(dir, 'files'),
      CLICKATELL_BASE_URL: vendor.baseUrl,
    }),
    {
      clock,
      sandboxClock: campaignClock,
      realClock: leaseClock,
      campaignScheduler: new LocalScheduler(),
      log: createLogger('error', { service: 'campaign-soak' }, captureLog),
    },
  );
  const service = await serveLocal(rt, { port: 0, sweepEveryMs: 0, docs: false });
  const crashPlan = options.crashes ?? { campaignWorker: 0.05, callback: 0.15, relay: 0.05 };
  const crashRandom = seeded((options.seed ?? 27) + 1);
  const crashes = installCrashes(
    rt,
    crashPlan
      ? {
          'campaign-worker': crashPlan.campaignWorker,
          'callbacks-clickatell': crashPlan.callback,
          'event-relay': crashPlan.relay,
        }
      : {},
    crashRandom,
  );
  const repos = repositories(rt);
  const call = async (token: string, method: string, path: string, body?: unknown): Promise<Json> => {
    const res = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
  };
  const violations: string[] = [];
  try {
    // Accounts with the Clickatell stand-in as vendor, their contacts and campaigns, launched at once.
    const accounts: { id: string; token: string; callbackUrl: string; campaigns: string[] }[] = [];
    for (let a = 0; a < accountsWanted; a++) {
      const { user, account } = await provisionOwner(repos, {
        email: `csoak-${a}-${name}@example.co.za`,
        fullName: 'Campaign Soak',
        accountName: `Campaign soak ${a}`,
        openingCredits: 100_000,
        // Webhooks are created by a verified address only.
        emailVerified: true,
        nowMs: clock.now(),
      });
      const { accessToken } = await startSession(
        { ...repos, tokens: tokensOf(rt), clock },
        { userId: user.id, accountId: account.id },
      );
      const put = await call(accessToken, 'PUT', '/settings/sms-vendor', {
        provider: 'clickatell',
        credentials: { apiKey: VENDOR_API_KEY },
      });
      if (put.status !== 200) throw new Error(`vendor settings: ${put.text}`);
      const list = (await call(accessToken, 'POST', '/contact-lists', { name: 'Soak' })).body.id as string;
      const contactIds: string[] = [];
      for (let i = 0; i < size; i++) {
        const phone = `+2783${String(a).padStart(2, '0')}${String(i).padStart(5, '0')}`;
        const created = await call(accessToken, 'POST', '/contacts', { phone, firstName: `P${i}` });
        contactIds.push(created.body.id);
      }
      await call(accessToken, 'POST', `/contact-lists/${list}/members`, { contactIds });
      const hook = await call(accessToken, 'POST', '/webhooks', {
        url: receiver.url(`/a${a}`),
        events: ['message.sent', 'message.delivered', 'message.failed', 'message.blocked', 'campaign.completed'],
      });
      if (hook.status !== 201) throw new Error(`webhook: ${hook.text}`);
      const campaigns: string[] = [];
      for (let c = 0; c < perAccount; c++) {
        const created = await call(accessToken, 'POST', '/campaigns', {
          name: `Soak ${c}`,
          kind: 'transactional',
          body: c % 2 === 0 ? 'Hi {{firstName}}, your order is ready' : `Hi {{firstName}}, ${'long text '.repeat(18)}`,
          audience: { listIds: [list] },
        });
        campaigns.push(created.body.id);
      }
      accounts.push({ id: account.id, token: accessToken, callbackUrl: put.body.callbackUrl, campaigns });
    }
    for (const account of accounts) {
      for (const id of account.campaigns) {
        const launched = await call(account.token, 'POST', `/campaigns/${id}/launch`);
        if (launched.status !== 202) throw new Error(`launch: ${launched.text}`);
      }
    }
    progress(`launched ${accounts.length * perAccount} campaigns of ${size} recipients`);

    // Receipts: one plan per handed-over message, posted in shuffled order, some early, some twice or contradicted.
    const posted = new Set<string>();
    const plan = new Map<string, { first: 'RECEIVED_BY_RECIPIENT' | 'DELIVERY_FAILURE' | 'none'; extra: number }>();
    let receiptsPosted = 0;
    let receiptRetries = 0;
    let duplicates = 0;
    let contradictions = 0;
    const callbackOf = new Map(accounts.map((a) => [a.id, a.callbackUrl]));
    // `recorded`: what the vendor's own record (its status lookup) says. A contradicting receipt leaves it at the first
    // final state, as a vendor's record of a final state does not change: a failure kept early and confirmed by a
    // lookup only after the contradiction was posted must still find the first state (decision 0822).
    const post = async (apiMessageId: string, accountId: string, status: string, recorded = status) => {
      const receipt = { ...vendor.settle(apiMessageId, recorded as never), status };
      receiptsPosted += 1;
      // A callback that got no 2xx (its handler died) is posted again, as the vendor does, until it is taken.
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(callbackOf.get(accountId)!, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(receipt),
        });
        if (res.status === 204) return;
        if (attempt >= 30) {
          violations.push(`receipt answered ${res.status} ${attempt + 1} times`);
          return;
        }
        receiptRetries += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // The phones say whose message it is (+2783, the account's two digits, the contact's five): a receipt may come
    // before its message is stored, and is then kept until the hand-over applies it.
    const accountOfPhone = (to: string) => accounts[Number(to.replace(/^\+/, '').slice(4, 6))]?.id;
    const postSome = async (share: number) => {
      const pending = [...vendor.taken.values()].filter((m) => !posted.has(m.apiMessageId));
      const chosen = pending.filter(() => random() < share);
      for (let i = chosen.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
      }
      await Promise.all(
        Array.from({ length: 8 }, async (_, lane) => {
          for (let i = lane; i < chosen.length; i += 8) {
            const m = chosen[i]!;
            posted.add(m.apiMessageId);
            const roll = random();
            const first = roll < 0.1 ? 'none' : roll < 0.3 ? 'DELIVERY_FAILURE' : 'RECEIVED_BY_RECIPIENT';
            const extra = random() < 0.2 ? 1 : 0;
            if (!m.clientMessageId) continue;
            plan.set(m.clientMessageId, { first, extra });
            if (first === 'none') continue;
            const accountId = accountOfPhone(m.to);
            if (!accountId) continue;
            await post(m.apiMessageId, accountId, first);
            if (extra) {
              // A duplicate, or a contradiction that must change nothing (the first final receipt wins).
              const contradict = random() < 0.5;
              if (contradict) contradictions += 1;
              else duplicates += 1;
              const other = first === 'DELIVERY_FAILURE' ? 'RECEIVED_BY_RECIPIENT' : 'DELIVERY_FAILURE';
              await post(m.apiMessageId, accountId, contradict ? other : first, first);
            }
          }
        }),
      );
    };
    const allDone = async () => {
      for (const account of accounts) {
        for (const id of account.campaigns) {
          const c = await call(account.token, 'GET', `/campaigns/${id}`);
          if (c.body.status !== 'COMPLETED') return false;
        }
      }
      return true;
    };
    const deadline = Date.now() + 15 * 60_000;
    let crashesSeen = 0;
    let lastJump = Date.now();
    while (!(await allDone())) {
      if (Date.now() > deadline) throw new Error('campaigns did not complete in 15 minutes');
      await postSome(earlyShare);
      await new Promise((r) => setTimeout(r, 300));
      const workerCrashes = crashes.counts['campaign-worker'] ?? 0;
      // Two minutes pass for the campaigns (a dead worker's lease lapses), then the campaign sweeper runs: after a
      // campaign worker died (once its job had time to come back by itself), or every 20 s whatever happened.
      if ((workerCrashes > crashesSeen && Date.now() - lastJump > 6000) || Date.now() - lastJump > 20_000) {
        crashesSeen = workerCrashes;
        lastJump = Date.now();
        campaignClock.set(campaignClock.now() + 150_000);
        leaseClock.set(leaseClock.now() + 150_000);
        await service.sweepCampaigns();
        const states: string[] = [];
        for (const account of accounts) {
          for (const id of account.campaigns) {
            const c = (await call(account.token, 'GET', `/campaigns/${id}`)).body;
            states.push(`${c.status} ${JSON.stringify(c.progress ?? c.counts ?? {})}`);
          }
        }
        progress(`swept after ${Math.round((Date.now() - started) / 1000)} s: ${states.join('; ')}`);
      }
    }
    progress(`campaigns completed; ${receiptsPosted} receipts posted while they sent`);
    await postSome(1);
    progress(`${receiptsPosted} receipts posted in all`);

    // No more crashes: what follows is recovery (queued jobs, the stream read again) and the checks.
    crashes.enabled = false;
    progress(`crashes after a write: ${JSON.stringify(crashes.counts)}; receipts posted again ${receiptRetries}`);

    // The checks, from the messages, the ledger and what the webhook endpoint received.
    const failures: Record<string, string[]> = {
      'rows = messages': [],
      'counters = messages': [],
      'spentCredits = ledger, balance = ledger': [],
      'one event per state change, delivered': [],
      'receipts taken': violations.splice(0),
    };
    const fail = (check: string, line: string) => failures[check]!.push(line);
    type Message = NonNullable<Awaited<ReturnType<typeof repos.messages.get>>>;
    const messagesOf = new Map<string, { accountPath: string; message: Message }>();
    const campaignsOf = new Map<string, string>();
    let recipients = 0;
    let neverSettled = 0;
    let eventsExpected = 0;

    // Events first: once every change has its event the relay has read the stream past the last settlement (and
    // counted what a crashed callback did not), so the counters below are final. Up to 3 minutes.
    const expectedEvents = async () => {
      const wanted = new Map<string, { path: string; type: string; subject: string }>();
      for (const [a, account] of accounts.entries()) {
        for (const id of account.campaigns) {
          campaignsOf.set(id, `/a${a}`);
          wanted.set(`${id}|campaign.completed`, { path: `/a${a}`, type: 'campaign.completed', subject: id });
          const rows: Json[] = [];
          let after: string | undefined;
          do {
            const page = await call(
              account.token,
              'GET',
              `/campaigns/${id}/recipients?limit=100${after ? `&cursor=${encodeURIComponent(after)}` : ''}`,
            );
            rows.push(...page.body.items);
            after = page.body.nextCursor ?? undefined;
          } while (after);
          for (const row of rows) {
            if (!row.messageId) continue;
            const message = await repos.messages.get(row.messageId);
            if (!message) continue;
            messagesOf.set(message.id, { accountPath: `/a${a}`, message });
            const states = [message.tallied ?? 'SENT', message.status];
            for (const state of new Set(states)) {
              const type = `message.${state.toLowerCase()}`;
              wanted.set(`${message.id}|${type}`, { path: `/a${a}`, type, subject: message.id });
            }
          }
        }
      }
      return wanted;
    };
    const received = () => {
      const got = new Map<string, Set<string>>();
      for (const hit of receiver.received) {
        const event = JSON.parse(hit.body) as { id: string; type: string; data: { id: string } };
        const key = `${event.data.id}|${event.type}`;
        if (!got.has(key)) got.set(key, new Set());
        got.get(key)!.add(event.id);
      }
      return got;
    };
    let wanted = await expectedEvents();
    const eventsBy = Date.now() + 180_000;
    for (;;) {
      const got = received();
      const missing = [...wanted.keys()].filter((k) => !got.has(k));
      if (missing.length === 0 || Date.now() > eventsBy) break;
      await new Promise((r) => setTimeout(r, 1000));
      wanted = await expectedEvents();
    }
    // A few more seconds for repeats of events already delivered (a relay batch read again).
    await new Promise((r) => setTimeout(r, 3000));
    const got = received();
    eventsExpected = wanted.size;
    for (const [key, w] of wanted) {
      const ids = got.get(key);
      if (!ids) fail('one event per state change, delivered', `no ${w.type} for ${w.subject}`);
      else if (ids.size !== 1)
        fail('one event per state change, delivered', `${ids.size} distinct ${w.type} events for ${w.subject}`);
    }
    for (const key of got.keys()) {
      if (!wanted.has(key))
        fail('one event per state change, delivered', `an event for a change that did not happen: ${key}`);
    }
    for (const hit of receiver.received) {
      const event = JSON.parse(hit.body) as { data: { id: string } };
      const owner = messagesOf.get(event.data.id)?.accountPath ?? campaignsOf.get(event.data.id);
      if (owner !== hit.path)
        fail('one event per state change, delivered', `${event.data.id} delivered to ${hit.path}`);
    }

    for (const account of accounts) {
      const ledger: Json[] = [];
      let cursor: string | undefined;
      do {
        const page = await call(
          account.token,
          'GET',
          `/billing/transactions?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        ledger.push(...page.body.items);
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      const balance = (await call(account.token, 'GET', '/billing/balance')).body.balance as number;
      const ledgerSum = ledger.reduce((s, e) => s + e.amount, 0);
      if (ledgerSum !== balance)
        fail(
          'spentCredits = ledger, balance = ledger',
          `account ${account.id}: balance ${balance}, ledger ${ledgerSum}`,
        );
      for (const id of account.campaigns) {
        const campaign = (await call(account.token, 'GET', `/campaigns/${id}`)).body;
        const rows: Json[] = [];
        let after: string | undefined;
        do {
          const page = await call(
            account.token,
            'GET',
            `/campaigns/${id}/recipients?limit=100${after ? `&cursor=${encodeURIComponent(after)}` : ''}`,
          );
          rows.push(...page.body.items);
          after = page.body.nextCursor ?? undefined;
        } while (after);
        recipients += rows.length;
        const tally: Record<string, number> = {};
        const messageIds = new Set<string>();
        for (const row of rows) {
          const message = row.messageId ? await repos.messages.get(row.messageId) : undefined;
          if (!message) {
            fail('rows = messages', `${id}: recipient ${row.to} has no message`);
            continue;
          }
          messageIds.add(message.id);
          if (row.status !== message.status) {
            fail('rows = messages', `${id}: recipient ${row.to} shows ${row.status}, its message is ${message.status}`);
          }
          const wantedState = plan.get(message.id)?.first;
          const expected =
            wantedState === 'DELIVERY_FAILURE'
              ? 'FAILED'
              : wantedState === 'RECEIVED_BY_RECIPIENT'
                ? 'DELIVERED'
                : 'SENT';
          if (message.status !== expected)
            fail(
              'rows = messages',
              `${id}: message ${message.id} ${message.status}, its first receipt says ${expected}`,
            );
          if (message.status === 'SENT') neverSettled += 1;
          tally[message.status] = (tally[message.status] ?? 0) + 1;
        }
        const counts = campaign.counts as Record<
          'sent' | 'delivered' | 'failed' | 'blocked' | 'optedOut' | 'skipped' | 'recipients',
          number
        >;
        for (const [status, count] of [
          ['SENT', counts.sent],
          ['DELIVERED', counts.delivered],
          ['FAILED', counts.failed],
        ] as const) {
          if ((tally[status] ?? 0) !== count) {
            fail(
              'counters = messages',
              `${id}: counts.${status.toLowerCase()} ${count}, messages ${tally[status] ?? 0}`,
            );
          }
        }
        const sum = counts.sent + counts.delivered + counts.failed + counts.blocked + counts.optedOut + counts.skipped;
        if (sum !== counts.recipients || counts.recipients !== rows.length) {
          fail(
            'counters = messages',
            `${id}: counts add to ${sum}, recipients ${counts.recipients}, rows ${rows.length}`,
          );
        }
        const net =
          0 -
          ledger
            .filter((e) => e.reference === id || (e.messageId && messageIds.has(e.messageId)))
            .reduce((s, e) => s + e.amount, 0);
        if (net !== campaign.spentCredits)
          fail(
            'spentCredits = ledger, balance = ledger',
            `${id}: spentCredits ${campaign.spentCredits}, ledger ${net}`,
          );
      }
    }
    const checks = Object.entries(failures).map(([name, lines]) => ({
      name,
      ok: lines.length === 0,
      detail: lines.length === 0 ? 'ok' : `${lines.length} wrong: ${lines.slice(0, 5).join('; ')}`,
    }));
    violations.push(...Object.values(failures).flat());
    return {
      campaigns: accounts.length * perAccount,
      recipients,
      receiptsPosted,
      duplicates,
      contradictions,
      neverSettled,
      crashes: { ...crashes.counts },
      receiptRetries,
      eventsExpected,
      eventsReceived: receiver.received.length,
      eventsDistinct: new Set(receiver.received.map((h) => (JSON.parse(h.body) as { id: string }).id)).size,
      seconds: Math.round((Date.now() - started) / 1000),
      checks,
      violations,
    };
  } finally {
    await service.stop();
    await vendor.stop();
    await receiver.stop();
  }
}

export function formatCampaignSoakReport(r: CampaignSoakReport): string {
  return [
    `campaigns ${r.campaigns}, recipients ${r.recipients}, ${r.seconds} s`,
    `receipts posted ${r.receiptsPosted} (duplicates ${r.duplicates}, contradictions ${r.contradictions}), left SENT ${r.neverSettled}`,
    `crashes right after a write: ${
      Object.entries(r.crashes)
        .map(([fn, n]) => `${fn} ${n}`)
        .join(', ') || 'none'
    }; callbacks posted again ${r.receiptRetries}`,
    `webhook events: ${r.eventsExpected} state changes, ${r.eventsDistinct} distinct events, ${r.eventsReceived} deliveries (repeats included)`,
    ...r.checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`),
    `violations ${r.violations.length} (must be 0)${r.violations.length ? `\n  ${r.violations.slice(0, 20).join('\n  ')}` : ''}`,
  ].join('\n');
}
