/**
 * The soak test, long form (`npm run bench -- soak`): several accounts and keys send for a few minutes while DynamoDB,
 * SQS and the vendor fail on a share of calls and the send worker is killed mid-message; then the faults stop, the
 * sweeper and the worker drain, and the invariants are checked from the table (test/support/soak.ts). Prints the
 * requests, the faults injected by kind and the invariant violations (must be 0). `SOAK_SECONDS` (default 180, or
 * BENCH_SECONDS), `SOAK_FAULTS` (the `FAULTS` syntax), `SOAK_CONCURRENCY` tune it.
 */
import { startDynamoDbLocal } from '../local/services/dynamodb-local';
import { startSqsEmulator } from '../local/services/sqs-emulator';
import { formatSoakReport, runSoak } from '../test/support/soak';

export async function benchSoak(): Promise<void> {
  const seconds = Number(process.env.SOAK_SECONDS ?? process.env.BENCH_SECONDS ?? 180);
  const dynamo = await startDynamoDbLocal({ inMemory: true });
  const sqs = await startSqsEmulator({});
  try {
    const report = await runSoak({
      dynamoEndpoint: dynamo.endpoint,
      sqsEndpoint: sqs.endpoint,
      seconds,
      accounts: 4,
      keysPerAccount: 3,
      concurrency: Number(process.env.SOAK_CONCURRENCY ?? 16),
      ...(process.env.SOAK_FAULTS ? { faults: process.env.SOAK_FAULTS } : {}),
      ...(process.env.SOAK_KILL_EVERY_MS
        ? { killEveryMs: process.env.SOAK_KILL_EVERY_MS.split(',').map(Number) as [number, number] }
        : {}),
      progress: (line) => console.log(line),
    });
    console.log(`\n## Soak: sending under faults for ${seconds} s, then drained and checked from the table\n`);
    console.log(formatSoakReport(report));
    console.log(
      `${report.violations.length === 0 ? 'PASS' : 'FAIL'}  invariant violations ${report.violations.length} (must be 0)`,
    );
    if (report.violations.length > 0) process.exitCode = 1;
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSoak();
