/**
 * A work queue with its dead-letter queue and the alarm on dead letters, as every queue of the stage has them (send,
 * import, campaign, webhook, account deletion): SQS-managed encryption (SSE without KMS grants and their wildcard
 * actions on every sender and consumer), TLS only, the timings of its QueueDefinition (lib/tables.ts), and an alarm as
 * soon as one message is dead, which lib/observability.ts gives its action.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { QueueDefinition } from './tables';

export interface DeadLetteredQueueProps {
  /** Prefix of the construct ids (`<prefix>Queue`, `<prefix>DeadLetterQueue`, `<prefix>DeadLetterAlarm`). */
  readonly idPrefix: string;
  readonly definition: QueueDefinition;
  readonly removalPolicy: RemovalPolicy;
  readonly alarmName: string;
  /** What the alarm means, ending with its runbook entry. */
  readonly alarmDescription: string;
}

export interface DeadLetteredQueue {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
}

export function deadLetteredQueue(scope: Construct, props: DeadLetteredQueueProps): DeadLetteredQueue {
  const { idPrefix, definition: def, removalPolicy } = props;
  const deadLetterQueue = new Queue(scope, `${idPrefix}DeadLetterQueue`, {
    retentionPeriod: Duration.seconds(def.dlqRetentionSeconds),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy,
  });
  const queue = new Queue(scope, `${idPrefix}Queue`, {
    visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
    ...(def.retentionSeconds ? { retentionPeriod: Duration.seconds(def.retentionSeconds) } : {}),
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy,
  });
  const deadLetterAlarm = new Alarm(scope, `${idPrefix}DeadLetterAlarm`, {
    alarmName: props.alarmName,
    alarmDescription: props.alarmDescription,
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: 'Maximum',
    }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  return { queue, deadLetterQueue, deadLetterAlarm };
}
