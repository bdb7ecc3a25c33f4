/**
 * Issue 17's "Done when" for operations: every alarm of docs/runbook.md exists with an action (and an OK action) on
 * the alarm topic, every function of ours is traced (X-Ray active) and reports business metrics, and the dashboard
 * exists and shows the business metrics and the alarms. Also: a stage can run on a restored table (docs/recovery.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/function';
import { ALARMS, type AlarmKey, AlarmTopic, alarmName, webhookBacklogAlarm } from '../../lib/observability';
import { routes } from '../../lib/routes';
import { METRIC } from '../../shared/metrics';
import { buildStack, type Json, resourcesOf, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

const WORKERS = [
  'send-worker',
  'pending-sweeper',
  'scheduled-sweeper',
  'import-worker',
  'campaign-worker',
  'campaign-sweeper',
  'webhook-worker',
  'callback-overflow-worker',
  'aws-sms-events',
  'account-deletion-worker',
  'event-relay',
];
/** Every alarm is attached in the stage (the webhook backlog too, since webhooks landed). */
const NOT_YET: AlarmKey[] = [];

/** The alarm topic (the stage has another: AWS End User Messaging SMS events, lib/delivery.ts). */
function topicId(t: Template): string {
  const topics = Object.entries(resourcesOf(t, 'AWS::SNS::Topic')).filter(
    ([, r]) => r.Properties.TopicName === 'sms-test-alarms',
  );
  expect(topics).toHaveLength(1);
  return topics[0]![0];
}

function alarmsByName(t: Template): Map<string, Json> {
  return new Map(
    Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm')).map((a) => [a.Properties.AlarmName, a.Properties]),
  );
}

describe('alarms', () => {
  it('every alarm of the runbook exists and notifies the alarm topic when it fires and when it clears', () => {
    const topic = topicId(template);
    const alarms = alarmsByName(template);
    const expected = (Object.keys(ALARMS) as AlarmKey[]).filter((k) => !NOT_YET.includes(k));
    for (const key of expected) {
      const alarm = alarms.get(alarmName('test', key));
      expect(alarm, key).toBeDefined();
      expect(alarm.AlarmActions, key).toEqual([{ Ref: topic }]);
      expect(alarm.OKActions, key).toEqual([{ Ref: topic }]);
      expect(alarm.AlarmDescription, key).toContain(`docs/runbook.md#${ALARMS[key]}`);
    }
    // No alarm without an action anywhere in the stage.
    for (const [name, alarm] of alarms) expect(alarm.AlarmActions, name).toEqual([{ Ref: topic }]);
    expect(alarms.size).toBe(expected.length);
  });

  it('every alarm has its entry in docs/runbook.md', () => {
    const runbook = readFileSync(join(PROJECT_ROOT, 'docs/runbook.md'), 'utf8');
    const anchors = new Set([...runbook.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.trim()));
    for (const key of Object.values(ALARMS)) expect(anchors.has(key), key).toBe(true);
  });

  it('alarms on the right signals', () => {
    const alarms = alarmsByName(template);
    const json = (key: AlarmKey) => JSON.stringify(alarms.get(alarmName('test', key)));
    const deadLetters = [
      'sendDeadLetters',
      'importDeadLetters',
      'campaignDeadLetters',
      'webhookDeadLetters',
      'accountDeadLetters',
      'callbackDeadLetters',
      'eventRelayFailures',
    ] as const;
    for (const key of deadLetters) {
      expect(json(key)).toContain('ApproximateNumberOfMessagesVisible');
    }
    const errorsIn = (key: AlarmKey) =>
      alarms.get(alarmName('test', key)).Metrics.filter((m: Json) => m.MetricStat?.Metric.MetricName === 'Errors');
    const sweepers = WORKERS.filter((w) => w.endsWith('-sweeper'));
    expect(errorsIn('workerErrors')).toHaveLength(WORKERS.length - sweepers.length);
    expect(errorsIn('sweeperErrors')).toHaveLength(sweepers.length);
    expect(json('api5xxRate')).toContain('5XXError');
    expect(json('lambdaThrottles')).toContain('"Throttles"');
    expect(json('tableThrottles')).toContain('WriteThrottleEvents');
    expect(json('vendorFailureRate')).toContain(METRIC.vendorFailures);
    const waiting = alarms.get(alarmName('test', 'messagesWaiting'));
    expect(waiting.MetricName).toBe(METRIC.oldestPendingAge);
    expect(waiting.Threshold).toBe(600);
    // A sweeper that stops reporting is an alarm too.
    expect(waiting.TreatMissingData).toBe('breaching');
  });

  it('the webhook-backlog helper gives a webhook queue its alarm on the topic', () => {
    const stack = new Stack(new App(), 'Webhooks');
    const topic = new AlarmTopic(stack, 'Alarms', { stage: 'test' });
    webhookBacklogAlarm(stack, 'test', new Queue(stack, 'WebhookQueue'), topic);
    const t = Template.fromStack(stack);
    const alarm = alarmsByName(t).get(alarmName('test', 'webhookBacklog'));
    expect(alarm.MetricName).toBe('ApproximateAgeOfOldestMessage');
    expect(alarm.AlarmActions).toEqual([{ Ref: topicId(t) }]);
  });

  it('the topic is encrypted with a key CloudWatch may use, refuses plain HTTP, and can mail someone', () => {
    const topic = resourcesOf(template, 'AWS::SNS::Topic')[topicId(template)]!.Properties;
    expect(topic.KmsMasterKeyId).toBeDefined();
    const keyId = topic.KmsMasterKeyId['Fn::GetAtt'][0];
    const key = resourcesOf(template, 'AWS::KMS::Key')[keyId]!.Properties;
    expect(JSON.stringify(key.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const policy = Object.values(resourcesOf(template, 'AWS::SNS::TopicPolicy'))[0]!.Properties;
    expect(JSON.stringify(policy)).toContain('aws:SecureTransport');
    const mailed = synth({ alarmEmail: 'ops@example.co.za' }).template;
    mailed.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.co.za' });
  });
});

describe('functions', () => {
  const ours = () =>
    Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
      .map((f) => f.Properties)
      .filter((p) => typeof p.FunctionName === 'string' && p.FunctionName.startsWith('sms-test-'));

  // Every function traced: test/cdk/invariants.test.ts.
  it('has every function of ours, each route, the authorizer and the workers, write business metrics as EMF', () => {
    const names = new Set(ours().map((fn) => fn.FunctionName));
    const expected = [...routes.filter((r) => !r.localOnly).map((r) => r.id), 'authorizer', ...WORKERS];
    for (const id of expected) expect(names.has(`sms-test-${id}`), id).toBe(true);
    for (const fn of ours()) expect(fn.Environment.Variables.METRICS, fn.FunctionName).toBe('emf');
  });
});

describe('dashboard', () => {
  it('exists, with every business metric and the alarms', () => {
    const dashboards = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const dashboard = dashboards[0]!.Properties;
    expect(dashboard.DashboardName).toBe('sms-test');
    const body = JSON.stringify(dashboard.DashboardBody);
    for (const name of Object.values(METRIC)) expect(body, name).toContain(name);
    expect(body).toContain('"type\\":\\"alarm\\"');
    for (const worker of WORKERS) expect(body).toContain(`${worker} errors`);
  });
});

describe('a stage on a restored table (context tableName)', () => {
  it('creates no table and points every function, grant and alarm at the named one, with cdk-nag clean', () => {
    const restored = {
      existingTableName: 'sms-prod-restored-20261123',
      existingTableStreamArn:
        'arn:aws:dynamodb:af-south-1:111111111111:table/sms-prod-restored-20261123/stream/2026-11-23T10:00:00.000',
    };
    const { app, stack } = buildStack(restored);
    const t = synth(restored).template;
    t.resourceCountIs('AWS::DynamoDB::Table', 0);
    const fns = Object.values(resourcesOf(t, 'AWS::Lambda::Function'))
      .map((f) => f.Properties)
      .filter((p) => String(p.FunctionName ?? '').startsWith('sms-test-'));
    for (const fn of fns) expect(fn.Environment.Variables.TABLE_NAME).toBe('sms-prod-restored-20261123');
    expect(JSON.stringify(resourcesOf(t, 'AWS::IAM::Policy'))).toContain('table/sms-prod-restored-20261123');
    expect(JSON.stringify(alarmsByName(t).get(alarmName('test', 'tableThrottles')))).toContain(
      'sms-prod-restored-20261123',
    );
    app.synth();
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName}: ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
    expect(stack.data.ownsTable).toBe(false);
    // The webhook events' relay reads the restored table's stream (docs/decisions/1010).
    expect(JSON.stringify(resourcesOf(t, 'AWS::Lambda::EventSourceMapping'))).toContain(
      restored.existingTableStreamArn,
    );
  });

  it('refuses a restored table without its change stream: no webhook event would ever be sent', () => {
    const { stack } = buildStack({ existingTableName: 'sms-prod-restored-20261123' });
    const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('no change stream'));
    expect(errors).toHaveLength(1);
  });
});
