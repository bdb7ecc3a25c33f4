/**
 * Contention: 64 concurrent senders on ONE account, the old single-item design against the sharded one, through the
 * capacity model (bench/capacity-model.ts) in front of DynamoDB Local (in memory).
 *
 * DynamoDB Local has no per-partition limits: it serialises every request, so a hot item and thirty-two cold ones
 * run at the same speed there and a raw run would show a ratio near 1. The capacity model applies AWS's documented
 * per-partition limits (1,000 WCU/s and 3,000 RCU/s per partition key), scaled by BENCH_SCALE (default 0.02: 20 WCU/s)
 * so that this machine, which runs a few hundred DynamoDB Local requests a second in all, can drive one item to its
 * ceiling: the single item is then limited by its partition (about 500 × scale transactions a second) and the sharded
 * design by the machine (its ceiling, 32 times that, is out of reach). Compare ratios, never absolute figures, with AWS.
 *
 * Each sender is a separate runtime with its own SDK client, rate limiter and repositories, as 64 Lambda instances
 * would be. Per variant, in the same run:
 * - load (BENCH_SECONDS, default 15): each send counts a rate-limit hit (per-key limit 10,000 a minute, not reached)
 *   while it reads the balance, then writes the message, the debit and the ledger entry in one transaction;
 * - counters (BENCH_SECONDS): rate-limit hits alone on one subject, with a limit far out of reach (throughput only);
 * - limit: hits on one subject limited to BURST_LIMIT a minute until BURST_ANSWERS were answered (exact limits);
 * - drain: an account with DRAIN_CREDITS and 3-credit messages, every sender sending until refused for balance.
 * Then the invariants are checked on the table itself (directly, not through the model). A failed invariant sets the
 * exit code; the ratios are reported only.
 *
 * Variants: "single item" reproduces the old design here only (the balance on the account item, one ledger partition,
 * one rate-limit counter item); "sharded" is the service's code (MessageRepository.prepare/accept over 32 balance
 * shards, ledger and list partitions; SlidingWindowLimiter with 32 shards). Both retry throttling as the service does:
 * transactWrite retries TransactionConflict and ThrottlingError cancellations, the SDK (maxAttempts 3) retries
 * ProvisionedThroughputExceededException; what still fails after that is counted as failed.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { repositories } from '../local/repositories';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createTable } from '../local/services/resources';
import type { LedgerEntry } from '../shared/accounts/account';
import { provisionOwner } from '../shared/accounts/provision';
import { MAX_RATE_LIMIT_PER_MINUTE } from '../shared/api-keys/api-key';
import { loadConfig } from '../shared/config';
import { AccountRepository } from '../shared/db/account-repository';
import { transactWrite } from '../shared/db/items';
import { keys, SHARDS } from '../shared/db/keys';
import { MessageRepository } from '../shared/db/message-repository';
import { DynamoRateWindowStore } from '../shared/db/rate-window-store';
import { cancellationCodes, refusalOf } from '../shared/db/refusal';
import { type Table, tableOf } from '../shared/db/table';
import { newId } from '../shared/ids';
import { createLogger } from '../shared/logger';
import type { MessageRecord } from '../shared/messages/message';
import { segmentInfo } from '../shared/messages/segments';
import { SlidingWindowLimiter, WINDOW_SECONDS } from '../shared/rate-limit/sliding-window';
import { createRuntime } from '../shared/runtime';
import { type CapacityModel, type PartitionUsage, startCapacityModel } from './capacity-model';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Fraction of AWS's per-partition limits applied by the capacity model (the choice is explained above). */
const SCALE = Number(process.env.BENCH_SCALE ?? 0.02);
const SENDERS = 64;
const TABLE = 'contention';
const OPENING_CREDITS = 10_000_000;
const LOAD_LIMIT = MAX_RATE_LIMIT_PER_MINUTE;
/** Far above what a phase can reach: the counters phase measures throughput, not the limit. */
const COUNTERS_LIMIT = 1_000_000;
const BURST_LIMIT = 320;
const BURST_ANSWERS = 480;
const DRAIN_CREDITS = 256;
/** Phases are cut off after this long whatever happens (a phase longer than the window would blur the limiter). */
const PHASE_TIMEOUT_MS = 50_000;
const TARGET_RATIO = 5;

const ONE_SEGMENT = 'Your one-time PIN is 482913. It expires in 5 minutes. Do not share it with anyone.';
const THREE_SEGMENTS =
  `Statement ready. ${'Your account summary for this month is available online. '.repeat(6)}`.slice(0, 400);

type SendOutcome = 'accepted' | 'balance' | 'limited';

/** The rate limiter's answers, as the senders saw them. */
interface HitTally {
  allowed: number;
  refused: number;
  failed: number;
}

/** Awaits a hit and counts its answer (a hit that throws, after the SDK's retries, is counted as failed). */
async function tallied(hits: HitTally, hit: Promise<{ allowed: boolean }>): Promise<{ allowed: boolean }> {
  try {
    const answer = await hit;
    if (answer.allowed) hits.allowed += 1;
    else hits.refused += 1;
    return answer;
  } catch (error) {
    hits.failed += 1;
    throw error;
  }
}

/** One design of the write path, as 64 senders use it. */
interface Design {
  readonly label: string;
  readonly limiterShards: number;
  /** A new account holding `credits`; its id. */
  open(credits: number): Promise<string>;
  /** One send by sender `s`: the rate-limit hit beside the balance read, then the transaction. */
  send(s: number, accountId: string, subject: string, body: string, hits: HitTally): Promise<SendOutcome>;
  /** One rate-limit hit by sender `s`. */
  hit(s: number, subject: string, limit: number): Promise<{ allowed: boolean }>;
  /** Read directly from DynamoDB Local: the balance and its parts, and the ledger. */
  balance(accountId: string): Promise<{ total: number; lowestPart: number }>;
  ledger(accountId: string): Promise<{ sum: number; entries: number }>;
  /** Every counter of the subject's items, summed. */
  counted(subject: string): Promise<number>;
}

interface SenderContext {
  table: Table;
  limiter: SlidingWindowLimiter;
}

function senderContexts(endpoint: string): SenderContext[] {
  return Array.from({ length: SENDERS }, () => {
    const table = tableOf(runtimeFor(endpoint));
    return { table, limiter: new SlidingWindowLimiter(new DynamoRateWindowStore(table)) };
  });
}

function runtimeFor(endpoint: string) {
  return createRuntime(loadConfig({ TABLE_NAME: TABLE, DYNAMODB_ENDPOINT: endpoint, LOG_LEVEL: 'error' }), {
    log: createLogger('error', {}, () => undefined),
  });
}

/** The message and its debit as shared/messages/send-message.ts builds them (no moderation, no template). */
function messageAndDebit(accountId: string, shard: number, body: string, vendor: string) {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const { encoding, segments } = segmentInfo(body);
  const message: MessageRecord = {
    id: newId('msg', nowMs),
    accountId,
    to: '+27821234567',
    body,
    status: 'QUEUED',
    deliveryStatus: null,
    segments,
    encoding,
    cost: segments,
    shard,
    source: 'api',
    createdAt: now,
    updatedAt: now,
    vendor,
    attempts: 0,
    apiKeyId: 'key_BENCH',
  };
  const debit: LedgerEntry = {
    id: newId('txn', nowMs),
    accountId,
    type: 'DEBIT',
    amount: -message.cost,
    reason: `SMS ${message.id} (${segments} segment${segments === 1 ? '' : 's'})`,
    messageId: message.id,
    createdAt: now,
  };
  return { message, debit };
}

/** What MessageRepository stores for a message (its own partition, and the pending index while QUEUED). */
function messageItem(message: MessageRecord): Record<string, unknown> {
  return {
    ...keys.message(message.id),
    ...keys.pendingMessageIndex(message.updatedAt, message.id),
    entity: 'Message',
    ...message,
  };
}

async function queryAll(table: Table, pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await table.db.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function countersOf(table: Table, subjects: string[]): Promise<number> {
  let total = 0;
  for (const subject of subjects) {
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.name, Key: keys.rateWindow(subject), ConsistentRead: true }),
    );
    for (const [name, value] of Object.entries(Item ?? {})) if (/^c\d+$/.test(name)) total += Number(value);
  }
  return total;
}

const shardSubjects = (subject: string, shards: number) =>
  shards === 1 ? [subject] : Array.from({ length: shards }, (_, i) => `${subject}#${i}`);

/** The old design, reproduced here only: the balance on the account item, one ledger partition, one counter item. */
class SingleItemDesign implements Design {
  readonly label = 'single item';
  readonly limiterShards = 1;
  private readonly senders: SenderContext[];

  constructor(
    endpoint: string,
    private readonly check: Table,
  ) {
    this.senders = senderContexts(endpoint);
  }

  private static accountKey = (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: 'ACCOUNT' });
  private static ledgerPartition = (accountId: string) => `ACCOUNT#${accountId}#LEDGER`;

  async open(credits: number): Promise<string> {
    const table = this.senders[0]!.table;
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    const accountId = newId('acc', nowMs);
    const entry: LedgerEntry = {
      id: newId('txn', nowMs),
      accountId,
      type: 'CREDIT',
      amount: credits,
      reason: 'Opening credit',
      createdAt: now,
    };
    await transactWrite(table, [
      {
        Put: {
          TableName: table.name,
          Item: {
            ...SingleItemDesign.accountKey(accountId),
            entity: 'Account',
            id: accountId,
            name: 'Bench (single item)',
            suspended: false,
            createdAt: now,
            vendor: { provider: 'sandbox', configuredAt: now },
            balance: credits,
          },
        },
      },
      {
        Put: {
          TableName: table.name,
          Item: { pk: SingleItemDesign.ledgerPartition(accountId), sk: entry.id, entity: 'LedgerEntry', ...entry },
        },
      },
    ]);
    return accountId;
  }

  async send(s: number, accountId: string, subject: string, body: string, hits: HitTally): Promise<SendOutcome> {
    const { table } = this.senders[s]!;
    const [hit, read] = await Promise.all([
      tallied(hits, this.hit(s, subject, LOAD_LIMIT)),
      table.db.send(
        new GetCommand({ TableName: table.name, Key: SingleItemDesign.accountKey(accountId), ConsistentRead: true }),
      ),
    ]);
    if (!hit.allowed) return 'limited';
    if (!read.Item) throw new Error('account missing');
    const vendor = (read.Item.vendor as { provider: string }).provider;
    const { message, debit } = messageAndDebit(accountId, 0, body, vendor);
    try {
      await transactWrite(table, [
        {
          Update: {
            TableName: table.name,
            Key: SingleItemDesign.accountKey(accountId),
            UpdateExpression: 'SET balance = balance - :cost',
            ConditionExpression: 'attribute_exists(pk) AND suspended = :false AND balance >= :cost',
            ExpressionAttributeValues: { ':cost': message.cost, ':false': false },
          },
        },
        { Put: { TableName: table.name, Item: messageItem(message), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: table.name,
            Item: { pk: SingleItemDesign.ledgerPartition(accountId), sk: debit.id, entity: 'LedgerEntry', ...debit },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      return 'accepted';
    } catch (error) {
      if (refusalOf(error)?.at(0)) return 'balance';
      throw error;
    }
  }

  hit(s: number, subject: string, limit: number): Promise<{ allowed: boolean }> {
    return this.senders[s]!.limiter.hit(subject, limit, Date.now(), 1);
  }

  async balance(accountId: string) {
    const { Item } = await this.check.db.send(
      new GetCommand({ TableName: this.check.name, Key: SingleItemDesign.accountKey(accountId), ConsistentRead: true }),
    );
    const total = Number(Item?.balance);
    return { total, lowestPart: total };
  }

  async ledger(accountId: string) {
    const entries = await queryAll(this.check, SingleItemDesign.ledgerPartition(accountId));
    return { sum: entries.reduce((sum, e) => sum + Number(e.amount), 0), entries: entries.length };
  }

  counted(subject: string): Promise<number> {
    return countersOf(this.check, [subject]);
  }
}

/** The service's code: 32 balance shards, ledger and list partitions; 32 rate-limit counter items. */
class ShardedDesign implements Design {
  readonly label = `sharded (${SHARDS})`;
  readonly limiterShards = SHARDS;
  private readonly senders: (SenderContext & { messages: MessageRepository })[];

  constructor(
    private readonly endpoint: string,
    private readonly check: Table,
  ) {
    this.senders = senderContexts(endpoint).map((c) => ({ ...c, messages: new MessageRepository(c.table) }));
  }

  async open(credits: number): Promise<string> {
    const { account } = await provisionOwner(repositories(runtimeFor(this.endpoint)), {
      email: `bench-${newId('usr')}@example.co.za`.toLowerCase(),
      fullName: 'Bench',
      accountName: 'Bench (sharded)',
      openingCredits: credits,
      vendor: { provider: 'sandbox' },
      nowMs: Date.now(),
    });
    return account.id;
  }

  async send(s: number, accountId: string, subject: string, body: string, hits: HitTally): Promise<SendOutcome> {
    const { messages } = this.senders[s]!;
    const [hit, reads] = await Promise.all([
      tallied(hits, this.hit(s, subject, LOAD_LIMIT)),
      messages.prepare(accountId, {}),
    ]);
    if (!hit.allowed) return 'limited';
    const shard = reads.shard;
    if (!shard?.vendor) throw new Error('balance shard missing');
    const { message, debit } = messageAndDebit(accountId, shard.shard, body, shard.vendor.provider);
    const outcome = await messages.accept({ message, debit });
    if (outcome.ok) return 'accepted';
    if (outcome.reason === 'INSUFFICIENT_BALANCE') return 'balance';
    throw new Error(`accept refused: ${outcome.reason}`);
  }

  hit(s: number, subject: string, limit: number): Promise<{ allowed: boolean }> {
    return this.senders[s]!.limiter.hit(subject, limit, Date.now(), SHARDS);
  }

  async balance(accountId: string) {
    const accounts = new AccountRepository(this.check);
    const [withBalance, shards] = await Promise.all([accounts.withBalance(accountId), accounts.shards(accountId)]);
    return {
      total: withBalance?.balance ?? Number.NaN,
      lowestPart: Math.min(...(shards ?? []).map((s) => s.balance)),
    };
  }

  async ledger(accountId: string) {
    const partitions = await Promise.all(keys.ledgerPartitions(accountId).map((pk) => queryAll(this.check, pk)));
    const entries = partitions.flat();
    return { sum: entries.reduce((sum, e) => sum + Number(e.amount), 0), entries: entries.length };
  }

  counted(subject: string): Promise<number> {
    return countersOf(this.check, shardSubjects(subject, SHARDS));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Phases.

interface Tally {
  accepted: number;
  balance: number;
  limited: number;
  failed: number;
  /** Accepted credits, summed. */
  spent: number;
  latencies: number[];
  failures: Map<string, number>;
  hits: HitTally;
  seconds: number;
}

function newTally(): Tally {
  return {
    accepted: 0,
    balance: 0,
    limited: 0,
    failed: 0,
    spent: 0,
    latencies: [],
    failures: new Map(),
    hits: { allowed: 0, refused: 0, failed: 0 },
    seconds: 0,
  };
}

/** A failure's name for the report: a cancelled transaction with its reasons, a plain Error by its message. */
function failureName(error: unknown): string {
  const { name, message } = error as Error;
  const codes = cancellationCodes(error)?.filter((c) => c !== 'None');
  if (codes) return `${name}[${[...new Set(codes)].join(',')}]`;
  return name === 'Error' ? message : name;
}

function noteFailure(failures: Map<string, number>, error: unknown): void {
  const name = failureName(error);
  failures.set(name, (failures.get(name) ?? 0) + 1);
}

/** Senders send until the deadline, or each until its first refusal for balance (`untilRefused`). */
async function runSenders(
  design: Design,
  accountId: string,
  subject: string,
  body: string,
  opts: { seconds: number; untilRefused: boolean },
): Promise<Tally> {
  const tally = newTally();
  const cost = segmentInfo(body).segments;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, s) => {
      while (performance.now() < deadline) {
        const at = performance.now();
        try {
          const outcome = await design.send(s, accountId, subject, body, tally.hits);
          tally.latencies.push(performance.now() - at);
          if (outcome === 'accepted') {
            tally.accepted += 1;
            tally.spent += cost;
          } else if (outcome === 'limited') tally.limited += 1;
          else {
            tally.balance += 1;
            if (opts.untilRefused) return;
          }
        } catch (error) {
          tally.latencies.push(performance.now() - at);
          tally.failed += 1;
          noteFailure(tally.failures, error);
        }
      }
    }),
  );
  tally.seconds = (performance.now() - started) / 1000;
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

interface HitRun extends HitTally {
  seconds: number;
  failures: Map<string, number>;
  latencies: number[];
}

/** Senders hit the limiter until the deadline or until `answers` hits were answered (not failed), whichever first. */
async function runHits(
  design: Design,
  subject: string,
  limit: number,
  opts: { seconds: number; answers: number },
): Promise<HitRun> {
  const run: HitRun = { allowed: 0, refused: 0, failed: 0, seconds: 0, failures: new Map(), latencies: [] };
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, s) => {
      while (run.allowed + run.refused < opts.answers && performance.now() < deadline) {
        const at = performance.now();
        try {
          if ((await design.hit(s, subject, limit)).allowed) run.allowed += 1;
          else run.refused += 1;
        } catch (error) {
          run.failed += 1;
          noteFailure(run.failures, error);
        }
        run.latencies.push(performance.now() - at);
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  run.latencies.sort((a, b) => a - b);
  return run;
}

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

async function balanceChecks(
  design: Design,
  accountId: string,
  opening: number,
  tally: Tally,
  phase: string,
): Promise<Check[]> {
  const [{ total, lowestPart }, ledger] = await Promise.all([design.balance(accountId), design.ledger(accountId)]);
  const expected = opening - tally.spent;
  return [
    {
      name: `${phase}: balance = ledger = opening - accepted`,
      pass: total === ledger.sum && total === expected,
      detail: `balance ${total}, ledger ${ledger.sum} (${ledger.entries} entries), opening - accepted ${expected}`,
    },
    {
      name: `${phase}: balance never negative`,
      pass: lowestPart >= 0,
      detail: `lowest ${design.limiterShards === 1 ? 'balance' : 'shard'} ${lowestPart}`,
    },
  ];
}

/** The limiter admitted min(limit, decided) hits, and its counters hold exactly what it admitted. */
async function limiterCheck(
  design: Design,
  subject: string,
  limit: number,
  hits: HitTally,
  phase: string,
): Promise<Check> {
  const stored = await design.counted(subject);
  const decided = hits.allowed + hits.refused;
  const expected = Math.min(limit, decided);
  return {
    name: `${phase}: limiter admitted exactly min(limit, attempts) and counted only those`,
    pass: hits.allowed === expected && stored === hits.allowed,
    detail:
      `admitted ${hits.allowed} of ${decided} answered (limit ${limit}: expected ${expected}), ` +
      `${hits.failed} failed; counters hold ${stored}`,
  };
}

interface Usage {
  partitions: PartitionUsage[];
  seconds: number;
  requests: number;
  throttledRequests: number;
}

function usageOf(model: CapacityModel): Usage {
  const stats = model.stats();
  return { ...stats, seconds: stats.elapsedMs / 1000 };
}

interface VariantResult {
  design: Design;
  load: Tally;
  loadUsage: Usage;
  counters: HitRun;
  countersUsage: Usage;
  limit: HitRun;
  limitUsage: Usage;
  drain: Tally;
  checks: Check[];
}

async function runVariant(design: Design, model: CapacityModel): Promise<VariantResult> {
  const tag = design.limiterShards === 1 ? 'single' : 'sharded';
  const subject = (phase: string) => `KEY#bench-${phase}-${tag}-${newId('key')}`;
  const checks: Check[] = [];
  const withinWindow = SECONDS < WINDOW_SECONDS - 5;

  // Load: full sends.
  const loadAccount = await design.open(OPENING_CREDITS);
  const loadSubject = subject('load');
  model.resetStats();
  const load = await runSenders(design, loadAccount, loadSubject, ONE_SEGMENT, {
    seconds: SECONDS,
    untilRefused: false,
  });
  const loadUsage = usageOf(model);
  checks.push(...(await balanceChecks(design, loadAccount, OPENING_CREDITS, load, 'load')));
  if (withinWindow) checks.push(await limiterCheck(design, loadSubject, LOAD_LIMIT, load.hits, 'load'));

  // Counters: rate-limit hits alone, under the limit.
  const countersSubject = subject('counters');
  model.resetStats();
  const counters = await runHits(design, countersSubject, COUNTERS_LIMIT, {
    seconds: SECONDS,
    answers: Number.POSITIVE_INFINITY,
  });
  const countersUsage = usageOf(model);
  if (withinWindow) checks.push(await limiterCheck(design, countersSubject, COUNTERS_LIMIT, counters, 'counters'));

  // Limit: a burst beyond the limit.
  const limitSubject = subject('limit');
  model.resetStats();
  const limit = await runHits(design, limitSubject, BURST_LIMIT, {
    seconds: PHASE_TIMEOUT_MS / 1000,
    answers: BURST_ANSWERS,
  });
  const limitUsage = usageOf(model);
  checks.push(await limiterCheck(design, limitSubject, BURST_LIMIT, limit, 'limit'));

  // Drain: every sender until refused for balance.
  const drainAccount = await design.open(DRAIN_CREDITS);
  const drain = await runSenders(design, drainAccount, subject('drain'), THREE_SEGMENTS, {
    seconds: PHASE_TIMEOUT_MS / 1000,
    untilRefused: true,
  });
  const cost = segmentInfo(THREE_SEGMENTS).segments;
  checks.push(...(await balanceChecks(design, drainAccount, DRAIN_CREDITS, drain, 'drain')));
  const left = DRAIN_CREDITS - drain.spent;
  checks.push({
    name: 'drain: every credit that could pay for a message was spent',
    pass: left < cost,
    detail: `${drain.accepted} messages of ${cost} credits accepted, ${left} credits left`,
  });
  return { design, load, loadUsage, counters, countersUsage, limit, limitUsage, drain, checks };
}

// ---------------------------------------------------------------------------------------------------------------
// Report.

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A partition key with the ids shortened, for reading. */
function shortKey(p: PartitionUsage): string {
  const key = p.key.replace(/acc_[0-9A-Z]{26}/, '<acc>').replace(/-key_[0-9A-Z]{26}/, '');
  return p.index ? `${p.index}:${key}` : key;
}

function hottest(usage: Usage, count: number): string {
  return usage.partitions
    .slice(0, count)
    .map((p) => `${shortKey(p)} ${fixed(p.writeUnits / usage.seconds)}`)
    .join(', ');
}

function bottleneck(usage: Usage, limit: number): string {
  const top = usage.partitions[0];
  if (!top) return 'nothing written';
  const share = top.writeUnits / usage.seconds / limit;
  if (share >= 0.8) return `one partition: ${shortKey(top)} at ${fixed(share * 100, 0)}% of its write limit`;
  return (
    `the machine: the hottest partition is at ${fixed(share * 100, 0)}% of its write limit, ` +
    `DynamoDB Local behind the model answered ${fixed(usage.requests / usage.seconds, 0)} requests/s`
  );
}

function row(label: string, a: string, b: string): string {
  return `${label.padEnd(36)} ${a.padStart(16)} ${b.padStart(16)}`;
}

const latency = (sorted: number[]) => `${fixed(percentile(sorted, 50), 0)} / ${fixed(percentile(sorted, 99), 0)}`;
const perSecond = (n: number, seconds: number) => fixed(n / seconds);

function failures(map: Map<string, number>): string {
  return [...map.entries()].map(([name, n]) => `${name} x${n}`).join(', ') || 'none';
}

function printChecks(title: string, checks: Check[]): void {
  console.log(`\n${title}`);
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
}

/** Prints the figures and checks; false when an invariant failed. */
function report(single: VariantResult, sharded: VariantResult, model: CapacityModel): boolean {
  const wcu = model.limits.writeUnitsPerSecond;
  const both = (f: (r: VariantResult) => string) => [f(single), f(sharded)] as const;
  const sends = (r: VariantResult) => r.load.accepted / r.load.seconds;
  const hits = (r: VariantResult) => r.counters.allowed / r.counters.seconds;

  console.log(`\n## Contention: ${SENDERS} concurrent senders on one account (${SECONDS} s per variant and phase)\n`);
  console.log(
    'DynamoDB Local has no per-partition limits (it serialises every request: one hot item runs as fast as 32 cold ones),\n' +
      "so this runs through bench/capacity-model.ts, which applies AWS's documented per-partition limits\n" +
      `(1,000 WCU/s and 3,000 RCU/s per partition key, 2 WCU per KB for each item of a transaction) scaled by ${SCALE}\n` +
      `to this machine: ${wcu} WCU/s and ${model.limits.readUnitsPerSecond} RCU/s per partition. Compare ratios, not absolute figures.`,
  );

  console.log('\nSends (rate-limit hit beside the balance read, then the transaction)');
  console.log(row('', single.design.label, sharded.design.label));
  console.log(row('accepted sends/s', ...both((r) => fixed(sends(r)))));
  console.log(row('failed sends/s', ...both((r) => perSecond(r.load.failed, r.load.seconds))));
  console.log(row('refused for balance / rate limited', ...both((r) => `${r.load.balance} / ${r.load.limited}`)));
  console.log(row('latency p50 / p99 (ms)', ...both((r) => latency(r.load.latencies))));
  console.log(
    row(
      'requests throttled by the model',
      ...both((r) => `${r.loadUsage.throttledRequests} of ${r.loadUsage.requests}`),
    ),
  );
  console.log(`failures after retries     single:  ${failures(single.load.failures)}`);
  console.log(`                           sharded: ${failures(sharded.load.failures)}`);
  console.log(`hottest partitions, WCU/s (limit ${wcu})`);
  console.log(`  single:  ${hottest(single.loadUsage, 3)}`);
  console.log(`  sharded: ${hottest(sharded.loadUsage, 3)}`);
  console.log(`limited by   single:  ${bottleneck(single.loadUsage, wcu)}`);
  console.log(`             sharded: ${bottleneck(sharded.loadUsage, wcu)}`);

  console.log(`\nCounters (rate-limit hits alone on one subject, limit ${COUNTERS_LIMIT} a minute, not reached)`);
  console.log(row('', single.design.label, sharded.design.label));
  console.log(row('admitted hits/s', ...both((r) => fixed(hits(r)))));
  console.log(row('failed hits/s', ...both((r) => perSecond(r.counters.failed, r.counters.seconds))));
  console.log(row('latency p50 / p99 (ms)', ...both((r) => latency(r.counters.latencies))));
  console.log(`failures after retries     single:  ${failures(single.counters.failures)}`);
  console.log(`                           sharded: ${failures(sharded.counters.failures)}`);
  console.log(`hottest partitions, WCU/s (limit ${wcu})`);
  console.log(`  single:  ${hottest(single.countersUsage, 2)}`);
  console.log(`  sharded: ${hottest(sharded.countersUsage, 2)}`);
  console.log(`limited by   single:  ${bottleneck(single.countersUsage, wcu)}`);
  console.log(`             sharded: ${bottleneck(sharded.countersUsage, wcu)}`);

  console.log(`\nLimit (hits on one subject limited to ${BURST_LIMIT} a minute, until ${BURST_ANSWERS} were answered)`);
  console.log(
    row('admitted / refused / failed', ...both((r) => `${r.limit.allowed} / ${r.limit.refused} / ${r.limit.failed}`)),
  );
  console.log(row('seconds', ...both((r) => fixed(r.limit.seconds))));
  const writesPerHit = (r: VariantResult) =>
    r.limitUsage.partitions.reduce((sum, p) => sum + p.writeUnits, 0) / (r.limit.allowed + r.limit.refused);
  console.log(row('write units per answered hit', ...both((r) => fixed(writesPerHit(r)))));
  console.log(`failures after retries     single:  ${failures(single.limit.failures)}`);
  console.log(`                           sharded: ${failures(sharded.limit.failures)}`);

  const cost = segmentInfo(THREE_SEGMENTS).segments;
  console.log(`\nDrain (${DRAIN_CREDITS} credits, ${cost}-credit messages, every sender until refused for balance)`);
  console.log(
    row('accepted / refused / failed', ...both((r) => `${r.drain.accepted} / ${r.drain.balance} / ${r.drain.failed}`)),
  );
  console.log(row('seconds', ...both((r) => fixed(r.drain.seconds))));
  console.log(`failures after retries     single:  ${failures(single.drain.failures)}`);
  console.log(`                           sharded: ${failures(sharded.drain.failures)}`);

  const sendRatio = sends(sharded) / sends(single);
  const hitRatio = hits(sharded) / hits(single);
  printChecks('Ratios, sharded / single item', [
    { name: `sends >= ${TARGET_RATIO}x`, pass: sendRatio >= TARGET_RATIO, detail: `${fixed(sendRatio)}x` },
    { name: `counters >= ${TARGET_RATIO}x`, pass: hitRatio >= TARGET_RATIO, detail: `${fixed(hitRatio)}x` },
  ]);
  let invariantsHold = true;
  for (const result of [single, sharded]) {
    printChecks(`Invariants, ${result.design.label}`, result.checks);
    invariantsHold &&= result.checks.every((c) => c.pass);
  }
  return invariantsHold;
}

export async function benchContention(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const model = await startCapacityModel({ target: dynamo.endpoint, scale: SCALE });
  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), TABLE);
    const check = tableOf(runtimeFor(dynamo.endpoint));
    // Warm-up of the JVM, off the record.
    await check.db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'WARMUP', sk: 'WARMUP' } }));
    const single = await runVariant(new SingleItemDesign(model.endpoint, check), model);
    const sharded = await runVariant(new ShardedDesign(model.endpoint, check), model);
    if (!report(single, sharded, model)) process.exitCode = 1;
  } finally {
    await model.stop();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchContention();
