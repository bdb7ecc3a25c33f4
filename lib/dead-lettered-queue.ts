/**
 * The one way the stage builds a queue: every work queue (send, import, campaign, webhook, callback overflow, account
 * deletion) with its dead-letter queue and the alarm on dead letters, a second lane into an existing dead-letter queue
 * (the webhook retries), and an on-failure destination with its alarm (the change stream's relay). All of them get
 * SQS-managed encryption (SSE without KMS grants and their wildcard actions on every sender and consumer), TLS only and
 * the timings of their QueueDefinition (lib/tables.ts); every dead-letter queue alarms as soon as one message is in it,
 * named after its runbook entry, which lib/observability.ts gives its action. test/cdk/invariants.test.ts asserts that no
 * queue of the template escapes this.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ALARMS, type AlarmKey, alarmName } from './observability';
import type { QueueDefinition } from './tables';

/** The alarm on a dead-letter queue: its runbook entry, and what a message there means (the runbook link follows). */
interface DeadLetterAlarmProps {
  readonly stage: string;
  readonly alarm: AlarmKey;
  readonly meaning: string;
}

export interface AlarmedDeadLetterQueueProps extends DeadLetterAlarmProps {
  /** Construct ids of the queue and of its alarm. */
  readonly ids: { readonly queue: string; readonly alarm: string };
  readonly retentionSeconds: number;
  readonly removalPolicy: RemovalPolicy;
}

/** A dead-letter queue (or an event source's on-failure destination) and the alarm on its first message. */
export function alarmedDeadLetterQueue(
  scope: Construct,
  props: AlarmedDeadLetterQueueProps,
): { queue: Queue; alarm: Alarm } {
  const queue = new Queue(scope, props.ids.queue, {
    retentionPeriod: Duration.seconds(props.retentionSeconds),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy: props.removalPolicy,
  });
  const alarm = new Alarm(scope, props.ids.alarm, {
    alarmName: alarmName(props.stage, props.alarm),
    alarmDescription: `${props.meaning} Runbook: docs/runbook.md#${ALARMS[props.alarm]}`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  return { queue, alarm };
}

export interface DeadLetteredQueueProps extends DeadLetterAlarmProps {
  /** Prefix of the construct ids (`<prefix>Queue`, `<prefix>DeadLetterQueue`, `<prefix>DeadLetterAlarm`). */
  readonly idPrefix: string;
  readonly definition: QueueDefinition;
  readonly removalPolicy: RemovalPolicy;
}

export interface DeadLetteredQueue {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
}

/** A work queue whose messages go, after `maxReceiveCount` receives, to `deadLetters` (whose alarm they then raise). */
function workQueue(
  scope: Construct,
  id: string,
  def: QueueDefinition,
  deadLetters: Queue,
  removalPolicy: RemovalPolicy,
): Queue {
  if (def.visibilityTimeoutSeconds < 6 * def.workerTimeoutSeconds) {
    throw new Error(
      `${id}: visibility timeout (${def.visibilityTimeoutSeconds} s) must be at least 6 x the worker timeout ` +
        `(${def.workerTimeoutSeconds} s)`,
    );
  }
  return new Queue(scope, id, {
    visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
    ...(def.retentionSeconds ? { retentionPeriod: Duration.seconds(def.retentionSeconds) } : {}),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: def.maxReceiveCount },
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy,
  });
}

/** A work queue with its own dead-letter queue and alarm. */
export function deadLetteredQueue(scope: Construct, props: DeadLetteredQueueProps): DeadLetteredQueue {
  const { idPrefix, definition: def, removalPolicy } = props;
  const { queue: deadLetterQueue, alarm: deadLetterAlarm } = alarmedDeadLetterQueue(scope, {
    ...props,
    ids: { queue: `${idPrefix}DeadLetterQueue`, alarm: `${idPrefix}DeadLetterAlarm` },
    retentionSeconds: def.dlqRetentionSeconds,
  });
  const queue = workQueue(scope, `${idPrefix}Queue`, def, deadLetterQueue, removalPolicy);
  return { queue, deadLetterQueue, deadLetterAlarm };
}

/** Another lane into an existing queue's dead-letter queue: its dead jobs raise the same alarm. */
export function laneInto(
  scope: Construct,
  id: string,
  props: { definition: QueueDefinition; into: DeadLetteredQueue; removalPolicy: RemovalPolicy },
): Queue {
  return workQueue(scope, id, props.definition, props.into.deadLetterQueue, props.removalPolicy);
}
