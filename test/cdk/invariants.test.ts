/**
 * What must hold of every resource of the stage, whatever is added to it later (issue 28), rather than how many there
 * are: every work queue has a dead-letter queue and every dead-letter queue an alarm that notifies; every queue is
 * encrypted, TLS only, and invisible long enough for its consumer; every function is traced and keeps its logs for a set
 * time; every API method is a declared route, and only the routes declared public go without the authorizer.
 *
 * Each rule is a function returning what breaks it, run on the stage's template (nothing may break it) and on copies
 * of that template with one thing removed (it must then be found), so every rule is shown to be able to fail.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes as allRoutes } from '../../lib/routes';
import { fullPath } from '../../shared/http/contract';
import { type Json, resourcePaths, resourcesOf, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

/** The logical id a `Fn::GetAtt` or `Ref` points at. */
const target = (ref: Json): string | undefined => ref?.['Fn::GetAtt']?.[0] ?? ref?.Ref;

/** Every queue without a dead-letter queue, every dead-letter queue without an alarm, and the other queue rules. */
function queueProblems(t: Template): string[] {
  const problems: string[] = [];
  const queues = resourcesOf(t, 'AWS::SQS::Queue');
  const mappings = Object.values(resourcesOf(t, 'AWS::Lambda::EventSourceMapping')).map((m) => m.Properties);
  // A dead-letter queue: the target of a queue's redrive policy, or an event source's on-failure destination.
  const deadLetterQueues = new Set([
    ...Object.values(queues).map((q) => target(q.Properties.RedrivePolicy?.deadLetterTargetArn)),
    ...mappings.map((m) => target(m.DestinationConfig?.OnFailure?.Destination)),
  ]);
  // Alarmed: a message visible in it for a minute fires an alarm with an action.
  const alarmed = new Set(
    Object.values(resourcesOf(t, 'AWS::CloudWatch::Alarm'))
      .map((a) => a.Properties)
      .filter(
        (a) =>
          a.Namespace === 'AWS/SQS' &&
          a.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          a.Threshold === 0 &&
          a.ComparisonOperator === 'GreaterThanThreshold' &&
          (a.AlarmActions ?? []).length > 0,
      )
      .map((a) => target(a.Dimensions?.find((d: Json) => d.Name === 'QueueName')?.Value)),
  );
  const tlsOnly = new Set(
    Object.values(resourcesOf(t, 'AWS::SQS::QueuePolicy'))
      .map((p) => p.Properties)
      .filter((p) =>
        p.PolicyDocument.Statement.some(
          (s: Json) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .flatMap((p) => p.Queues.map(target)),
  );
  const functions = resourcesOf(t, 'AWS::Lambda::Function');
  for (const [id, { Properties: q }] of Object.entries(queues)) {
    if (deadLetterQueues.has(id)) {
      if (!alarmed.has(id)) problems.push(`${id}: a dead-letter queue without an alarm that notifies`);
    } else if (!q.RedrivePolicy) {
      problems.push(`${id}: no dead-letter queue`);
    }
    if (q.SqsManagedSseEnabled !== true && !q.KmsMasterKeyId) problems.push(`${id}: not encrypted`);
    if (!tlsOnly.has(id)) problems.push(`${id}: reachable without TLS`);
    for (const m of mappings.filter((m) => target(m.EventSourceArn) === id)) {
      const timeout = functions[target(m.FunctionName) ?? '']?.Properties.Timeout ?? 3;
      if ((q.VisibilityTimeout ?? 30) < 6 * timeout) {
        problems.push(`${id}: visible again before six times its consumer's timeout (${timeout} s)`);
      }
    }
  }
  return problems;
}

/** The function CDK's BucketDeployment runs at deploy time (the dashboard's files): not ours to trace. */
function deploymentHandlers(t: Template): Set<string | undefined> {
  return new Set(
    Object.values(t.findResources('Custom::CDKBucketDeployment')).map((r) => target(r.Properties.ServiceToken)),
  );
}

/** Every function untraced or whose logs are kept for ever. */
function functionProblems(t: Template): string[] {
  const problems: string[] = [];
  const logGroups = resourcesOf(t, 'AWS::Logs::LogGroup');
  const untraceable = deploymentHandlers(t);
  for (const [id, { Properties: fn }] of Object.entries(resourcesOf(t, 'AWS::Lambda::Function'))) {
    const name = fn.FunctionName ?? id;
    if (!untraceable.has(id) && fn.TracingConfig?.Mode !== 'Active') problems.push(`${name}: not traced`);
    const group = logGroups[target(fn.LoggingConfig?.LogGroup) ?? ''];
    if (typeof group?.Properties.RetentionInDays !== 'number') problems.push(`${name}: no log retention`);
  }
  return problems;
}

/** Every API method that is no declared route, or that goes without the authorizer though its route is not public. */
function routeProblems(t: Template): string[] {
  const problems: string[] = [];
  const deployed = allRoutes.filter((r) => !r.localOnly);
  const paths = resourcePaths(t);
  const served = new Set<string>();
  for (const { Properties: m } of Object.values(resourcesOf(t, 'AWS::ApiGateway::Method'))) {
    const path = m.ResourceId.Ref ? paths.get(m.ResourceId.Ref) : '/';
    const key = `${m.HttpMethod} ${path}`;
    served.add(key);
    const route = deployed.find((r) => r.method === m.HttpMethod && fullPath(r) === path);
    if (!route) problems.push(`${key}: not a route of lib/routes.ts`);
    else if (route.auth !== 'none' && (m.AuthorizationType !== 'CUSTOM' || !m.AuthorizerId)) {
      problems.push(`${key}: no authorizer, though the route is not declared public`);
    }
  }
  for (const r of deployed) {
    if (!served.has(`${r.method} ${fullPath(r)}`)) problems.push(`${r.method} ${fullPath(r)}: declared, not served`);
  }
  return problems;
}

/** A copy of the template with one resource's properties changed. */
function changed(t: Template, type: string, pick: (props: Json) => boolean, change: (props: Json) => void): Template {
  const json = structuredClone(t.toJSON());
  const entry = Object.values(json.Resources as Record<string, Json>).find(
    (r) => r.Type === type && pick(r.Properties),
  );
  if (!entry) throw new Error(`no ${type} to change`);
  change(entry.Properties);
  return Template.fromJSON(json);
}

describe('queues', () => {
  it('every queue has a dead-letter queue, every dead-letter queue an alarm; all encrypted, TLS only, timed for their consumer', () => {
    expect(queueProblems(template)).toEqual([]);
  });

  it('finds a queue without a dead-letter queue, a dead-letter queue without an alarm, and a visibility too short', () => {
    const noRedrive = changed(
      template,
      'AWS::SQS::Queue',
      (q) => q.RedrivePolicy,
      (q) => {
        delete q.RedrivePolicy;
      },
    );
    expect(queueProblems(noRedrive).some((p) => p.endsWith('no dead-letter queue'))).toBe(true);
    const silent = changed(
      template,
      'AWS::CloudWatch::Alarm',
      (a) => a.MetricName === 'ApproximateNumberOfMessagesVisible',
      (a) => {
        a.AlarmActions = [];
      },
    );
    expect(queueProblems(silent).some((p) => p.endsWith('without an alarm that notifies'))).toBe(true);
    const hasty = changed(
      template,
      'AWS::SQS::Queue',
      (q) => q.RedrivePolicy,
      (q) => {
        q.VisibilityTimeout = 1;
      },
    );
    expect(queueProblems(hasty).some((p) => p.includes('visible again before'))).toBe(true);
  });
});

describe('functions', () => {
  it('every function is traced (X-Ray active) and keeps its logs for a set time', () => {
    expect(functionProblems(template)).toEqual([]);
    // The one exception to tracing is CDK's own deployment handler, and there is one.
    expect(deploymentHandlers(template).size).toBe(1);
  });

  it('finds a function untraced, and one whose logs have no retention', () => {
    const ours = (fn: Json) => typeof fn.FunctionName === 'string';
    const untraced = changed(template, 'AWS::Lambda::Function', ours, (fn) => {
      delete fn.TracingConfig;
    });
    expect(functionProblems(untraced).some((p) => p.endsWith('not traced'))).toBe(true);
    const forever = structuredClone(template.toJSON());
    const fn = Object.values(forever.Resources as Record<string, Json>).find(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.LoggingConfig,
    );
    delete forever.Resources[target(fn.Properties.LoggingConfig.LogGroup)!].Properties.RetentionInDays;
    expect(functionProblems(Template.fromJSON(forever)).some((p) => p.endsWith('no log retention'))).toBe(true);
  });
});

describe('API routes', () => {
  it('every method is a declared route, and every route not declared public has the authorizer', () => {
    expect(routeProblems(template)).toEqual([]);
  });

  it('finds a method of a route that is not public without the authorizer', () => {
    const open = changed(
      template,
      'AWS::ApiGateway::Method',
      (m) => m.AuthorizationType === 'CUSTOM',
      (m) => {
        m.AuthorizationType = 'NONE';
        delete m.AuthorizerId;
      },
    );
    expect(routeProblems(open).some((p) => p.includes('no authorizer'))).toBe(true);
  });
});
