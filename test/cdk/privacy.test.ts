/**
 * POPIA in the stack (docs/privacy.md): the account-deletion queue has its dead-letter queue and alarm, its worker is
 * traced and fed one job at a time with partial batch failures, only the deletion route may queue jobs, and every
 * function is told the content retention period (context `contentRetentionDays`).
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { alarmName } from '../../lib/observability';
import { accountQueue } from '../../lib/tables';
import { actionsOf, functionLogicalId, functionProps, type Json, resourcesOf, roleStatements, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

const ours = (t: Template) =>
  Object.values(resourcesOf(t, 'AWS::Lambda::Function'))
    .map((f) => f.Properties)
    .filter((p) => String(p.FunctionName ?? '').startsWith('sms-test-'));

describe('account deletion (lib/privacy.ts)', () => {
  it('the queue redrives to a DLQ after 5 receives, with a visibility of 6 x the worker timeout', () => {
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const worker = functionProps(template, 'account-deletion-worker');
    expect(worker.Timeout).toBe(accountQueue.workerTimeoutSeconds);
    const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => m.Properties.FunctionName.Ref === functionLogicalId(template, 'account-deletion-worker'),
    );
    expect(mapping).toBeDefined();
    expect(mapping!.Properties.BatchSize).toBe(1);
    expect(mapping!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const queueId = mapping!.Properties.EventSourceArn['Fn::GetAtt'][0];
    const queue = queues[queueId]!.Properties;
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.Timeout);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(5);
    const dlqId = queue.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    const alarm = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).find(
      (a) => a.Properties.AlarmName === alarmName('test', 'accountDeadLetters'),
    );
    expect(JSON.stringify(alarm!.Properties.Dimensions)).toContain(dlqId);
    expect(alarm!.Properties.AlarmDescription).toContain('docs/runbook.md#account-dlq-not-empty');
  });

  it('the worker is traced, may delete in batches and queue its own continuation, and nothing else queues jobs', () => {
    const worker = functionProps(template, 'account-deletion-worker');
    expect(worker.TracingConfig).toEqual({ Mode: 'Active' });
    const actions = actionsOf(roleStatements(template, 'account-deletion-worker'));
    expect(actions).toContain('dynamodb:BatchWriteItem');
    expect(actions).toContain('sqs:SendMessage');
    const withQueue = ours(template)
      .filter((p) => p.Environment.Variables.ACCOUNT_QUEUE_URL !== undefined)
      .map((p) => p.FunctionName)
      .sort();
    expect(withQueue).toEqual(['sms-test-account-deletion', 'sms-test-account-deletion-worker']);
    expect(actionsOf(roleStatements(template, 'account-export'))).not.toContain('sqs:SendMessage');
    expect(actionsOf(roleStatements(template, 'account-export'))).not.toContain('dynamodb:DeleteItem');
  });
});

describe('retention (CONTENT_RETENTION_DAYS)', () => {
  it('every function of ours is told the retention period: 90 days unless the context says otherwise', () => {
    for (const fn of ours(template)) {
      expect(fn.Environment.Variables.CONTENT_RETENTION_DAYS, fn.FunctionName).toBe('90');
    }
    const shorter = synth({ contentRetentionDays: 30 }).template;
    const days = new Set(ours(shorter).map((fn: Json) => fn.Environment.Variables.CONTENT_RETENTION_DAYS));
    expect([...days]).toEqual(['30']);
  });

  it('the table expires items by the ttl attribute the retention module writes', () => {
    const table = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'))[0]!.Properties;
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
  });
});
