import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_SWEEP_SLICES } from '../../lib/messaging';
import { mainTable, sendQueue } from '../../lib/tables';
import { actionsOf, functionLogicalId, functionProps, type Json, resourcesOf, roleStatements, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

function queues(): { id: string; props: Json }[] {
  return Object.entries(resourcesOf(template, 'AWS::SQS::Queue')).map(([id, q]) => ({ id, props: q.Properties }));
}

describe('table (lib/tables.ts mainTable)', () => {
  it('is on-demand, encrypted, with PITR, the TTL attribute and both GSIs of the definition', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const table = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'))[0]!.Properties;
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: mainTable.ttlAttribute, Enabled: true });
    expect(table.SSESpecification.SSEEnabled).toBe(true);
    expect(table.KeySchema).toEqual([
      { AttributeName: mainTable.partitionKey, KeyType: 'HASH' },
      { AttributeName: mainTable.sortKey, KeyType: 'RANGE' },
    ]);
    expect(
      table.GlobalSecondaryIndexes.map((gsi: Json) => ({
        name: gsi.IndexName,
        partitionKey: gsi.KeySchema[0].AttributeName,
        sortKey: gsi.KeySchema[1].AttributeName,
      })),
    ).toEqual(mainTable.indexes);
  });

  it('is retained with deletion protection in prod only', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    const prod = synth({ stage: 'prod' }).template;
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    prod.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
    prod.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });
});

describe('send queue (lib/tables.ts sendQueue)', () => {
  it('has a DLQ after maxReceiveCount 5 and a visibility timeout of at least 6 x the worker timeout', () => {
    const main = queues().find((q) => q.props.RedrivePolicy);
    expect(main).toBeDefined();
    const workerTimeout = functionProps(template, 'send-worker').Timeout;
    expect(workerTimeout).toBe(sendQueue.workerTimeoutSeconds);
    expect(main!.props.VisibilityTimeout).toBe(sendQueue.visibilityTimeoutSeconds);
    expect(main!.props.VisibilityTimeout).toBeGreaterThanOrEqual(6 * workerTimeout);
    expect(main!.props.RedrivePolicy.maxReceiveCount).toBe(5);
    const dlqId = main!.props.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    const dlq = queues().find((q) => q.id === dlqId)!;
    expect(dlq.props.MessageRetentionPeriod).toBe(sendQueue.dlqRetentionSeconds);
  });

  it('feeds the worker with partial batch responses and the batch size of the definition', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionLogicalId(template, 'send-worker') },
      BatchSize: sendQueue.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets the worker consume, change visibility, send (backoff), read/write messages and open vendor credentials', () => {
    const actions = actionsOf(roleStatements(template, 'send-worker'));
    for (const action of [
      'sqs:ReceiveMessage',
      'sqs:DeleteMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:SendMessage',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      'dynamodb:PutItem',
      'kms:Decrypt',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
    // Sending only opens credentials: sealing them is the settings route's.
    expect(actions.has('kms:Encrypt')).toBe(false);
    expect(functionProps(template, 'send-worker').Environment.Variables.QUEUE_URL).toBeDefined();
    expect(functionProps(template, 'send-worker').Environment.Variables.VENDOR_KMS_KEY_ARN).toBeDefined();
  });

  it('alarms on any message in the DLQ', () => {
    const dlqId = queues().find((q) => !q.props.RedrivePolicy)!.id;
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
    });
  });
});

describe('pending sweeper', () => {
  it('runs every minute with table read/write and queue send', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId(template, 'pending-sweeper'), 'Arn'] } })],
    });
    const actions = actionsOf(roleStatements(template, 'pending-sweeper'));
    expect(actions.has('dynamodb:UpdateItem')).toBe(true);
    expect(actions.has('sqs:SendMessage')).toBe(true);
    expect(actions.has('sqs:ReceiveMessage')).toBe(false);
    expect(functionProps(template, 'pending-sweeper').Timeout).toBeLessThan(60);
  });
});

describe('scheduled-message sweeper (decision 1607)', () => {
  it('runs every minute, queries the table, writes only messages, sends to the send queue, never consumes it', () => {
    // One target per slice of the index's partitions, every slice named once.
    const arn = { 'Fn::GetAtt': [functionLogicalId(template, 'scheduled-sweeper'), 'Arn'] };
    const rule = Object.values(template.findResources('AWS::Events::Rule')).find((r) =>
      JSON.stringify(r.Properties.Targets).includes(JSON.stringify(arn)),
    );
    expect(rule?.Properties.ScheduleExpression).toBe('rate(1 minute)');
    const slices = ((rule?.Properties.Targets ?? []) as { Input: string }[]).map((t) => JSON.parse(t.Input));
    expect(slices).toEqual(
      Array.from({ length: SCHEDULED_SWEEP_SLICES }, (_, slice) => ({ slice, slices: SCHEDULED_SWEEP_SLICES })),
    );
    const statements = roleStatements(template, 'scheduled-sweeper');
    const actions = actionsOf(statements);
    expect(actions.has('dynamodb:Query')).toBe(true);
    expect(actions.has('sqs:SendMessage')).toBe(true);
    expect(actions.has('sqs:ReceiveMessage')).toBe(false);
    expect(actions.has('dynamodb:DeleteItem')).toBe(false);
    expect(actions.has('dynamodb:PutItem')).toBe(false);
    // Its UpdateItem is held to message items (dynamodb:LeadingKeys), never balances or the ledger.
    const update = statements.find((s) => ([] as unknown[]).concat(s.Action).includes('dynamodb:UpdateItem'));
    expect(JSON.stringify(update?.Condition)).toContain('MESSAGE#');
    expect(functionProps(template, 'scheduled-sweeper').Timeout).toBeLessThan(60);
  });
});

describe('keys and secrets', () => {
  it('rotates the vendor-credentials KMS key', () => {
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('holds the signing keys as a JSON secret', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ SecretStringTemplate: Match.stringLikeRegexp('^\\{.*\\}$') }),
    });
  });
});

describe('account e-mail (issue 14 point 1)', () => {
  it('creates the SES identity of the sender; the functions that mail send as it and know it', () => {
    const identities = Object.values(resourcesOf(template, 'AWS::SES::EmailIdentity')).map((r) => r.Properties);
    expect(identities).toHaveLength(1);
    const from = identities[0]!.EmailIdentity as string;
    for (const id of ['auth-register', 'auth-password-reset', 'auth-verify-email-resend']) {
      const statements = roleStatements(template, id).filter((s) => actionsOf([s]).has('ses:SendEmail'));
      expect(statements, id).toHaveLength(1);
      expect(JSON.stringify(statements[0]!.Resource), id).toContain(`identity/${from}`);
      expect(functionProps(template, id).Environment.Variables.MAIL_FROM, id).toBe(from);
    }
    expect(actionsOf(roleStatements(template, 'auth-login')).has('ses:SendEmail')).toBe(false);
  });
});

describe('contact and campaign jobs (lib/jobs.ts)', () => {
  it('feeds the import and campaign workers from their own queues, each with a DLQ, and sweeps campaigns every minute', () => {
    for (const worker of ['import-worker', 'campaign-worker']) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: functionLogicalId(template, worker) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
    // Each with a dead-letter queue and its alarm: test/cdk/invariants.test.ts, for every queue of the stage.
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId(template, 'campaign-sweeper'), 'Arn'] } })],
    });
  });

  it('lets EventBridge Scheduler only send to the campaign queue, and only the launch and the worker create schedules', () => {
    const schedulerRoles = Object.entries(resourcesOf(template, 'AWS::IAM::Role')).filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    expect(schedulerRoles).toHaveLength(1);
    const [roleId] = schedulerRoles[0]!;
    const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as Json[]).some((r) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Json[]);
    expect([...actionsOf(statements)].sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const creators = ['campaigns-launch', 'campaign-worker', 'campaigns-create', 'campaigns-pause'].filter((id) =>
      actionsOf(roleStatements(template, id)).has('scheduler:CreateSchedule'),
    );
    expect(creators).toEqual(['campaigns-launch', 'campaign-worker']);
    expect(actionsOf(roleStatements(template, 'import-worker')).has('s3:GetObject')).toBe(true);
    expect(actionsOf(roleStatements(template, 'import-worker')).has('s3:PutObject')).toBe(false);
    expect(actionsOf(roleStatements(template, 'contact-imports-create')).has('s3:PutObject')).toBe(true);
  });
});
