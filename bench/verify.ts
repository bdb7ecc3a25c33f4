/**
 * Verify's pumping simulation (issue 31, decision 1702): 2,000 verification requests from one API key to sequential
 * numbers of one prefix, never checked, interleaved with 500 genuine users on the same key (numbers of other
 * prefixes), 80 % of whom check the code they received. Real DynamoDB Local (in memory), the SQS emulator, the local
 * gateway and the real send worker; time is the sandbox clock, one simulated second per round of five requests, so
 * the run spans about 40 simulated minutes in a minute or two. Targets: the attack sends at most 50 codes, and no
 * genuine user is refused.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { repositories } from '../local/repositories';
import { serveLocal } from '../local/serve';
import { localAwsConfig } from '../local/services/aws-clients';
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { createQueues, createTable } from '../local/services/resources';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { provisionOwner } from '../shared/accounts/provision';
import { issueApiKey } from '../shared/api-keys/issue-api-key';
import { ManualClock, SandboxClock } from '../shared/clock';
import { loadConfig } from '../shared/config';
import { createLogger } from '../shared/logger';
import { normaliseSouthAfricanMobile } from '../shared/messages/phone';
import { createRuntime } from '../shared/runtime';
import { createVendorRegistry } from '../shared/vendors/registry';
import { SandboxVendor } from '../shared/vendors/sandbox-vendor';
import { call } from '../test/support/http';

const ATTACK = 2000;
const GENUINE = 500;
const CONVERSION = 0.8;
const PER_ROUND = 5;

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function benchVerify(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 8, 0, 0));
  const sandbox = new SandboxVendor();
  try {
    await createTable(new DynamoDBClient(localAwsConfig(dynamo.endpoint)), 'bench-verify');
    const { queueUrl } = await createQueues(new SQSClient(localAwsConfig(sqs.endpoint)), 'bench-verify-send');
    const rt = createRuntime(
      loadConfig({
        STAGE: 'local',
        TABLE_NAME: 'bench-verify',
        QUEUE_URL: queueUrl,
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        SQS_ENDPOINT: sqs.endpoint,
        LOG_LEVEL: 'error',
      }),
      {
        clock,
        sandboxClock: new SandboxClock(clock),
        vendors: createVendorRegistry(sandbox),
        log: createLogger('error', {}, () => undefined),
      },
    );
    const service = await serveLocal(rt, { port: 0, sweepEveryMs: 0, docs: false });
    try {
      const repos = repositories(rt);
      const { account } = await provisionOwner(repos, {
        email: 'bench-verify@example.co.za',
        fullName: 'Bench',
        emailVerified: true,
        accountName: 'Bench Verify',
        openingCredits: 100_000,
        vendor: { provider: 'sandbox' },
        nowMs: clock.now(),
      });
      const key = await issueApiKey(repos, {
        accountId: account.id,
        name: 'signup form',
        scopes: ['verify'],
        rateLimitPerMinute: 10_000,
        nowMs: clock.now(),
      });
      const post = (path: string, body: unknown) =>
        call('POST', `${service.baseUrl}${path}`, {
          headers: { 'X-API-Key': key.value },
          json: body,
          uncheckedContract: true,
        });

      const random = seeded(31);
      const attackPrefix = '+2782123';
      // Genuine users: valid mobile numbers of other prefixes (networks 60 to 84, any block), one each.
      const genuineNumbers = new Set<string>();
      while (genuineNumbers.size < GENUINE) {
        const network = 60 + Math.floor(random() * 25);
        const rest = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
        const number = `+27${network}${rest}`;
        if (!number.startsWith(attackPrefix) && normaliseSouthAfricanMobile(number)) genuineNumbers.add(number);
      }
      const genuine = [...genuineNumbers].map((to) => ({ to, checks: random() < CONVERSION }));
      const requests: ({ kind: 'attack'; to: string } | { kind: 'genuine'; to: string; checks: boolean })[] = [
        ...Array.from({ length: ATTACK }, (_, i) => ({
          kind: 'attack' as const,
          to: `${attackPrefix}${String(i).padStart(4, '0')}`,
        })),
        ...genuine.map((g) => ({ kind: 'genuine' as const, ...g })),
      ];
      // Interleaved at random, the attack in its own order (sequential numbers).
      const order = requests.map((r, i) => ({ r, k: r.kind === 'attack' ? i / ATTACK + random() * 0.01 : random() }));
      order.sort((x, y) => x.k - y.k);

      let attackSent = 0;
      let attackRefused = 0;
      let genuineRefused = 0;
      let approved = 0;
      let notApproved = 0;
      const toCheck: { id: string; to: string }[] = [];
      const statuses = new Map<number, string>();
      // Why a genuine check was not approved, counted by reason (the SMS never came, or the check's answer).
      const misses = new Map<string, number>();
      const started = Date.now();

      const checkDue = async () => {
        const due = toCheck.splice(0);
        await Promise.all(
          due.map(async ({ id, to }) => {
            let text: string | undefined;
            // Up to 120 s of real time for the SMS: the bench may share the machine with other work.
            for (let waited = 0; waited < 2400 && !text; waited++) {
              text = sandbox.received.find((sms) => sms.to === to)?.body;
              if (!text) await new Promise((r) => setTimeout(r, 50));
            }
            const code = text ? /(\d{4,10})/.exec(text)?.[1] : undefined;
            const res = code ? await post(`/public/verifications/${id}/check`, { code }) : undefined;
            if (res?.status === 200 && res.body.status === 'approved') approved += 1;
            else {
              notApproved += 1;
              const why = !text
                ? 'no SMS within 120 s'
                : !code
                  ? 'no code in the SMS'
                  : `check answered ${res?.status} ${res?.body.status ?? JSON.stringify(res?.body)}`;
              misses.set(why, (misses.get(why) ?? 0) + 1);
            }
          }),
        );
      };

      for (let round = 0; round * PER_ROUND < order.length; round++) {
        const batch = order.slice(round * PER_ROUND, (round + 1) * PER_ROUND).map((o) => o.r);
        await Promise.all(
          batch.map(async (r) => {
            const res = await post('/public/verifications', { to: r.to, brand: 'Acme' });
            if (res.status !== 201 && !statuses.has(res.status)) statuses.set(res.status, JSON.stringify(res.body));
            if (r.kind === 'attack') {
              if (res.status === 201) attackSent += 1;
              else attackRefused += 1;
            } else if (res.status !== 201) {
              genuineRefused += 1;
              if (genuineRefused <= 3)
                console.log(`genuine ${r.to} refused: ${res.status} ${JSON.stringify(res.body)}`);
            } else if (r.checks) toCheck.push({ id: res.body.id, to: r.to });
          }),
        );
        clock.advance(1000);
        // Genuine users type their code within half a minute of simulated time.
        if (round % 30 === 29) await checkDue();
      }
      await checkDue();
      const seconds = (Date.now() - started) / 1000;
      for (const [status, body] of statuses)
        console.log(`first answer ${status} to a start (attack or genuine): ${body}`);
      for (const [why, n] of misses) console.log(`genuine checks not approved: ${n} × ${why}`);

      console.log('\n## Verify: SMS pumping simulation (npm run bench -- verify)\n');
      console.log(`${ATTACK} attack requests (one key, sequential numbers of ${attackPrefix}....), never checked,`);
      console.log(
        `interleaved with ${GENUINE} genuine users (${genuine.filter((g) => g.checks).length} check their code);`,
      );
      console.log(`${Math.ceil(order.length / PER_ROUND)} simulated seconds, ${seconds.toFixed(1)} s of real time.\n`);
      console.log('| figure | value | target |');
      console.log('| --- | --- | --- |');
      console.log(`| attack codes sent (charged) | ${attackSent} | at most 50 |`);
      console.log(`| attack requests refused (429, nothing charged) | ${attackRefused} | |`);
      console.log(`| genuine users refused | ${genuineRefused} | 0 |`);
      console.log(`| genuine checks approved | ${approved} of ${approved + notApproved} | all |`);
      const ok = attackSent <= 50 && genuineRefused === 0 && notApproved === 0;
      console.log(
        `\n${ok ? 'PASS' : 'FAIL'}: the attack ${attackSent <= 50 ? 'was' : 'was NOT'} stopped within 50 sends; ${genuineRefused} genuine users refused.`,
      );
      if (!ok) process.exitCode = 1;
    } finally {
      await service.stop();
    }
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}
