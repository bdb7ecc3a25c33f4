import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { processRecords, REDELIVER } from '../../../shared/aws/sqs-records';
import { createLogger } from '../../../shared/logger';

const event = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({ messageId: `m${i}`, body }) as SQSRecord),
});
const Job = z.object({ id: z.string().check(z.minLength(1)) });

function recorder() {
  const lines: Record<string, unknown>[] = [];
  return { lines, log: createLogger('debug', {}, (line) => lines.push(JSON.parse(line))) };
}

describe('processRecords (every SQS worker)', () => {
  it('runs each job with a log naming it; reports a malformed record, one that threw and one asking again', async () => {
    const { lines, log } = recorder();
    const ran: string[] = [];
    const result = await processRecords(
      log,
      event('{"id":"a"}', 'not json +27821234567', '{"id":7,"phone":"+27821234567"}', '{"id":"b"}', '{"id":"c"}', '[]'),
      {
        what: 'thing job',
        schema: Job,
        concurrency: 1,
        fields: (job) => ({ thingId: job.id }),
        run: async (job, jobLog) => {
          ran.push(job.id);
          jobLog.info('running');
          if (job.id === 'b') throw new Error('boom');
          return job.id === 'c' ? REDELIVER : undefined;
        },
      },
    );
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const malformed = lines.filter((l) => String(l.msg).startsWith('malformed thing job'));
    expect(malformed.map((l) => [l.sqsMessageId, l.level, l.problems])).toEqual([
      ['m1', 'error', 'not JSON'],
      ['m2', 'error', ['id: invalid_type (expected string)']],
      ['m5', 'error', ['(body): invalid_type (expected object)']],
    ]);
    // What a malformed record held never reaches the log.
    expect(JSON.stringify(malformed)).not.toContain('821234567');
    expect(lines.filter((l) => l.msg === 'running').map((l) => [l.sqsMessageId, l.thingId])).toEqual([
      ['m0', 'a'],
      ['m3', 'b'],
      ['m4', 'c'],
    ]);
    expect(lines.filter((l) => l.msg === 'thing job failed; will be redelivered')).toMatchObject([
      { sqsMessageId: 'm3', thingId: 'b', error: { message: 'boom' } },
    ]);
  });

  it('holds at most `concurrency` jobs at once, and the whole batch side by side when it is unbounded', async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => `{"id":"j${i}"}`);
    const peakOf = async (concurrency: number) => {
      let open = 0;
      let peak = 0;
      const started: string[] = [];
      await processRecords(recorder().log, event(...bodies), {
        what: 'job',
        schema: Job,
        concurrency,
        run: async (job) => {
          started.push(job.id);
          peak = Math.max(peak, ++open);
          // A few turns of the microtask queue, so that jobs started side by side overlap.
          for (let i = 0; i < 5; i++) await Promise.resolve();
          open -= 1;
        },
      });
      expect(started).toEqual(bodies.map((b) => JSON.parse(b).id));
      return peak;
    };
    expect(await peakOf(1)).toBe(1);
    expect(await peakOf(3)).toBe(3);
    expect(await peakOf(Number.POSITIVE_INFINITY)).toBe(10);
  });

  it('answers an empty batch with no failures', async () => {
    const result = await processRecords(recorder().log, event(), {
      what: 'job',
      schema: Job,
      concurrency: 1,
      run: async () => undefined,
    });
    expect(result).toEqual({ batchItemFailures: [] });
  });
});
