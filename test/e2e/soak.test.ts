/**
 * The soak test, short form (issue 17): load with faults in DynamoDB, SQS and the vendor and a send worker killed
 * mid-message, then a drain, then the invariants checked from the table (test/support/soak.ts). The long form is
 * `npm run bench -- soak`. No timing is asserted; the budget is generous for a busy two-core machine.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatSoakReport, runSoak } from '../support/soak';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 20);
const FAULTS = process.env.SOAK_FAULTS;
const KILL_EVERY_MS = process.env.SOAK_KILL_EVERY_MS?.split(',').map(Number) as [number, number] | undefined;

describe('soak: sending under faults loses no message and no credit', () => {
  it('every accepted message ends final, sent at most once, charged once, balances match, limits and keys hold', async () => {
    const progress: string[] = [];
    const report = await runSoak({
      dynamoEndpoint: inject('dynamoEndpoint'),
      sqsEndpoint: inject('sqsEndpoint'),
      seconds: SECONDS,
      concurrency: 8,
      // Enough to exercise every fault whatever the machine's load (the window runs on until then).
      minRequests: 80,
      ...(FAULTS ? { faults: FAULTS } : {}),
      ...(KILL_EVERY_MS ? { killEveryMs: KILL_EVERY_MS } : {}),
      progress: (line) => progress.push(line),
    });
    const printed = formatSoakReport(report);
    console.log(`\n## Soak (short form)\n${printed}`);
    expect(report.violations, `${printed}\n${progress.join('\n')}`).toEqual([]);
    // The run really was under load and under faults of every target, and the worker really died.
    expect(report.accepted, printed).toBeGreaterThan(20);
    const targets = new Set([...report.faults.keys()].map((kind) => kind.split('.')[0]));
    expect(targets, printed).toEqual(new Set(['dynamodb', 'sqs', 'vendor', 'worker']));
  }, 480_000);
});
