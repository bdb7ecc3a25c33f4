/**
 * Account deletion (POPIA, docs/privacy.md): the queue of deletion jobs with its dead-letter queue and alarm, and the
 * worker that deletes an account's items page by page (docs/decisions/1105-account-deletion.md).
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetteredQueue } from './dead-lettered-queue';
import { type ServiceContext, ServiceFunction } from './function';
import { ACCOUNT_DELETION_WORKER } from './service-functions';
import { accountQueue } from './tables';

export class AccountDeletionResources extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  /** Given its actions by lib/observability.ts, like the other dead-letter alarms. */
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: { stage: string; removalPolicy: RemovalPolicy }) {
    super(scope, id);
    ({
      queue: this.queue,
      deadLetterQueue: this.deadLetterQueue,
      deadLetterAlarm: this.deadLetterAlarm,
    } = deadLetteredQueue(this, {
      idPrefix: '',
      definition: accountQueue,
      removalPolicy: props.removalPolicy,
      stage: props.stage,
      alarm: 'accountDeadLetters',
      meaning: 'Account deletion jobs reached the dead-letter queue: a locked account is not being deleted.',
    }));
  }
}

/** The deletion worker, fed one job at a time from the account queue. */
export class AccountDeletionWorker extends Construct {
  readonly worker: ServiceFunction;

  constructor(scope: Construct, id: string, props: { context: ServiceContext; resources: AccountDeletionResources }) {
    super(scope, id);
    this.worker = new ServiceFunction(this, 'Worker', {
      ...ACCOUNT_DELETION_WORKER,
      description: "Deletes a locked account's items page by page; keeps its ledger and audit trail",
      context: props.context,
      timeoutSeconds: accountQueue.workerTimeoutSeconds,
    });
    this.worker.function.addEventSource(
      new SqsEventSource(props.resources.queue, { batchSize: accountQueue.batchSize, reportBatchItemFailures: true }),
    );
  }
}
