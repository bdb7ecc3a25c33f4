/**
 * The cost of one log call: the redacting logger (shared/logger.ts) against the one before issue 17's redaction
 * (bench/logger-before.ts), the same calls, the same sink (serialised, then dropped), in one run so the ratio holds on
 * a busy machine. Three kinds of line: a request line (what every API call writes), a worker line with a phone number
 * and a body, and an AWS SDK error.
 */
import { createLogger } from '../shared/logger';
import { createLogger as createLoggerBefore } from './logger-before';

type Make = typeof createLogger;

function awsError(): Error {
  return Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400, requestId: 'ABCDEF0123456789', attempts: 1, totalRetryDelay: 0 },
    $response: { statusCode: 400, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: {} },
    Item: { pk: { S: 'ACCOUNT#01JB2X' }, balance: { N: '12' } },
  });
}

const KINDS: Record<string, (make: Make) => () => void> = {
  request: (make) => {
    let bytes = 0;
    const log = make('info', { service: 'sms', stage: 'prod' }, (line) => {
      bytes += line.length;
    }).child({ requestId: 'c0ffee00-1234-4abc-8def-0123456789ab', route: 'public-send-sms', xrayTraceId: '1-abc' });
    return () => log.info('request', { status: 201, ms: 42 + (bytes & 1) });
  },
  'phone and body': (make) => {
    const log = make('info', { service: 'sms' }, () => undefined).child({ messageId: '01JB2X3Y4Z5A6B7C8D9E0F1G2H' });
    return () =>
      log.warn('vendor outcome unknown', { to: '+27821234567', body: 'Your order 48213 is ready', attempt: 2 });
  },
  'AWS SDK error': (make) => {
    const log = make('info', { service: 'sms' }, () => undefined);
    const error = awsError();
    return () => log.error('delivery failed; will be redelivered', { error, messageId: '01JB2X3Y4Z' });
  },
};

function nsPerCall(call: () => void, calls: number): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) call();
  return Number(process.hrtime.bigint() - started) / calls;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchLogger(): Promise<void> {
  const calls = Number(process.env.BENCH_LOGGER_CALLS ?? 50_000);
  console.log(`\n## Logger: cost of one log call (${calls} calls a round, median of 7 rounds, interleaved)\n`);
  console.log('| line | before (µs) | redacting (µs) | ratio |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, kind] of Object.entries(KINDS)) {
    const before = kind(createLoggerBefore as Make);
    const after = kind(createLogger);
    nsPerCall(before, calls / 5);
    nsPerCall(after, calls / 5);
    const b: number[] = [];
    const a: number[] = [];
    for (let round = 0; round < 7; round++) {
      b.push(nsPerCall(before, calls));
      a.push(nsPerCall(after, calls));
    }
    const mb = median(b);
    const ma = median(a);
    console.log(`| ${name} | ${(mb / 1000).toFixed(2)} | ${(ma / 1000).toFixed(2)} | ${(ma / mb).toFixed(2)} |`);
  }
}
