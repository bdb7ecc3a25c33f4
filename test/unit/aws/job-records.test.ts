import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { runJobRecords } from '../../../shared/aws/job-records';
import { createLogger } from '../../../shared/logger';

const event = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({ messageId: `m${i}`, body }) as SQSRecord),
});

describe('runJobRecords (the import and account-deletion workers)', () => {
  it('runs each job in turn with a log naming it, drops a malformed one, and reports only a job that threw', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('debug', {}, (line) => lines.push(JSON.parse(line)));
    const ran: string[] = [];
    const result = await runJobRecords(log, event('{"id":"a"}', 'not json', '{"nope":1}', '{"id":"b"}'), {
      what: 'thing',
      parse: (body) => {
        const id = (body as { id?: unknown }).id;
        if (typeof id !== 'string') throw new Error('no id');
        return { id };
      },
      fields: (job) => ({ thingId: job.id }),
      run: async (job, jobLog) => {
        ran.push(job.id);
        jobLog.info('running');
        if (job.id === 'b') throw new Error('boom');
      },
    });
    expect(ran).toEqual(['a', 'b']);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm3' }] });
    expect(lines.filter((l) => l.msg === 'malformed thing job dropped').map((l) => l.sqsMessageId)).toEqual([
      'm1',
      'm2',
    ]);
    expect(lines.filter((l) => l.msg === 'running').map((l) => [l.sqsMessageId, l.thingId])).toEqual([
      ['m0', 'a'],
      ['m3', 'b'],
    ]);
    const failed = lines.find((l) => l.msg === 'thing failed; will be redelivered');
    expect(failed).toMatchObject({ sqsMessageId: 'm3', thingId: 'b' });
  });
});
