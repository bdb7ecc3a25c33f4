/**
 * Real delivery and webhooks (issue 13): the AWS End User Messaging SMS configuration set whose event destination
 * publishes delivery events to an SNS topic (two-way replies of the origination identities go to the same topic), the
 * function SNS invokes with them, and the webhook queue with its dead-letter queue, alarm and worker.
 */
import { Annotations, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnConfigurationSet } from 'aws-cdk-lib/aws-smsvoice';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmedDeadLetterQueue, deadLetteredQueue, laneInto } from './dead-lettered-queue';
import { type ServiceContext, ServiceFunction } from './function';
import { AWS_SMS_EVENTS, CALLBACK_OVERFLOW_WORKER, EVENT_RELAY, WEBHOOK_WORKER } from './service-functions';
import { callbackOverflowQueue, eventStream, webhookQueue, webhookRetryQueue } from './tables';

export interface DeliveryResourcesProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

/** What the functions are granted: the webhook queue and the configuration set they send with. */
export class DeliveryResources extends Construct {
  readonly webhookQueue: Queue;
  /** The retry lane: retries, tests and failing endpoints' events (docs/decisions/1020-webhook-isolation.md). */
  readonly webhookRetryQueue: Queue;
  /** Webhook jobs failed every time (notifies the alarm topic: lib/observability.ts). */
  readonly deadLetterAlarm: Alarm;
  /** Vendor callbacks past their account's limit (docs/decisions/1021-callback-limit-per-account.md). */
  readonly callbackOverflowQueue: Queue;
  /** Deferred callbacks failed every time. */
  readonly callbackDeadLetterAlarm: Alarm;
  readonly smsEvents: Topic;
  readonly configurationSet: CfnConfigurationSet;
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: DeliveryResourcesProps) {
    super(scope, id);
    this.smsEvents = new Topic(this, 'SmsEvents', {
      displayName: `SMS delivery events and replies (${props.stage})`,
      enforceSSL: true,
    });
    Validations.of(this.smsEvents).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'AWS End User Messaging SMS publishes to this topic as a service principal, which an AWS-managed SNS key ' +
        'does not admit; the events carry message ids, statuses and replies, read only by our own function.',
    });
    const stack = Stack.of(this);
    // Only the SMS service of this account may publish.
    this.smsEvents.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('sms-voice.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.smsEvents.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    this.configurationSetName = `sms-${props.stage}-events`;
    this.configurationSet = new CfnConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      eventDestinations: [
        {
          eventDestinationName: 'receipts',
          enabled: true,
          matchingEventTypes: ['TEXT_ALL'],
          snsDestination: { topicArn: this.smsEvents.topicArn },
        },
      ],
    });

    const webhooks = deadLetteredQueue(this, {
      idPrefix: 'Webhook',
      definition: webhookQueue,
      removalPolicy: props.removalPolicy,
      stage: props.stage,
      alarm: 'webhookDeadLetters',
      meaning: 'Webhook jobs reached the dead-letter queue: the worker failed them every time.',
    });
    this.webhookQueue = webhooks.queue;
    this.deadLetterAlarm = webhooks.deadLetterAlarm;
    // Same dead-letter queue and alarm: a job of either lane that failed every time is a dead webhook job.
    this.webhookRetryQueue = laneInto(this, 'WebhookRetryQueue', {
      definition: webhookRetryQueue,
      into: webhooks,
      removalPolicy: props.removalPolicy,
    });
    ({ queue: this.callbackOverflowQueue, deadLetterAlarm: this.callbackDeadLetterAlarm } = deadLetteredQueue(this, {
      idPrefix: 'CallbackOverflow',
      definition: callbackOverflowQueue,
      removalPolicy: props.removalPolicy,
      stage: props.stage,
      alarm: 'callbackDeadLetters',
      meaning:
        'Vendor callbacks deferred past their account limit reached the dead-letter queue: applying them failed ' +
        'every time.',
    }));
  }
}

/** The webhook worker, the change-stream relay that feeds it and the function the SMS events topic invokes. */
export class DeliveryWorkers extends Construct {
  readonly webhookWorker: ServiceFunction;
  /** Applies the vendor callbacks deferred past their account's limit (decision 1021). */
  readonly callbackOverflowWorker: ServiceFunction;
  readonly eventRelay?: ServiceFunction;
  /** Changes whose events were never queued (notifies the alarm topic when the stack attaches it). */
  readonly eventRelayAlarm?: Alarm;
  readonly smsEvents: ServiceFunction;

  constructor(scope: Construct, id: string, props: { context: ServiceContext; resources: DeliveryResources }) {
    super(scope, id);
    const { context, resources } = props;
    this.webhookWorker = new ServiceFunction(this, 'WebhookWorker', {
      ...WEBHOOK_WORKER,
      description: "Delivers webhook events to customers' endpoints, with retries, and logs every attempt",
      context,
      timeoutSeconds: webhookQueue.workerTimeoutSeconds,
    });
    this.webhookWorker.function.addEventSource(
      new SqsEventSource(resources.webhookQueue, { batchSize: webhookQueue.batchSize, reportBatchItemFailures: true }),
    );
    // The retry lane, at most maxConcurrency batches at a time (decision 1020): endpoints that hang wait there.
    this.webhookWorker.function.addEventSource(
      new SqsEventSource(resources.webhookRetryQueue, {
        batchSize: webhookRetryQueue.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: webhookRetryQueue.maxConcurrency,
      }),
    );
    // The callbacks' overflow lane, at most maxConcurrency batches at a time (decision 1021): one account's flood of
    // checked callbacks takes no more of the table and of Lambda than that.
    this.callbackOverflowWorker = new ServiceFunction(this, 'CallbackOverflowWorker', {
      ...CALLBACK_OVERFLOW_WORKER,
      description: "Applies vendor callbacks that came past their account's limit (receipts and replies), later",
      context,
      timeoutSeconds: callbackOverflowQueue.workerTimeoutSeconds,
    });
    this.callbackOverflowWorker.function.addEventSource(
      new SqsEventSource(resources.callbackOverflowQueue, {
        batchSize: callbackOverflowQueue.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: callbackOverflowQueue.maxConcurrency,
      }),
    );
    // The table's change stream into the webhook queue (docs/decisions/1010-events-from-the-change-stream.md): only
    // the entities that make events reach the function (the filter is not billed); a batch that keeps failing goes to
    // the on-failure queue, with an alarm, after its retries.
    if (context.table.tableStreamArn) {
      this.eventRelay = new ServiceFunction(this, 'EventRelay', {
        ...EVENT_RELAY,
        description: "The table's change stream to the webhook queue: one event per state change, at least once",
        context,
        timeoutSeconds: eventStream.timeoutSeconds,
      });
      const { queue: failed, alarm } = alarmedDeadLetterQueue(this, {
        ids: { queue: 'EventRelayFailures', alarm: 'EventRelayFailuresAlarm' },
        retentionSeconds: eventStream.failuresRetentionSeconds,
        removalPolicy: context.removalPolicy,
        stage: context.stage,
        alarm: 'eventRelayFailures',
        meaning:
          'Table changes whose webhook events could not be queued after every retry (their stream positions are in ' +
          'the on-failure queue).',
      });
      this.eventRelayAlarm = alarm;
      Validations.of(failed).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          "The stream mapping's on-failure destination: a dead-letter queue itself (it holds the stream positions of " +
          'changes whose events were never queued, alarmed on its first message).',
      });
      this.eventRelay.function.addEventSource(
        new DynamoEventSource(context.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: eventStream.batchSize,
          maxBatchingWindow: Duration.seconds(eventStream.maxBatchingWindowSeconds),
          retryAttempts: eventStream.retryAttempts,
          maxRecordAge: Duration.seconds(eventStream.maxRecordAgeSeconds),
          parallelizationFactor: eventStream.parallelizationFactor,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(failed),
          filters: [
            FilterCriteria.filter({
              dynamodb: { NewImage: { entity: { S: FilterRule.or(...eventStream.entities) } } },
            }),
          ],
        }),
      );
    } else {
      Annotations.of(this).addError(
        'The table has no change stream: webhook events would never be sent. Turn it on for a restored table ' +
          '(scripts/recovery.ts does) and pass its ARN as context tableStreamArn (docs/recovery.md).',
      );
    }
    this.smsEvents = new ServiceFunction(this, 'SmsEvents', {
      ...AWS_SMS_EVENTS,
      description: 'AWS End User Messaging SMS delivery events and replies, from the SNS topic',
      context,
    });
    resources.smsEvents.addSubscription(new LambdaSubscription(this.smsEvents.function));
  }
}
