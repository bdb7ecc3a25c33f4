/**
 * Asynchronous sending: the send queue and its dead-letter queue (built from lib/tables.ts), the worker that consumes
 * it, the sweeper that rescues messages stuck in QUEUED/SENDING, and the alarm on dead letters.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetteredQueue } from './dead-lettered-queue';
import { type ServiceContext, ServiceFunction } from './function';
import { PENDING_SWEEPER, SCHEDULED_SWEEPER, SEND_WORKER } from './service-functions';
import { type QueueDefinition, sendQueue } from './tables';

/**
 * Invocations of the scheduled-message sweeper each minute, each walking its share of the index's partitions: ~3,000
 * releases a second each (docs/capacity.md), so 5 hold 10,000 a second with room. At most 5 (a rule's targets).
 */
export const SCHEDULED_SWEEP_SLICES = 5;

export interface SendQueuesProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
  readonly definition?: QueueDefinition;
}

export class SendQueues extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
  readonly definition: QueueDefinition;

  constructor(scope: Construct, id: string, props: SendQueuesProps) {
    super(scope, id);
    const def = props.definition ?? sendQueue;
    this.definition = def;
    ({
      queue: this.queue,
      deadLetterQueue: this.deadLetterQueue,
      deadLetterAlarm: this.deadLetterAlarm,
    } = deadLetteredQueue(this, {
      idPrefix: '',
      definition: def,
      removalPolicy: props.removalPolicy,
      stage: props.stage,
      alarm: 'sendDeadLetters',
      meaning: 'Messages reached the send dead-letter queue: they failed every delivery attempt.',
    }));
  }
}

export interface MessageWorkersProps {
  readonly context: ServiceContext;
  readonly definition: QueueDefinition;
}

export class MessageWorkers extends Construct {
  readonly sendWorker: ServiceFunction;
  readonly pendingSweeper: ServiceFunction;
  readonly sweepSchedule: Rule;
  readonly scheduledSweeper: ServiceFunction;

  constructor(scope: Construct, id: string, props: MessageWorkersProps) {
    super(scope, id);
    const { context, definition } = props;

    this.sendWorker = new ServiceFunction(this, 'SendWorker', {
      ...SEND_WORKER,
      description: 'Consumes the send queue: delivers each message to its SMS vendor',
      context,
      memoryMb: 512,
      timeoutSeconds: definition.workerTimeoutSeconds,
    });
    // Consume: ReceiveMessage, DeleteMessage, ChangeMessageVisibility, GetQueueAttributes, GetQueueUrl.
    this.sendWorker.function.addEventSource(
      new SqsEventSource(context.queue, { batchSize: definition.batchSize, reportBatchItemFailures: true }),
    );

    this.pendingSweeper = new ServiceFunction(this, 'PendingSweeper', {
      ...PENDING_SWEEPER,
      description:
        'Every minute: re-enqueues or finalises messages stuck in QUEUED, and settles unconfirmed hand-overs by ' +
        "the vendor's status lookup",
      context,
      // Finishes well inside its one-minute period, so two sweeps never overlap.
      timeoutSeconds: 50,
    });
    // A failed sweep is not retried: the next one starts within a minute and sees the same pending messages.
    this.pendingSweeper.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    this.sweepSchedule = new Rule(this, 'SweepSchedule', {
      description: 'Runs the pending-message sweeper every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [
        new LambdaFunction(this.pendingSweeper.function, { retryAttempts: 2, maxEventAge: Duration.minutes(1) }),
      ],
    });

    // Scheduled messages (the Twilio-compatible SendAt): each minute's due messages onto the send queue (decision 1607).
    this.scheduledSweeper = new ServiceFunction(this, 'ScheduledSweeper', {
      ...SCHEDULED_SWEEPER,
      description: 'Every minute: releases scheduled messages whose SendAt came onto the send queue',
      context,
      memoryMb: 1024,
      timeoutSeconds: 50,
    });
    // A failed run is not retried: the next one starts from the same cursor within a minute.
    this.scheduledSweeper.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    // One run per slice of the index's partitions, side by side: 10,000 releases a second (docs/capacity.md).
    new Rule(this, 'ScheduledSendSchedule', {
      description: 'Runs the scheduled-message sweeper every minute, one invocation per slice of its partitions',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: Array.from(
        { length: SCHEDULED_SWEEP_SLICES },
        (_, slice) =>
          new LambdaFunction(this.scheduledSweeper.function, {
            event: RuleTargetInput.fromObject({ slice, slices: SCHEDULED_SWEEP_SLICES }),
            retryAttempts: 2,
            maxEventAge: Duration.minutes(1),
          }),
      ),
    });
  }
}
