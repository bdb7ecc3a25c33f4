/**
 * The queues of background jobs (contact imports, campaign expansion and chunks, account deletions, vendor callbacks
 * past their account's limit): JSON jobs, sent one by one or in SQS batches of ten. Created on first use, only by the
 * functions that queue such jobs.
 */
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { JobQueue } from '../contacts/import';
import { once, type Runtime } from '../runtime';
import { sqsClientOf } from './sqs-queue';

class SqsJobQueue<J> implements JobQueue<J> {
  constructor(
    private readonly rt: Runtime,
    private readonly name: string,
    private readonly queueUrl: string | undefined,
  ) {}

  private url(): string {
    if (!this.queueUrl) throw new Error(`Invalid configuration: ${this.name} must be set for this function`);
    return this.queueUrl;
  }

  async send(job: J, delaySeconds = 0): Promise<void> {
    await sqsClientOf(this.rt).send(
      new SendMessageCommand({
        QueueUrl: this.url(),
        MessageBody: JSON.stringify(job),
        DelaySeconds: Math.max(0, Math.min(900, Math.round(delaySeconds))),
      }),
    );
  }

  async sendBatch(jobs: J[]): Promise<void> {
    for (let i = 0; i < jobs.length; i += 10) {
      let entries = jobs.slice(i, i + 10).map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) }));
      for (let attempt = 0; entries.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const result = await sqsClientOf(this.rt).send(
          new SendMessageBatchCommand({ QueueUrl: this.url(), Entries: entries }),
        );
        const failed = new Set((result.Failed ?? []).map((f) => f.Id));
        if (failed.size > 0 && attempt >= 5) throw new Error(`SendMessageBatch kept failing for ${failed.size} jobs`);
        entries = entries.filter((e) => failed.has(e.Id));
      }
    }
  }
}

/** The setting that names each kind of job's queue. */
const QUEUE_SETTING = {
  import: 'IMPORT_QUEUE_URL',
  campaign: 'CAMPAIGN_QUEUE_URL',
  account: 'ACCOUNT_QUEUE_URL',
  callback: 'CALLBACK_OVERFLOW_QUEUE_URL',
} as const;

/** The runtime's queue of a kind of job (tests may install their own through overrides). */
export function jobQueueOf<J>(rt: Runtime, kind: keyof typeof QUEUE_SETTING): JobQueue<J> {
  const name = QUEUE_SETTING[kind];
  return once(rt, `job-queue-${kind}`, () => new SqsJobQueue<J>(rt, name, rt.config[name]));
}
