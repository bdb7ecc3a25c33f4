/**
 * Each function's IAM actions against what its route (or its declaration, for the functions that are not routes)
 * declares: exactly those, nothing more. A function that gains an action its route does not declare fails here.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../lib/route-table';
import { routes } from '../../lib/routes';
import {
  AUTHORIZER,
  AWS_SMS_EVENTS,
  CALLBACK_OVERFLOW_WORKER,
  CAMPAIGN_SWEEPER,
  CAMPAIGN_WORKER,
  EVENT_RELAY,
  type FunctionDeclaration,
  IMPORT_WORKER,
  PENDING_SWEEPER,
  SCHEDULED_SWEEPER,
  SEND_WORKER,
  WEBHOOK_WORKER,
} from '../../lib/service-functions';
import { routeUpdateKeyPrefixes, tableActions } from '../../lib/table-access';
import { buildStack, type Json, roleStatements, synth, templateOf } from './helpers';

/** What every function has whatever it declares: its own log group, and X-Ray. */
const ALWAYS = new Set([
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
]);
const SQS_SEND = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];
const SQS_CONSUME = [
  'sqs:ReceiveMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:GetQueueUrl',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
];

/** The actions a declaration grants, and nothing else. */
function declaredActions(access: RouteAccess, updateKeyPrefixes: readonly string[] = []): Set<string> {
  const actions = new Set(tableActions(access.table).map((a) => `dynamodb:${a}`));
  if (updateKeyPrefixes.length > 0) actions.add('dynamodb:UpdateItem');
  if (access.sendQueue) for (const a of SQS_SEND) actions.add(a);
  if (access.vendorSecrets === 'seal') actions.add('kms:Encrypt');
  if (access.vendorSecrets === 'open') actions.add('kms:Decrypt');
  if (access.signingKeys || access.verifyCodes) actions.add('secretsmanager:GetSecretValue');
  if (access.sendsMail) actions.add('ses:SendEmail');
  if (
    access.importQueue ||
    access.campaignQueue ||
    access.webhookQueue ||
    access.webhookRetryQueue ||
    access.callbackOverflowQueue ||
    access.accountQueue
  )
    for (const a of SQS_SEND) actions.add(a);
  if (access.smsVendor) actions.add('sms-voice:SendTextMessage');
  if (access.importFiles === 'write') actions.add('s3:PutObject');
  if (access.importFiles === 'read') actions.add('s3:GetObject');
  if (access.scheduler)
    for (const a of ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'iam:PassRole']) actions.add(a);
  return actions;
}

const asArray = (v: Json) => (Array.isArray(v) ? v : [v]);

/** The actions the function's role holds, beyond the ones every function has. */
function grantedActions(template: Template, handlerId: string): Set<string> {
  const actions = roleStatements(template, handlerId).flatMap((s) => asArray(s.Action) as string[]);
  return new Set(actions.filter((a) => !ALWAYS.has(a)));
}

const NOT_ROUTES: (FunctionDeclaration & { extra?: string[] })[] = [
  AUTHORIZER,
  { ...SEND_WORKER, extra: SQS_CONSUME },
  PENDING_SWEEPER,
  SCHEDULED_SWEEPER,
  { ...IMPORT_WORKER, extra: SQS_CONSUME },
  { ...CAMPAIGN_WORKER, extra: SQS_CONSUME },
  CAMPAIGN_SWEEPER,
  { ...WEBHOOK_WORKER, extra: SQS_CONSUME },
  { ...CALLBACK_OVERFLOW_WORKER, extra: SQS_CONSUME },
  AWS_SMS_EVENTS,
  // The stream's event source mapping reads the table's stream; its on-failure destination is a queue.
  {
    ...EVENT_RELAY,
    extra: [
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
    ],
  },
];

describe('least privilege: each function holds exactly the actions its route declares', () => {
  let template: Template;
  beforeAll(() => {
    template = synth().template;
  });

  for (const route of routes.filter((r) => !r.localOnly)) {
    it(`${route.method} ${route.path} (${route.id})`, () => {
      const expected = declaredActions(route.access, routeUpdateKeyPrefixes(route));
      expect([...grantedActions(template, route.id)].sort()).toEqual([...expected].sort());
    });
  }

  for (const fn of NOT_ROUTES) {
    it(`${fn.handlerId}`, () => {
      const expected = declaredActions(fn.access, fn.updateKeyPrefixes);
      for (const a of fn.extra ?? []) expected.add(a);
      expect([...grantedActions(template, fn.handlerId)].sort()).toEqual([...expected].sort());
    });
  }

  it('keeps reads and writes on this table, Query alone on its indexes, and counter writes to their keys', () => {
    for (const route of routes.filter((r) => !r.localOnly)) {
      for (const statement of roleStatements(template, route.id)) {
        const actions = asArray(statement.Action) as string[];
        if (!actions.some((a) => a.startsWith('dynamodb:'))) continue;
        const resources = JSON.stringify(statement.Resource);
        expect(resources, route.id).toMatch(
          /Table[0-9A-F]*\.Arn|TableArn|Table[0-9A-F]*", ?"Arn"|DataTable[0-9A-F]*Arn/,
        );
        if (resources.includes('/index/*')) expect(actions, route.id).toEqual(['dynamodb:Query']);
        const restricted = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        if (restricted) expect(actions, route.id).toEqual(['dynamodb:UpdateItem']);
      }
    }
  });

  it('keeps the signing secret from the authorizer and from POST /auth/logout, and sending decrypts only', () => {
    for (const id of ['authorizer', 'auth-logout']) {
      expect(grantedActions(template, id).has('secretsmanager:GetSecretValue'), id).toBe(false);
    }
    expect(grantedActions(template, 'send-worker').has('kms:Encrypt')).toBe(false);
    expect(grantedActions(template, 'sms-vendor-put').has('kms:Decrypt')).toBe(false);
    for (const id of ['public-get-sms', 'public-balance', 'templates-list']) {
      const granted = grantedActions(template, id);
      for (const write of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
        expect(granted.has(write), `${id} ${write}`).toBe(false);
      }
    }
  });

  it('fails when a function gains an action its route does not declare', () => {
    const { stack, app } = buildStack({ stage: 'drift' });
    const fn = stack.api.routeFunctions.get('public-get-sms')!;
    fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: ['*'] }));
    app.synth();
    const drifted = templateOf(stack).toJSON() as Json;
    const roleId = Object.entries(drifted.Resources as Record<string, Json>).find(
      ([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName === 'sms-drift-public-get-sms',
    )![1].Properties.Role['Fn::GetAtt'][0];
    const actions = Object.values(drifted.Resources as Record<string, Json>)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as Json[]).some((x) => x.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s: Json) => asArray(s.Action)))
      .filter((a: string) => !ALWAYS.has(a));
    const route = routes.find((r) => r.id === 'public-get-sms')!;
    const undeclared = actions.filter(
      (a: string) => !declaredActions(route.access, routeUpdateKeyPrefixes(route)).has(a),
    );
    expect(undeclared).toEqual(['dynamodb:DeleteItem']);
  });
});
