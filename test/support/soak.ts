/**
 * The soak test (issue 17, docs/decisions/1150-fault-injection.md): several accounts and API keys send at once through
 * the local gateway, with and without Idempotency-Key and with a careless integrator's retries, while DynamoDB, SQS
 * and the vendor fail on a share of calls and the send worker, a process of its own, is killed mid-message. Then the
 * faults stop, the sweeper and the worker drain everything on the sandbox clock, the vendor stand-in posts its
 * receipts, and the invariants are checked from the table itself (a full scan), never from the API's word:
 *
 * - every accepted message (every 201, and anything else stored) ends DELIVERED, FAILED or BLOCKED;
 * - the vendor is never handed a message again once it took it or left the caller without an answer;
 * - one debit per charged message, one refund per FAILED one, none otherwise;
 * - for every account the balance shards sum to the ledger, and no shard is below zero;
 * - no key got more 201s than its limit in any rolling minute;
 * - no Idempotency-Key was answered two ways (the same key always gave the same bytes, the stored ones).
 *
 * Loopback only: DynamoDB Local, the SQS emulator, the gateway and the Clickatell-style vendor stand-in on 127.0.0.1.
 * Used by test/e2e/soak.test.ts (short form) and `npm run bench -- soak` (long form).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { handler as sendWorker } from '../../functions/send-worker';
import { FaultInjector, formatFaultSpec, mergeCounts, parseFaultSpec } from '../../local/faults/injector';
import { installAwsFaults } from '../../local/faults/install';
import { startQueuePoller } from '../../local/queue-poller';
import { repositories } from '../../local/repositories';
import { serveLocal } from '../../local/serve';
import { localAwsConfig } from '../../local/services/aws-clients';
import { createQueues, createTable } from '../../local/services/resources';
import { provisionOwner } from '../../shared/accounts/provision';
import { issueApiKey } from '../../shared/api-keys/issue-api-key';
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { SandboxClock, systemClock } from '../../shared/clock';
import { loadConfig } from '../../shared/config';
import { keys } from '../../shared/db/keys';
import { MessageRepository } from '../../shared/db/message-repository';
import { tableOf } from '../../shared/db/table';
import { createLogger } from '../../shared/logger';
import { UNCONFIRMED_DETAIL } from '../../shared/messages/message';
import { settleMessage } from '../../shared/messages/settle';
import { createRuntime } from '../../shared/runtime';
import { clickatellReceipt } from '../../shared/vendors/clickatell-vendor';
import { putVendorSettings } from '../../shared/vendors/vendor-settings';
import { secretBoxOf } from '../../shared/wiring/secret-box';
import { type ClickatellFault, startClickatellServer } from './clickatell-server';
import { captureChunk, captureLog } from './log-capture';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_SCRIPT = join(REPO_ROOT, 'local/faults/worker-process.ts');
const VENDOR_API_KEY = 'soak-vendor-api-key-0001';
/** Each drain round moves the sandbox clock past every lease, staleness and status-lookup backoff. */
const DRAIN_STEP_MS = 61 * 60_000;
const DRAIN_ROUNDS = 14;

export interface SoakOptions {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  /** How long the load runs with faults on. */
  seconds: number;
  /**
   * Requests the clients send at least, past `seconds` if need be (up to two minutes more): a loaded machine can make
   * the load window too slow to exercise anything.
   */
  minRequests?: number;
  accounts?: number;
  keysPerAccount?: number;
  /** Clients sending at once. */
  concurrency?: number;
  /** The fault switch for AWS, the vendor and the worker (`FAULTS` syntax; its seed makes a run repeatable). */
  faults?: string;
  /** The parent kills the worker process at random within this many milliseconds (min, max). */
  killEveryMs?: [number, number];
  /** Progress lines (the bench prints them; the test keeps them for a failure). */
  progress?: (line: string) => void;
}

const DEFAULT_SOAK_FAULTS = 'dynamodb=0.08,sqs=0.08,vendor=0.15,kill=0.03';

interface KeyUnderTest {
  index: number;
  accountIndex: number;
  accountId: string;
  keyId: string;
  value: string;
  limit: number;
}

interface Answer {
  key: number;
  idempotencyKey?: string;
  /** The request body differs from the first one sent with this Idempotency-Key (a misuse that must be refused). */
  altered: boolean;
  status: number;
  body: string;
  startMs: number;
  endMs: number;
}

export interface SoakReport {
  seconds: number;
  faultSpec: string;
  requests: number;
  byStatus: Record<string, number>;
  networkErrors: number;
  retries: number;
  replays: number;
  accepted: number;
  messages: number;
  messagesByStatus: Record<string, number>;
  /**
   * SENT `unconfirmed` messages the vendor never took, so no receipt or lookup can settle them (see the decision): its
   * hand-over timed out unanswered, or the worker died between the claim and the request.
   */
  unsettleable: { vendorTimedOut: number; neverReachedVendor: number };
  vendorCalls: number;
  faults: Map<string, number>;
  drainRounds: number;
  violations: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** A South African mobile number; about one in twenty ends 1111, which the vendor refuses for good. */
function phone(random: () => number): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(random() * 10)).join('');
  if (random() < 0.05) return `+2782${digits.slice(0, 3)}1111`;
  // The stand-in reads some endings as its own scripted outcomes; keep the others clear of them.
  const clean = ['1111', '5555', '4290', '5000'].includes(digits.slice(3)) ? `${digits.slice(0, 3)}2468` : digits;
  return `+2782${clean}`;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const progress = options.progress ?? (() => undefined);
  const spec = parseFaultSpec(options.faults ?? DEFAULT_SOAK_FAULTS);
  const accountsWanted = options.accounts ?? 3;
  const keysPerAccount = options.keysPerAccount ?? 3;
  const concurrency = options.concurrency ?? 12;
  const [killMin, killMax] = options.killEveryMs ?? [3000, 8000];

  // Own table, queues, files and vendor key on the run's emulators.
  const name = `soak-${randomUUID().slice(0, 8)}`;
  await createTable(new DynamoDBClient(localAwsConfig(options.dynamoEndpoint)), name);
  const { queueUrl } = await createQueues(new SQSClient(localAwsConfig(options.sqsEndpoint)), name);
  const dir = mkdtempSync(join(tmpdir(), 'sms-soak-'));
  const vendor = await startClickatellServer(VENDOR_API_KEY);
  const env: Record<string, string> = {
    STAGE: 'test',
    SERVICE_VERSION: 'soak',
    LOG_LEVEL: 'error',
    TABLE_NAME: name,
    QUEUE_URL: queueUrl,
    DYNAMODB_ENDPOINT: options.dynamoEndpoint,
    SQS_ENDPOINT: options.sqsEndpoint,
    VENDOR_KEY_FILE: join(dir, 'vendor-key'),
    FILES_DIR: join(dir, 'files'),
    CLICKATELL_BASE_URL: vendor.baseUrl,
  };
  const clock = new SandboxClock(systemClock);
  const rt = createRuntime(loadConfig(env), {
    clock,
    sandboxClock: clock,
    // Errors are expected by the hundred under faults; the invariants, not the logs, say whether they did harm. They
    // go to the log scan only (test/support/log-scan.ts): redacted under faults too.
    log: createLogger('error', { service: 'soak' }, captureLog),
  });
  const injector = installAwsFaults(rt, new FaultInjector(spec));
  injector.enabled = false;
  const vendorFaults = new FaultInjector({ shares: spec.shares, seed: spec.seed + 1 });
  vendorFaults.enabled = false;
  // Vendor calls made while its faults were on: a loaded machine can start the worker late, so the load may end before
  // the vendor saw any (the run then waits for some, below).
  let vendorCallsUnderFaults = 0;
  vendor.state.fault = () => {
    if (vendorFaults.enabled) vendorCallsUnderFaults += 1;
    if (!vendorFaults.roll('vendor')) return undefined;
    const kind = vendorFaults.pick<ClickatellFault>([
      ['unavailable', 2],
      ['throttled', 1],
      ['timeout', 0.4],
      ['answer-lost', 2],
      ['error-after-taking', 1],
      ['accepted-then-hang', 0.4],
    ]);
    vendorFaults.count(`vendor.${kind}`);
    return kind;
  };
  const service = await serveLocal(rt, { port: 0, pollQueue: false, sweepEveryMs: 0, docs: false });
  const random = injector.random;

  // Accounts (the first one short of credit, so it runs dry and gathers its shards), the vendor, the keys.
  const repos = repositories(rt);
  const keysUnderTest: KeyUnderTest[] = [];
  const limits = [20, 60, 600];
  for (let a = 0; a < accountsWanted; a++) {
    const nowMs = clock.now();
    const { user, account } = await provisionOwner(repos, {
      email: `soak-${a}-${name}@example.co.za`,
      fullName: 'Soak Owner',
      accountName: `Soak ${a}`,
      openingCredits: a === 0 ? 60 : 1_000_000,
      nowMs,
    });
    await putVendorSettings(
      {
        accounts: repos.accounts,
        secrets: secretBoxOf(rt),
        sandboxAllowed: true,
        origination: { assigned: async () => [] },
      },
      {
        actor: {
          principal: {
            type: 'user',
            userId: user.id,
            accountId: account.id,
            role: 'OWNER',
            permissions: [],
            platformAdmin: false,
            emailVerified: true,
          },
          ip: '127.0.0.1',
          nowMs,
        },
        input: { provider: 'clickatell', credentials: { apiKey: VENDOR_API_KEY } },
      },
    );
    for (let k = 0; k < keysPerAccount; k++) {
      const limit = limits[k % limits.length]!;
      const key = await issueApiKey(repos, {
        accountId: account.id,
        name: `soak ${k}`,
        scopes: ['sms.send', 'sms.read'],
        rateLimitPerMinute: limit,
        nowMs,
      });
      keysUnderTest.push({
        index: keysUnderTest.length,
        accountIndex: a,
        accountId: account.id,
        keyId: key.record.id,
        value: key.value,
        limit,
      });
    }
  }

  // The worker, in a process of its own, killed at random by us and at hand-overs by itself.
  const workerFaults = new Map<string, number>();
  let spawned = 0;
  let worker: ChildProcess | undefined;
  let keepWorker = true;
  const workerStderr: string[] = [];
  /** Messages a worker held when it was killed: the only ones that may be left never handed over. */
  const heldByKilled = new Set<string>();
  const spawnWorker = () => {
    spawned += 1;
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...env,
        FAULTS: formatFaultSpec({ shares: spec.shares, seed: spec.seed + 100 + spawned }),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const inFlight = new Set<string>();
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('INFLIGHT ')) inFlight.add(line.slice(9).trim());
        else if (line.startsWith('DONE ')) inFlight.delete(line.slice(5).trim());
        else if (line.startsWith('FAULT ')) {
          const kind = line.slice(6).trim();
          workerFaults.set(kind, (workerFaults.get(kind) ?? 0) + 1);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      workerStderr.push(chunk.toString('utf8'));
      captureChunk('soak-worker', chunk.toString('utf8'));
      if (workerStderr.length > 200) workerStderr.shift();
    });
    child.on('close', (_code, signal) => {
      if (signal === 'SIGKILL') for (const id of inFlight) heldByKilled.add(id);
      if (worker === child) worker = undefined;
      if (keepWorker) worker = spawnWorker();
    });
    child.on('error', () => undefined);
    return child;
  };
  const killer = async (deadline: number) => {
    while (Date.now() < deadline) {
      await sleep(Math.min(killMin + random() * (killMax - killMin), deadline - Date.now()));
      if (Date.now() >= deadline) break;
      if (worker?.kill('SIGKILL'))
        workerFaults.set('worker.killed-random', (workerFaults.get('worker.killed-random') ?? 0) + 1);
    }
  };

  // The load: concurrent clients, each a careless integrator.
  const answers: Answer[] = [];
  let networkErrors = 0;
  let retries = 0;
  let replays = 0;
  const usedKeys: { key: number; idempotencyKey: string; body: string }[] = [];
  const send = async (
    key: KeyUnderTest,
    body: string,
    idempotencyKey: string | undefined,
    altered = false,
  ): Promise<Answer | undefined> => {
    const startMs = clock.now();
    try {
      const res = await fetch(`${service.baseUrl}/public/sms/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-API-Key': key.value,
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const answer: Answer = {
        key: key.index,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        altered,
        status: res.status,
        body: await res.text(),
        startMs,
        endMs: clock.now(),
      };
      answers.push(answer);
      return answer;
    } catch {
      networkErrors += 1;
      return undefined;
    }
  };
  let counter = 0;
  const minRequests = options.minRequests ?? 0;
  const client = async (deadline: number) => {
    const cap = deadline + 120_000;
    while (Date.now() < deadline || (counter < minRequests && Date.now() < cap)) {
      const key = keysUnderTest[Math.floor(random() * keysUnderTest.length)]!;
      counter += 1;
      const body = JSON.stringify({ to: phone(random), body: `Soak ${counter}: your code is ${100000 + counter}.` });
      const roll = random();
      if (roll < 0.05 && usedKeys.length > 0) {
        // The same Idempotency-Key again with another body: must be refused, never answered with another message.
        const earlier = usedKeys[Math.floor(random() * usedKeys.length)]!;
        await send(keysUnderTest[earlier.key]!, body, earlier.idempotencyKey, true);
        continue;
      }
      const idempotencyKey = roll < 0.55 ? `soak-${randomUUID()}` : undefined;
      let answer = await send(key, body, idempotencyKey);
      // A careless integrator: a 5xx or a dropped connection is sent again at once, a few times, with the same key
      // when it had one (and without one when it had none: a second message, which is its own to pay for).
      for (let attempt = 0; attempt < 3 && (answer === undefined || answer.status >= 500); attempt++) {
        retries += 1;
        await sleep(50 + random() * 200);
        answer = await send(key, body, idempotencyKey);
      }
      if (idempotencyKey) {
        usedKeys.push({ key: key.index, idempotencyKey, body });
        if (answer?.status === 201 && random() < 0.3) {
          replays += 1;
          await send(key, body, idempotencyKey);
        }
      }
    }
  };

  const started = Date.now();
  let violations: string[] = [];
  let drainRounds = 0;
  try {
    worker = spawnWorker();
    injector.enabled = true;
    vendorFaults.enabled = true;
    const deadline = Date.now() + options.seconds * 1000;
    progress(
      `soak: ${keysUnderTest.length} keys on ${accountsWanted} accounts, ${concurrency} clients, ${options.seconds} s, faults ${formatFaultSpec(spec)}`,
    );
    await Promise.all([...Array.from({ length: concurrency }, () => client(deadline)), killer(deadline)]);
    // Faults stay on until the worker has handed the vendor a few messages under them (up to a minute more): on a
    // loaded machine the worker process may have started late and taken nothing yet.
    for (const until = Date.now() + 60_000; vendorCallsUnderFaults < 10 && Date.now() < until; ) await sleep(250);
    progress(
      `soak: load done (${answers.length} answers, ${vendorCallsUnderFaults} vendor calls under faults); faults off, draining`,
    );

    // Faults off; the worker finishes what it holds and stops; then the sweeper and an in-process worker drain.
    injector.enabled = false;
    vendorFaults.enabled = false;
    worker?.send('faults-off');
    await sleep(2000);
    keepWorker = false;
    const last = worker;
    if (last && last.exitCode === null && last.signalCode === null) {
      const exited = new Promise<void>((resolve) => last.once('exit', () => resolve()));
      last.send('stop');
      await Promise.race([exited, sleep(15_000)]);
      last.kill('SIGKILL');
    }
    const poller = startQueuePoller({
      sqs: sqsClientOf(rt),
      queueUrl,
      handler: (event) => sendWorker(event),
      onError: () => undefined,
    });
    const table = tableOf(rt);
    const messages = new MessageRepository(table);
    const receiptState = (reference: string) =>
      Number.parseInt(sha256(reference).slice(0, 2), 16) < 26 ? 'UNDELIVERED' : 'RECEIVED_BY_RECIPIENT';
    for (drainRounds = 1; drainRounds <= DRAIN_ROUNDS; drainRounds++) {
      clock.set(clock.now() + DRAIN_STEP_MS);
      await service.sweep();
      await poller.idle();
      await poller.idle();
      // The vendor's receipts for what it took (twice each: duplicates must change nothing).
      for (const taken of vendor.taken.values()) {
        if (!taken.clientMessageId) continue;
        const receipt = clickatellReceipt(vendor.settle(taken.apiMessageId, receiptState(taken.clientMessageId)));
        if (!receipt) continue;
        for (let i = 0; i < 2; i++) {
          await settleMessage(
            { messages, clock },
            { messageId: receipt.reference, state: receipt.state, detail: receipt.detail },
          );
        }
      }
      const scan = await scanTable(options.dynamoEndpoint, name);
      const open = scan.messages.filter((m) => !isSettled(m, vendor.calls)).length;
      progress(`soak: drain round ${drainRounds}: ${open} messages not final`);
      if (open === 0) break;
    }
    await poller.stop();

    // The invariants, from the table.
    const scan = await scanTable(options.dynamoEndpoint, name);
    violations = checkInvariants({ scan, answers, keys: keysUnderTest, calls: vendor.calls, heldByKilled });
    const messagesByStatus: Record<string, number> = {};
    for (const m of scan.messages) {
      const label =
        m.status === 'SENT' && m.deliveryStatus === UNCONFIRMED_DETAIL ? 'SENT unconfirmed' : String(m.status);
      messagesByStatus[label] = (messagesByStatus[label] ?? 0) + 1;
    }
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1;
    const acceptedIds = new Set(answers.filter((a) => a.status === 201).map((a) => messageIdOf(a.body)));
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      faultSpec: formatFaultSpec(spec),
      requests: answers.length + networkErrors,
      byStatus,
      networkErrors,
      retries,
      replays,
      accepted: acceptedIds.size,
      messages: scan.messages.length,
      messagesByStatus,
      unsettleable: {
        vendorTimedOut: scan.messages.filter(
          (m) => unsettleable(m, vendor.calls) && vendor.calls.get(String(m.id))?.includes('not-taken-no-answer'),
        ).length,
        neverReachedVendor: scan.messages.filter(
          (m) => unsettleable(m, vendor.calls) && !vendor.calls.get(String(m.id))?.includes('not-taken-no-answer'),
        ).length,
      },
      vendorCalls: [...vendor.calls.values()].reduce((n, c) => n + c.length, 0),
      faults: mergeCounts(injector.counts, vendorFaults.counts, workerFaults),
      drainRounds: Math.min(drainRounds, DRAIN_ROUNDS),
      violations,
    };
  } finally {
    keepWorker = false;
    worker?.kill('SIGKILL');
    await service.stop();
    await vendor.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Item = Record<string, unknown>;

interface Scan {
  messages: Item[];
  ledger: Item[];
  shards: Item[];
  idempotency: Item[];
}

async function scanTable(endpoint: string, tableName: string): Promise<Scan> {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(endpoint)));
  const scan: Scan = { messages: [], ledger: [], shards: [], idempotency: [] };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === 'Message') scan.messages.push(item);
      else if (item.entity === 'LedgerEntry') scan.ledger.push(item);
      else if (item.entity === 'BalanceShard') scan.shards.push(item);
      else if (item.entity === 'Idempotency') scan.idempotency.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return scan;
}

type Calls = Map<string, ('taken' | 'refused' | 'not-taken-no-answer')[]>;

/** SENT `unconfirmed` and the vendor never took it: no receipt will come, and the vendor has no lookup for it. */
function unsettleable(message: Item, calls: Calls): boolean {
  return (
    message.status === 'SENT' &&
    message.deliveryStatus === UNCONFIRMED_DETAIL &&
    !(calls.get(String(message.id)) ?? []).includes('taken')
  );
}

function isSettled(message: Item, calls: Calls): boolean {
  return ['DELIVERED', 'FAILED', 'BLOCKED'].includes(String(message.status)) || unsettleable(message, calls);
}

function messageIdOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { id?: string }).id;
  } catch {
    return undefined;
  }
}

function checkInvariants(input: {
  scan: Scan;
  answers: Answer[];
  keys: KeyUnderTest[];
  calls: Calls;
  heldByKilled: Set<string>;
}): string[] {
  const { scan, answers, keys: keyList, calls, heldByKilled } = input;
  const violations: string[] = [];
  const messages = new Map(scan.messages.map((m) => [String(m.id), m]));

  // Every 201 is a stored message; every stored message is final.
  for (const a of answers.filter((x) => x.status === 201)) {
    const id = messageIdOf(a.body);
    if (!id || !messages.has(id))
      violations.push(`answered 201 with ${id ?? a.body.slice(0, 40)} but no such message is stored`);
  }
  for (const m of scan.messages) {
    if (!isSettled(m, calls)) violations.push(`message ${m.id} ended ${m.status} (${m.deliveryStatus}), not final`);
    // Left unconfirmed and no hand-over of it went unanswered: only a worker killed while it held it may do that.
    else if (
      unsettleable(m, calls) &&
      !calls.get(String(m.id))?.includes('not-taken-no-answer') &&
      !heldByKilled.has(String(m.id))
    ) {
      violations.push(`message ${m.id} left SENT unconfirmed, never handed over, and no killed worker held it`);
    }
  }

  // The vendor: nothing handed over again once it was taken or its hand-over went unanswered.
  for (const [reference, outcomes] of calls) {
    const first = outcomes.findIndex((o) => o === 'taken' || o === 'not-taken-no-answer');
    if (first >= 0 && first < outcomes.length - 1) {
      violations.push(`vendor handed ${reference} ${outcomes.length} times (${outcomes.join(', ')})`);
    }
  }

  // Charges: one debit per charged message, one refund per FAILED one.
  const byMessage = new Map<string, Item[]>();
  for (const entry of scan.ledger) {
    if (!entry.messageId) continue;
    const list = byMessage.get(String(entry.messageId)) ?? [];
    list.push(entry);
    byMessage.set(String(entry.messageId), list);
  }
  for (const messageId of byMessage.keys()) {
    if (!messages.has(messageId)) violations.push(`ledger entries for ${messageId}, which is not stored`);
  }
  for (const m of scan.messages) {
    const entries = byMessage.get(String(m.id)) ?? [];
    const debits = entries.filter((e) => e.type === 'DEBIT');
    const refunds = entries.filter((e) => e.type === 'REFUND');
    const cost = Number(m.cost);
    if (cost === 0) {
      if (entries.length > 0) violations.push(`uncharged message ${m.id} has ${entries.length} ledger entries`);
      continue;
    }
    if (debits.length !== 1 || Number(debits[0]!.amount) !== -cost) {
      violations.push(`message ${m.id} (cost ${cost}) has debits ${JSON.stringify(debits.map((d) => d.amount))}`);
    }
    const wantRefund = m.status === 'FAILED' ? 1 : 0;
    if (refunds.length !== wantRefund || refunds.some((r) => Number(r.amount) !== cost)) {
      violations.push(`message ${m.id} ${m.status} has refunds ${JSON.stringify(refunds.map((r) => r.amount))}`);
    }
  }

  // Balance = ledger for every account, never below zero.
  const accounts = new Set([...scan.shards.map((s) => String(s.accountId))]);
  for (const accountId of accounts) {
    const shards = scan.shards.filter((s) => s.accountId === accountId);
    const balance = shards.reduce((sum, s) => sum + Number(s.balance ?? 0), 0);
    const ledger = scan.ledger.filter((e) => e.accountId === accountId).reduce((sum, e) => sum + Number(e.amount), 0);
    if (balance !== ledger) violations.push(`account ${accountId}: balance ${balance} but ledger ${ledger}`);
    for (const s of shards) {
      if (Number(s.balance) < 0) violations.push(`account ${accountId} shard ${s.shard} holds ${s.balance}`);
    }
  }

  // Rate limits: 201s whose whole request lay inside a rolling minute were all counted in it.
  for (const key of keyList) {
    const ok = answers
      .filter((a) => a.key === key.index && a.status === 201)
      .map((a) => ({ start: Math.floor(a.startMs / 1000), end: Math.floor(a.endMs / 1000) }));
    for (const { end: s } of ok) {
      const inside = ok.filter((a) => a.start > s - 60 && a.end <= s).length;
      if (inside > key.limit) {
        violations.push(`key ${key.keyId} (limit ${key.limit}/min) got ${inside} 201s in the minute to second ${s}`);
        break;
      }
    }
  }

  // Idempotency: one answer per key, the stored one; a key reused with another body never answered 201 anew.
  const stored = new Map(scan.idempotency.map((i) => [`${i.pk}|${i.sk}`, i]));
  const groups = new Map<string, Answer[]>();
  for (const a of answers) {
    if (!a.idempotencyKey || a.status !== 201) continue;
    const account = keyList[a.key]!.accountId;
    const group = `${account} ${a.idempotencyKey}`;
    groups.set(group, [...(groups.get(group) ?? []), a]);
  }
  for (const [group, list] of groups) {
    const [accountId, idempotencyKey] = group.split(' ') as [string, string];
    const bodies = new Set(list.map((a) => a.body));
    if (bodies.size > 1) violations.push(`Idempotency-Key ${idempotencyKey} answered ${bodies.size} ways`);
    // A key reused with another body after its first use was answered: refused, never replayed nor sent anew. (When
    // the first use was refused, 402 or 429, nothing was stored and the key is free: its next use is a new send.)
    const original = list.find((a) => !a.altered);
    if (original && list.some((a) => a.altered && a.startMs > original.endMs)) {
      violations.push(`Idempotency-Key ${idempotencyKey} reused with another body was answered 201`);
    }
    const key = keys.idempotency(accountId, sha256(idempotencyKey));
    const record = stored.get(`${key.pk}|${key.sk}`);
    if (!record) violations.push(`Idempotency-Key ${idempotencyKey} answered 201 but no record is stored`);
    else if (!bodies.has(String(record.response)) || bodies.size !== 1)
      violations.push(`Idempotency-Key ${idempotencyKey}: the stored answer differs from the one given`);
  }
  return violations;
}

/** The report as the bench and the test print it. */
export function formatSoakReport(report: SoakReport): string {
  const lines = [
    `duration                 ${report.seconds} s (load and drain), faults ${report.faultSpec}`,
    `requests                 ${report.requests}  (${Object.entries(report.byStatus)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}; connection errors ${report.networkErrors}; retries ${report.retries}; replays ${report.replays})`,
    `accepted messages        ${report.accepted} answered 201; ${report.messages} stored (${Object.entries(
      report.messagesByStatus,
    )
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')})`,
    `vendor hand-overs        ${report.vendorCalls}`,
    `drain rounds             ${report.drainRounds}`,
    `faults injected          ${[...report.faults.values()].reduce((a, b) => a + b, 0)}`,
    ...[...report.faults.entries()].map(([kind, n]) => `  ${kind.padEnd(36)} ${n}`),
    `left SENT unconfirmed, never taken by the vendor: ${report.unsettleable.vendorTimedOut} after an unanswered hand-over, ${report.unsettleable.neverReachedVendor} never handed over (worker killed after its claim)`,
    `invariant violations     ${report.violations.length}`,
    ...report.violations.slice(0, 40).map((v) => `  ${v}`),
  ];
  return lines.join('\n');
}
