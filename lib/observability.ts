/**
 * What operations watch and are woken by: the alarm topic (SNS, encrypted), the alarms of docs/runbook.md, each with
 * an action on the topic, and one CloudWatch dashboard of the stage. The business metrics come from the functions in
 * the embedded metric format (shared/aws/emf-metrics.ts, names in shared/metrics.ts); the rest are AWS's own metrics
 * of the API, the functions, the queues and the table. See docs/decisions/1101-observability.md.
 */
import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IAlarm,
  type IMetric,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC, METRIC_NAMESPACE, type MetricName, STAGE_DIMENSION } from '../shared/metrics';

/** A message not handed over this long after acceptance wakes someone (docs/decisions/1101-observability.md). */
const MESSAGES_WAITING_MINUTES = 10;
/** Share of 5xx answers, and of failed vendor hand-overs, that alarms (once there is enough traffic to judge). */
const API_5XX_RATE = 0.05;
const VENDOR_FAILURE_RATE = 0.2;
/** Fewer requests or hand-overs than this in five minutes are too few for a rate. */
const MIN_REQUESTS_FOR_RATE = 20;
/** How old the oldest webhook delivery may get on its queue before it alarms. */
const WEBHOOK_BACKLOG_MINUTES = 15;

const FIVE_MINUTES = Duration.minutes(5);
const ONE_MINUTE = Duration.minutes(1);

/** The alarms of docs/runbook.md, by the key the runbook's headings use. */
export const ALARMS = {
  sendDeadLetters: 'send-dlq-not-empty',
  importDeadLetters: 'import-dlq-not-empty',
  campaignDeadLetters: 'campaign-dlq-not-empty',
  webhookDeadLetters: 'webhook-dlq-not-empty',
  accountDeadLetters: 'account-dlq-not-empty',
  callbackDeadLetters: 'callback-dlq-not-empty',
  workerErrors: 'worker-errors',
  sweeperErrors: 'sweeper-errors',
  api5xxRate: 'api-5xx-rate',
  lambdaThrottles: 'lambda-throttles',
  tableThrottles: 'table-throttles',
  vendorFailureRate: 'vendor-failure-rate',
  messagesWaiting: 'messages-waiting',
  webhookBacklog: 'webhook-backlog',
  eventRelayFailures: 'event-relay-failed',
} as const;

export type AlarmKey = keyof typeof ALARMS;

/** The alarm name CloudWatch shows: sms-<stage>-<runbook key>. */
export const alarmName = (stage: string, key: AlarmKey) => `sms-${stage}-${ALARMS[key]}`;

/**
 * The topic every alarm notifies (and tells when it is OK again). Encrypted with a key of its own that CloudWatch
 * may use: alarms cannot publish to a topic under the AWS-managed SNS key.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;
  readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: { stage: string; email?: string }) {
    super(scope, id);
    const key = new Key(this, 'Key', {
      description: `SMS messaging (${props.stage}): encrypts the alarm topic`,
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    this.topic = new Topic(this, 'Topic', {
      topicName: `sms-${props.stage}-alarms`,
      displayName: `SMS messaging (${props.stage}) alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }
}

/** Notifies the topic when the alarm fires and when it is OK again. */
function notify(alarm: IAlarm & Alarm, topic: AlarmTopic): void {
  alarm.addAlarmAction(topic.action);
  alarm.addOkAction(topic.action);
}

/**
 * The webhook-backlog alarm, for the webhook delivery queue once webhooks exist: the oldest delivery waiting longer
 * than WEBHOOK_BACKLOG_MINUTES. Not attached yet (no webhook queue in this stack); docs/runbook.md has its entry.
 */
export function webhookBacklogAlarm(scope: Construct, stage: string, queue: IQueue, topic: AlarmTopic): Alarm {
  const alarm = new Alarm(scope, 'WebhookBacklogAlarm', {
    alarmName: alarmName(stage, 'webhookBacklog'),
    alarmDescription:
      `Webhook deliveries have waited more than ${WEBHOOK_BACKLOG_MINUTES} minutes on their queue. ` +
      'Runbook: docs/runbook.md#webhook-backlog',
    metric: queue.metricApproximateAgeOfOldestMessage({ period: ONE_MINUTE, statistic: 'Maximum' }),
    threshold: WEBHOOK_BACKLOG_MINUTES * 60,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 5,
    datapointsToAlarm: 5,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  notify(alarm, topic);
  return alarm;
}

export interface ObservabilityProps {
  readonly stage: string;
  readonly topic: AlarmTopic;
  readonly api: RestApi;
  readonly table: ITable;
  readonly sendQueue: IQueue;
  readonly sendDeadLetterQueue: IQueue;
  /** The dead-letter alarms the queues' constructs already made, by runbook key. */
  readonly deadLetterAlarms: Partial<Record<AlarmKey, Alarm>>;
  /** The queue consumers and scheduled functions, by handler id. */
  readonly workers: Readonly<Record<string, IFunction>>;
}

export class Observability extends Construct {
  readonly alarms = new Map<AlarmKey, Alarm>();
  readonly dashboard: Dashboard;
  private readonly stage: string;
  private readonly topic: AlarmTopic;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.stage = props.stage;
    this.topic = props.topic;
    const { topic } = props;

    for (const [key, alarm] of Object.entries(props.deadLetterAlarms) as [AlarmKey, Alarm][]) {
      notify(alarm, topic);
      this.alarms.set(key, alarm);
    }

    // Queue workers and scheduled sweepers in two alarms: an alarm's math takes at most 10 metrics.
    const errorsOf = (sweepers: boolean) =>
      Object.entries(props.workers)
        .filter(([name]) => name.endsWith('-sweeper') === sweepers)
        .map(([, fn]) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }));
    const anyErrors = (metrics: IMetric[], label: string) =>
      new MathExpression({
        expression: metrics.map((_, i) => `FILL(e${i}, 0)`).join(' + '),
        usingMetrics: Object.fromEntries(metrics.map((m, i) => [`e${i}`, m])),
        label,
        period: FIVE_MINUTES,
      });
    this.alarm('workerErrors', {
      description: 'A queue worker failed (an error or a timeout of the invocation itself).',
      metric: anyErrors(errorsOf(false), 'Worker errors'),
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    this.alarm('sweeperErrors', {
      description:
        'A scheduled sweeper (pending messages, scheduled messages, campaigns) failed (an error or a timeout).',
      metric: anyErrors(errorsOf(true), 'Sweeper errors'),
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const requests = props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm('api5xxRate', {
      description: `More than ${API_5XX_RATE * 100}% of API requests answered 5xx (at least ${MIN_REQUESTS_FOR_RATE} requests in 5 minutes).`,
      metric: new MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS_FOR_RATE}, errors / requests, 0)`,
        usingMetrics: { requests, errors: serverErrors },
        label: '5xx rate',
        period: FIVE_MINUTES,
      }),
      threshold: API_5XX_RATE,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    // Our functions have no reserved concurrency: they share the region's pool, so the region's throttles are theirs.
    this.alarm('lambdaThrottles', {
      description: "Lambda throttled invocations in this region: the account's concurrency is exhausted.",
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    this.alarm('tableThrottles', {
      description: 'DynamoDB throttled reads or writes of the table (a hot partition or a burst beyond on-demand).',
      metric: new MathExpression({
        expression: 'FILL(r, 0) + FILL(w, 0)',
        usingMetrics: { r: tableMetric('ReadThrottleEvents'), w: tableMetric('WriteThrottleEvents') },
        label: 'Table throttle events',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
      comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    this.alarm('vendorFailureRate', {
      description: `More than ${VENDOR_FAILURE_RATE * 100}% of vendor hand-overs failed (at least ${MIN_REQUESTS_FOR_RATE} in 5 minutes).`,
      metric: new MathExpression({
        expression: `IF(calls >= ${MIN_REQUESTS_FOR_RATE}, FILL(failures, 0) / calls, 0)`,
        usingMetrics: {
          calls: this.business(METRIC.vendorCalls, 'Sum'),
          failures: this.business(METRIC.vendorFailures, 'Sum'),
        },
        label: 'Vendor failure rate',
        period: FIVE_MINUTES,
      }),
      threshold: VENDOR_FAILURE_RATE,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    // Every sweep (once a minute) reports the age, 0 included: no data for five minutes means the sweeper stopped.
    this.alarm('messagesWaiting', {
      description:
        `A message accepted more than ${MESSAGES_WAITING_MINUTES} minutes ago is still not handed to a vendor, ` +
        'or the pending-message sweeper stopped reporting.',
      metric: this.business(METRIC.oldestPendingAge, 'Maximum'),
      threshold: MESSAGES_WAITING_MINUTES * 60,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      missing: TreatMissingData.BREACHING,
    });

    this.dashboard = this.buildDashboard(props, { requests, serverErrors });
  }

  /** A business metric of this stage (dimension Stage only: every emitted point is counted there). */
  private business(name: MetricName, statistic: string, period = FIVE_MINUTES): Metric {
    return new Metric({
      namespace: METRIC_NAMESPACE,
      metricName: name,
      dimensionsMap: { [STAGE_DIMENSION]: this.stage },
      period,
      statistic,
    });
  }

  private alarm(
    key: AlarmKey,
    options: {
      description: string;
      metric: IMetric;
      threshold: number;
      comparison: ComparisonOperator;
      evaluationPeriods: number;
      datapointsToAlarm?: number;
      missing?: TreatMissingData;
    },
  ): Alarm {
    const alarm = new Alarm(this, `${key.charAt(0).toUpperCase()}${key.slice(1)}Alarm`, {
      alarmName: alarmName(this.stage, key),
      alarmDescription: `${options.description} Runbook: docs/runbook.md#${ALARMS[key]}`,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: options.comparison,
      evaluationPeriods: options.evaluationPeriods,
      ...(options.datapointsToAlarm ? { datapointsToAlarm: options.datapointsToAlarm } : {}),
      treatMissingData: options.missing ?? TreatMissingData.NOT_BREACHING,
    });
    notify(alarm, this.topic);
    this.alarms.set(key, alarm);
    return alarm;
  }

  private buildDashboard(props: ObservabilityProps, api: { requests: Metric; serverErrors: Metric }): Dashboard {
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `sms-${this.stage}`,
      defaultInterval: Duration.hours(6),
    });
    const count = (name: MetricName, label: string) => this.business(name, 'Sum').with({ label });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          `# SMS messaging (${this.stage})\nBusiness metrics: namespace \`${METRIC_NAMESPACE}\`, dimension ` +
          '`Stage` (and `Source`, `Vendor`, `Outcome`, `Verdict`, `Route`). Alarms and what to do: `docs/runbook.md`.',
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...this.alarms.values()], width: 24, height: 3 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Messages',
        width: 12,
        left: [
          count(METRIC.accepted, 'accepted'),
          count(METRIC.blocked, 'blocked'),
          count(METRIC.sent, 'sent'),
          count(METRIC.delivered, 'delivered'),
          count(METRIC.failed, 'failed'),
          count(METRIC.refunded, 'refunded'),
        ],
      }),
      new GraphWidget({
        title: 'Vendor hand-overs',
        width: 12,
        left: [count(METRIC.vendorCalls, 'hand-overs'), count(METRIC.vendorFailures, 'failed')],
        right: [
          this.business(METRIC.vendorLatency, 'p50').with({ label: 'latency p50 (ms)' }),
          this.business(METRIC.vendorLatency, 'p99').with({ label: 'latency p99 (ms)' }),
        ],
      }),
    );
    const verdict = (v: string) =>
      new Metric({
        namespace: METRIC_NAMESPACE,
        metricName: METRIC.moderation,
        dimensionsMap: { [STAGE_DIMENSION]: this.stage, Verdict: v },
        period: FIVE_MINUTES,
        statistic: 'Sum',
        label: v.toLowerCase(),
      });
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Moderation verdicts',
        width: 8,
        left: ['ALLOWED', 'FLAGGED', 'BLOCKED'].map(verdict),
      }),
      new GraphWidget({
        title: 'Rate-limit refusals (429) by route',
        width: 8,
        left: [
          new MathExpression({
            expression: `SEARCH('{${METRIC_NAMESPACE},${STAGE_DIMENSION},Route} MetricName="${METRIC.rateLimited}" ${STAGE_DIMENSION}="${this.stage}"', 'Sum', 300)`,
            label: '',
            period: FIVE_MINUTES,
          }),
        ],
      }),
      new GraphWidget({
        title: 'Twilio callbacks dropped, by reason',
        width: 8,
        left: [
          new MathExpression({
            expression: `SEARCH('{${METRIC_NAMESPACE},${STAGE_DIMENSION},Reason} MetricName="${METRIC.twilioCallbacksDropped}" ${STAGE_DIMENSION}="${this.stage}"', 'Sum', 300)`,
            label: '',
            period: FIVE_MINUTES,
          }),
        ],
      }),
      new GraphWidget({
        title: 'Oldest message waiting for hand-over (s)',
        width: 8,
        left: [this.business(METRIC.oldestPendingAge, 'Maximum', ONE_MINUTE).with({ label: 'oldest QUEUED/SENDING' })],
        leftAnnotations: [{ value: MESSAGES_WAITING_MINUTES * 60, label: 'alarm' }],
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        width: 12,
        left: [
          api.requests.with({ label: 'requests' }),
          props.api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum', label: '4xx' }),
          api.serverErrors.with({ label: '5xx' }),
        ],
        right: [
          props.api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'latency p50 (ms)' }),
          props.api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'latency p99 (ms)' }),
        ],
      }),
      new GraphWidget({
        title: 'Workers: invocations, errors, duration',
        width: 12,
        left: Object.entries(props.workers).map(([name, fn]) =>
          fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: `${name} errors` }),
        ),
        right: Object.entries(props.workers).map(([name, fn]) =>
          fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: `${name} p99 (ms)` }),
        ),
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Send queue',
        width: 8,
        left: [
          props.sendQueue.metricApproximateNumberOfMessagesVisible({ label: 'waiting', period: ONE_MINUTE }),
          props.sendDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
            label: 'dead letters',
            period: ONE_MINUTE,
          }),
        ],
        right: [props.sendQueue.metricApproximateAgeOfOldestMessage({ label: 'oldest (s)', period: ONE_MINUTE })],
      }),
      new GraphWidget({
        title: 'Table: consumed capacity and throttles',
        width: 8,
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, label: 'read units' }),
          props.table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, label: 'write units' }),
        ],
        right: ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
          (metricName) =>
            new Metric({
              namespace: 'AWS/DynamoDB',
              metricName,
              dimensionsMap: { TableName: props.table.tableName },
              period: FIVE_MINUTES,
              statistic: 'Sum',
              label: metricName,
            }),
        ),
      }),
      new SingleValueWidget({
        title: 'Lambda throttles (region, 5 min)',
        width: 8,
        metrics: [
          new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: FIVE_MINUTES, statistic: 'Sum' }),
        ],
      }),
    );
    return dashboard;
  }
}
