/**
 * Contacts and campaigns at volume, on the local stack (DynamoDB Local in memory, the SQS emulator, the real workers
 * fed from their queues): the import rate of a 50,000-row file; the time to expand and queue a 100,000-recipient
 * campaign; DynamoDB and SQS calls per recipient of a campaign sent in full (target at most 0.5); and the writes to
 * the account's balance shards per campaign (target: a constant, whatever the size).
 * BENCH_CAMPAIGN_RECIPIENTS scales the expansion (default 100,000, at least the 50,000 of the import), and
 * BENCH_SEND_RECIPIENTS the full send (default 5,000).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { campaignQueue, importQueue } from '../lib/tables';
import { repositories } from '../local/repositories';
import { LocalScheduler } from '../local/scheduler';
import { serveLocal } from '../local/serve';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createQueues, createTable } from '../local/services/resources';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { provisionOwner } from '../shared/accounts/provision';
import type { Actor } from '../shared/auth/actor';
import { permissionsOf } from '../shared/auth/permissions';
import { sqsClientOf } from '../shared/aws/sqs-queue';
import { cancelCampaign, launchCampaign } from '../shared/campaigns/campaign';
import { createCampaign } from '../shared/campaigns/manage-campaigns';
import { SandboxClock } from '../shared/clock';
import { loadConfig } from '../shared/config';
import { startImport } from '../shared/contacts/import';
import { createList } from '../shared/contacts/manage-lists';
import { CampaignRepository } from '../shared/db/campaign-repository';
import { ImportRepository } from '../shared/db/import-repository';
import { tableOf } from '../shared/db/table';
import { createLogger } from '../shared/logger';
import { createRuntime, type Runtime } from '../shared/runtime';
import { campaignDeps } from '../shared/wiring/campaign-control';
import { campaignPreviewDeps } from '../shared/wiring/campaign-run';
import { contactDeps, importDeps } from '../shared/wiring/contacts';
import { type CallLog, countCalls, newCallLog } from './aws-calls';

const EXPAND = Math.max(Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 100_000), 50_000);
const SEND = Number(process.env.BENCH_SEND_RECIPIENTS ?? 5_000);
const IMPORT_ROWS = 50_000;

/** Writes to balance shards (items whose key names `#SHARD#`), by the calls that carry them. */
function countShardWrites(client: { middlewareStack: CallLogClient }, tally: { writes: number }) {
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = (args as { input?: Record<string, unknown> }).input ?? {};
      const keys: unknown[] = [];
      for (const item of (input.TransactItems as Record<string, { Key?: unknown; Item?: unknown }>[] | undefined) ??
        []) {
        if (item.Update) keys.push(item.Update.Key);
        if (item.Put) keys.push(item.Put.Item);
      }
      if (input.Key && !input.TransactItems && (input.UpdateExpression || input.Item)) keys.push(input.Key);
      tally.writes += keys.filter((k) => String((k as { pk?: unknown })?.pk ?? '').includes('#SHARD#')).length;
      return next(args);
    },
    { step: 'initialize', name: 'benchShardWrites' },
  );
}
type CallLogClient = {
  add(
    middleware: (next: (args: unknown) => Promise<unknown>) => (args: unknown) => Promise<unknown>,
    options: { step: 'initialize'; name: string },
  ): void;
};

const total = (log: CallLog) => [...log.counts.values()].reduce((a, b) => a + b, 0);
const sast = (iso: string) => Date.parse(`${iso}+02:00`);

async function until(probe: () => Promise<boolean>, seconds: number, what: string) {
  const end = Date.now() + seconds * 1000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function csvOf(rows: number, from: number): string {
  const lines = ['phone;firstName;lastName;city'];
  for (let i = 0; i < rows; i++)
    lines.push(`07${String(20_000_001 + from + i).padStart(8, '0')};Name${i};Surname;Durban`);
  return `${lines.join('\n')}\n`;
}

async function importFile(rt: Runtime, actor: Actor, csv: string, listId: string): Promise<number> {
  const started = performance.now();
  const job = await startImport(importDeps(rt), { actor, input: { csv, listId } });
  const imports = new ImportRepository(tableOf(rt));
  await until(async () => (await imports.get(job.id))?.status === 'COMPLETED', 1200, 'the import');
  return (performance.now() - started) / 1000;
}

export async function benchCampaigns(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), 'bench');
    const sqsClient = new SQSClient(localAwsConfig(sqs.endpoint));
    const { queueUrl } = await createQueues(sqsClient, 'bench-send');
    const { queueUrl: importUrl } = await createQueues(sqsClient, 'bench-import', importQueue);
    const { queueUrl: campaignUrl } = await createQueues(sqsClient, 'bench-campaign', campaignQueue);
    const sandboxClock = new SandboxClock();
    const rt = createRuntime(
      loadConfig({
        TABLE_NAME: 'bench',
        QUEUE_URL: queueUrl,
        IMPORT_QUEUE_URL: importUrl,
        CAMPAIGN_QUEUE_URL: campaignUrl,
        FILES_DIR: '.data/bench-files',
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        SQS_ENDPOINT: sqs.endpoint,
        CAMPAIGN_RATE_PER_SECOND: '2000',
        LOG_LEVEL: 'error',
      }),
      { log: createLogger('error', {}, () => undefined), sandboxClock, campaignScheduler: new LocalScheduler() },
    );
    const calls = newCallLog();
    countCalls(tableOf(rt).db as never, 'DynamoDB', calls);
    countCalls(sqsClientOf(rt) as never, 'SQS', calls);
    const shardWrites = { writes: 0 };
    countShardWrites(tableOf(rt).db as never, shardWrites);
    const service = await serveLocal(rt, { port: 0, sweepEveryMs: 0, docs: false });
    const { user, account } = await provisionOwner(repositories(rt), {
      email: 'bench@example.co.za',
      fullName: 'Bench',
      accountName: 'Bench',
      openingCredits: 10_000_000,
      vendor: { provider: 'sandbox' },
      nowMs: Date.now(),
    });
    const actor = (): Actor => ({
      principal: {
        type: 'user',
        userId: user.id,
        accountId: account.id,
        role: 'OWNER',
        permissions: [...permissionsOf('OWNER')],
        platformAdmin: false,
      },
      ip: '127.0.0.1',
      nowMs: Date.now(),
    });
    const campaigns = new CampaignRepository(tableOf(rt));

    // 1. Import rate.
    const big = await createList(contactDeps(rt), { actor: actor(), input: { name: 'Everyone' } });
    const importSeconds = await importFile(rt, actor(), csvOf(IMPORT_ROWS, 0), big.id);
    console.log('\n== campaigns: contacts and campaigns at volume ==');
    console.log(
      `import of a ${IMPORT_ROWS.toLocaleString('en-ZA')}-row file: ${importSeconds.toFixed(1)} s, ` +
        `${Math.round(IMPORT_ROWS / importSeconds).toLocaleString('en-ZA')} rows/s (DynamoDB Local, this machine)`,
    );
    for (let from = IMPORT_ROWS; from < EXPAND; from += IMPORT_ROWS) {
      await importFile(rt, actor(), csvOf(Math.min(IMPORT_ROWS, EXPAND - from), from), big.id);
    }

    // 2. Expansion of a large campaign: launched on a Sunday, so it is expanded and queued, then held.
    sandboxClock.set(sast('2026-11-22T10:00:00'));
    const draft = await createCampaign(campaignPreviewDeps(rt), {
      actor: actor(),
      input: {
        name: 'Big',
        kind: 'marketing',
        body: 'Hi {{firstName}}, 20% off this week',
        audience: { listIds: [big.id] },
      },
    });
    calls.counts.clear();
    shardWrites.writes = 0;
    const launchStart = performance.now();
    await launchCampaign(campaignDeps(rt), { actor: actor(), id: draft.id, input: {} });
    const launchSeconds = (performance.now() - launchStart) / 1000;
    await until(async () => (await campaigns.get(draft.id))?.campaign.expanded === true, 1800, 'the expansion');
    await until(async () => Boolean((await campaigns.get(draft.id))?.campaign.heldUntil), 60, 'the hold');
    const expandSeconds = (performance.now() - launchStart) / 1000;
    const expandCalls = total(calls);
    console.log(
      `launch of ${EXPAND.toLocaleString('en-ZA')} recipients (audience walk + reservation): ${launchSeconds.toFixed(1)} s; ` +
        `launch to expanded and queued: ${expandSeconds.toFixed(1)} s ` +
        `(${Math.round(EXPAND / expandSeconds).toLocaleString('en-ZA')} recipients/s)`,
    );
    console.log(
      `  calls for launch + expansion: ${expandCalls} (${(expandCalls / EXPAND).toFixed(3)} per recipient); ` +
        `balance-shard writes: ${shardWrites.writes}`,
    );

    // The held campaign is cancelled (its reservation released) before the clock moves to a weekday.
    await cancelCampaign(campaignDeps(rt), { actor: actor(), id: draft.id });
    await until(
      async () => (await campaigns.get(draft.id))?.campaign.releasedCredits !== undefined,
      600,
      'the release',
    );

    // 3. A campaign sent in full: calls per recipient and balance writes, start to release.
    sandboxClock.set(sast('2026-11-25T10:00:00'));
    const small = await createList(contactDeps(rt), { actor: actor(), input: { name: 'Send' } });
    const file = csvOf(SEND, 500_000);
    await importFile(rt, actor(), file, small.id);
    const send = await createCampaign(campaignPreviewDeps(rt), {
      actor: actor(),
      input: {
        name: 'Send',
        kind: 'marketing',
        body: 'Hi {{firstName}}, 20% off this week',
        audience: { listIds: [small.id] },
      },
    });
    calls.counts.clear();
    shardWrites.writes = 0;
    const sendStart = performance.now();
    await launchCampaign(campaignDeps(rt), { actor: actor(), id: send.id, input: {} });
    await until(async () => (await campaigns.get(send.id))?.campaign.releasedCredits !== undefined, 1800, 'the send');
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const byCall = [...calls.counts.entries()].sort((a, b) => b[1] - a[1]).map(([n, c]) => `${n} ${c}`);
    console.log(
      `full send of ${SEND.toLocaleString('en-ZA')} recipients at 2,000/s allowed: ${sendSeconds.toFixed(1)} s; ` +
        `DynamoDB + SQS calls per recipient: ${(total(calls) / SEND).toFixed(3)} (target <= 0.5)`,
    );
    console.log(`  calls: ${byCall.join(', ')}`);
    console.log(
      `  balance-shard writes for the whole campaign: ${shardWrites.writes} (the reservation's, usually one shard, and ` +
        `one for the release when anything is left to give back; compare the ` +
        `${EXPAND.toLocaleString('en-ZA')}-recipient launch above)`,
    );
    await service.stop();
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}
