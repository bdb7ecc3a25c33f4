import { Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_VERSION } from '../../lib/function';
import { allStatements, buildStack, type Json, resourcesOf, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);
/**
 * CDK's BucketDeployment handler (its function, role and policy), which copies the dashboard's build into its bucket
 * during a deployment: no function of the service; test/cdk/dashboard-site.test.ts checks what it may do.
 */
const isDeploymentHandler = (logicalId: string) => logicalId.startsWith('CustomCDKBucketDeployment');

describe('IAM', () => {
  it('has no wildcard action in any Allow statement of our identity or resource policies', () => {
    const statements = allStatements(template).filter(({ statement }) => statement.Effect === 'Allow');
    expect(statements.length).toBeGreaterThan(0);
    for (const { resource, type, statement } of statements) {
      if (isDeploymentHandler(resource)) continue;
      const wildcards = asArray(statement.Action).filter((action: string) => action.includes('*'));
      if (type === 'AWS::KMS::Key') {
        // The key policy's one statement delegating the key to this account's IAM (CDK's and AWS's default).
        expect(wildcards.length === 0 || JSON.stringify(statement.Principal).includes(':root'), resource).toBe(true);
        continue;
      }
      expect(wildcards, `${type} ${resource}`).toEqual([]);
    }
  });

  it('names resources in identity policies, except for X-Ray and dynamodb:ListStreams, which have no resource-level permissions', () => {
    for (const { resource, type, statement } of allStatements(template)) {
      if (!type.startsWith('AWS::IAM::')) continue; // in a key policy, "*" means the key itself
      if (statement.Effect !== 'Allow' || !asArray(statement.Resource).includes('*')) continue;
      // ListStreams (the event relay's stream source, decision 1010) cannot be scoped to a table in IAM.
      for (const action of asArray(statement.Action))
        expect(action, resource).toMatch(/^xray:Put|^dynamodb:ListStreams$/);
    }
  });

  it('uses no managed policies, except on the API Gateway account logging role, which AWS requires', () => {
    for (const [id, role] of Object.entries(resourcesOf(template, 'AWS::IAM::Role'))) {
      if (isDeploymentHandler(id)) continue;
      const trusted = JSON.stringify(role.Properties.AssumeRolePolicyDocument);
      if (trusted.includes('apigateway.amazonaws.com')) {
        expect(JSON.stringify(role.Properties.ManagedPolicyArns), id).toContain('AmazonAPIGatewayPushToCloudWatchLogs');
        expect(role.Properties.ManagedPolicyArns, id).toHaveLength(1);
        continue;
      }
      expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
    }
  });

  it('gives each function write access to its own log group only', () => {
    for (const { statement } of allStatements(template)) {
      const actions = asArray(statement.Action);
      if (!actions.includes('logs:PutLogEvents')) continue;
      expect(asArray(statement.Resource)).toHaveLength(1);
      expect(asArray(statement.Resource)[0]['Fn::GetAtt'][1]).toBe('Arn');
    }
  });
});

describe('Lambda functions', () => {
  it('are tested on the Node.js major they run on in Lambda (npm test runs the node package in devDependencies)', () => {
    const runtimes = new Set(
      Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
        .filter(([id]) => !isDeploymentHandler(id))
        .map(([, { Properties: fn }]) => fn.Runtime),
    );
    expect([...runtimes]).toEqual([`nodejs${process.versions.node.split('.')[0]}.x`]);
  });

  it('are arm64 nodejs22.x with explicit memory and timeout, their own log group, and reserved concurrency only on the send path', () => {
    const functions = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
      ([id]) => !isDeploymentHandler(id),
    );
    expect(functions.length).toBeGreaterThanOrEqual(4);
    for (const [id, { Properties: fn }] of functions) {
      expect(fn.Architectures, id).toEqual(['arm64']);
      expect(fn.Runtime, id).toBe('nodejs22.x');
      expect(fn.Handler, id).toBe('index.handler');
      expect(fn.MemorySize, id).toEqual(expect.any(Number));
      expect(fn.Timeout, id).toEqual(expect.any(Number));
      const sendPath =
        /-(public-send-sms|messages-send|twilio-messages-create|public-verifications-create|twilio-verify-verifications-create|send-worker|campaign-worker)$/.test(
          fn.FunctionName,
        );
      expect(fn.ReservedConcurrentExecutions === undefined, `${id} ${fn.FunctionName}`).toBe(!sendPath);
      expect(fn.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.LoggingConfig.LogGroup.Ref, id).toBeDefined();
      expect(fn.Environment.Variables, id).toMatchObject({
        NODE_OPTIONS: '--enable-source-maps',
        STAGE: 'test',
        SERVICE_VERSION,
        LOG_LEVEL: 'info',
        TABLE_NAME: expect.anything(),
      });
    }
  });

  it('keep their logs for a month', () => {
    for (const [id, group] of Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays, id).toBe(30);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding (errors or warnings)', () => {
    const { app } = buildStack();
    app.synth();
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('fails synth on an unacknowledged error, as bin/app.ts registers it', () => {
    const clean = buildStack();
    Validations.of(clean.app).addPlugins(new AwsSolutionsChecks(clean.app));
    expect(() => clean.app.synth()).not.toThrow();

    const broken = buildStack({ stage: 'broken' });
    Validations.of(broken.app).addPlugins(new AwsSolutionsChecks(broken.app));
    const queue = broken.stack.queues.queue.node.defaultChild as Json;
    queue.addPropertyDeletionOverride('RedrivePolicy');
    queue.sqsManagedSseEnabled = false;
    expect(() => broken.app.synth()).toThrow(/AwsSolutions-SQS2/);
  });
});

describe('the moderation second opinion (context comprehendRegion)', () => {
  it('is off by default: no function may call Comprehend', () => {
    const { template } = synth();
    const actions = allStatements(template).flatMap(({ statement }) => asArray(statement.Action));
    expect(actions.filter((a: string) => a.startsWith('comprehend:'))).toEqual([]);
  });

  it('when on, lets exactly the sending functions call DetectToxicContent and tells them the region', () => {
    const { template } = synth({ comprehendRegion: 'eu-west-1' });
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const enabled = Object.values(functions).filter(
      (f) => f.Properties.Environment?.Variables?.MODERATION_SECOND_OPINION === 'comprehend',
    );
    const senders = Object.values(functions).filter((f) => f.Properties.Environment?.Variables?.QUEUE_URL);
    expect(enabled.length).toBeGreaterThan(0);
    for (const f of enabled) expect(f.Properties.Environment.Variables.COMPREHEND_REGION).toBe('eu-west-1');
    const comprehendStatements = allStatements(template).filter(({ statement }) =>
      asArray(statement.Action).includes('comprehend:DetectToxicContent'),
    );
    expect(comprehendStatements.length).toBe(enabled.length);
    expect(enabled.length).toBeLessThanOrEqual(senders.length);
  });
});
