/** The edge and the blast radius (issue 14, point 5): WAF, per-route throttles, reserved concurrency, a table ceiling. */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_REQUEST_UNITS } from '../../lib/data';
import { routes } from '../../lib/routes';
import { fullPath } from '../../shared/http/contract';
import { functionProps, type Json, resourcesOf, synth } from './helpers';

describe('the edge and the blast radius', () => {
  let template: Template;
  beforeAll(() => {
    template = synth().template;
  });

  it('puts a web ACL on the API by default: the managed common and known-bad-inputs rules and per-IP rate rules', () => {
    const acls = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL')).map((r) => r.Properties);
    expect(acls).toHaveLength(1);
    const [acl] = acls as Json[];
    expect(acl.Scope).toBe('REGIONAL');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const groups = acl.Rules.filter((r: Json) => r.Statement.ManagedRuleGroupStatement).map(
      (r: Json) => r.Statement.ManagedRuleGroupStatement.Name,
    );
    expect(groups).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    const rates = acl.Rules.filter((r: Json) => r.Statement.RateBasedStatement);
    // Each rate rule answers 429 TOO_MANY_REQUESTS in the contract's envelope, naming its limit (issue 27 item 9).
    expect(rates.map((r: Json) => [r.Statement.RateBasedStatement.AggregateKeyType, r.Action])).toEqual(
      ['PerIpSignIn', 'PerIp', 'PerIpCallbacks'].map((key) => [
        'IP',
        { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: key } } },
      ]),
    );
    for (const rate of rates) {
      const body = acl.CustomResponseBodies[rate.Name];
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(
            new RegExp(
              `^Rate limit exceeded: ${rate.Statement.RateBasedStatement.Limit} requests per 5 minutes per IP`,
            ),
          ),
          requestId: 'waf',
        },
      });
    }
    // The vendors' callbacks are left out of the whole-API rule and have a wider one of their own (decision 1004).
    const byName = new Map<string, Json>(rates.map((r: Json) => [r.Name, r.Statement.RateBasedStatement]));
    expect(JSON.stringify(byName.get('PerIp').ScopeDownStatement.NotStatement)).toContain('/api/v1/callbacks/');
    expect(byName.get('PerIpCallbacks').Limit).toBeGreaterThan(byName.get('PerIp').Limit);
    const associations = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACLAssociation')).map((r) => r.Properties);
    expect(associations).toHaveLength(1);
    expect(JSON.stringify(associations[0]!.WebACLArn)).toContain('Arn');
    expect(JSON.stringify(associations[0]!.ResourceArn)).toContain('/stages/');
  });

  it('leaves the web ACL out only when a development stack says so, never on prod', () => {
    const dev = synth({ stage: 'dev', waf: false }).template;
    expect(Object.keys(resourcesOf(dev, 'AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(Object.keys(resourcesOf(dev, 'AWS::WAFv2::WebACLAssociation'))).toHaveLength(0);
    expect(() => synth({ stage: 'prod', waf: false })).toThrow(/prod stage always has a web ACL/);
    const shared = synth({ stage: 'shared', webAclArn: 'arn:aws:wafv2:af-south-1:111111111111:regional/webacl/x/y' });
    expect(Object.keys(resourcesOf(shared.template, 'AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(Object.keys(resourcesOf(shared.template, 'AWS::WAFv2::WebACLAssociation'))).toHaveLength(1);
  });

  it('throttles each route the contract limits per IP: N a minute per IP, N a second for all clients', () => {
    const stage = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'))[0]!.Properties;
    const settings = new Map(
      (stage.MethodSettings as Json[]).map((m) => [`${m.ResourcePath} ${m.HttpMethod}`, m] as const),
    );
    const limited = routes.filter((r) => !r.localOnly && r.limits?.some((l) => l.per === 'ip'));
    expect(limited.map((r) => r.id)).toEqual(expect.arrayContaining(['auth-login', 'auth-register']));
    for (const route of limited) {
      const perIp = route.limits!.find((l) => l.per === 'ip')!.perMinute;
      // API Gateway escapes the slashes of a method setting's resource path as ~1.
      const setting = settings.get(`/${fullPath(route).replaceAll('/', '~1')} ${route.method}`);
      expect(setting, route.id).toMatchObject({ ThrottlingRateLimit: perIp, ThrottlingBurstLimit: 2 * perIp });
    }
    expect(settings.get('/* *')).toMatchObject({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
  });

  it("throttles the vendors' callbacks by their own figures, never at a per-IP sign-in rate", () => {
    const stage = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'))[0]!.Properties;
    const settings = new Map(
      (stage.MethodSettings as Json[]).map((m) => [`${m.ResourcePath} ${m.HttpMethod}`, m] as const),
    );
    const callbacks = routes.filter((r) => r.id.startsWith('callbacks-'));
    expect(callbacks.map((r) => r.id).sort()).toEqual(['callbacks-clickatell', 'callbacks-twilio']);
    for (const route of callbacks) {
      expect(route.limits ?? [], route.id).toEqual([]);
      const setting = settings.get(`/${fullPath(route).replaceAll('/', '~1')} ${route.method}`);
      expect(setting, route.id).toMatchObject({ ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 });
    }
  });

  it('reserves concurrency for the workers that send and the send routes', () => {
    expect(functionProps(template, 'send-worker').ReservedConcurrentExecutions).toBe(20);
    expect(functionProps(template, 'campaign-worker').ReservedConcurrentExecutions).toBe(10);
    expect(functionProps(template, 'public-send-sms').ReservedConcurrentExecutions).toBe(50);
    expect(functionProps(template, 'messages-send').ReservedConcurrentExecutions).toBe(20);
    expect(functionProps(template, 'auth-login').ReservedConcurrentExecutions).toBeUndefined();
  });

  it('caps the table and its indexes at a maximum on-demand throughput', () => {
    const [table] = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table')).map((r) => r.Properties);
    const ceiling = {
      MaxReadRequestUnits: DEFAULT_MAX_REQUEST_UNITS.reads,
      MaxWriteRequestUnits: DEFAULT_MAX_REQUEST_UNITS.writes,
    };
    expect(table.OnDemandThroughput).toEqual(ceiling);
    for (const index of table.GlobalSecondaryIndexes)
      expect(index.OnDemandThroughput, index.IndexName).toEqual(ceiling);
    const raised = synth({ stage: 'big', tableMaxRequestUnits: 120_000 }).template;
    const [big] = Object.values(resourcesOf(raised, 'AWS::DynamoDB::Table')).map((r) => r.Properties);
    expect(big.OnDemandThroughput).toEqual({ MaxReadRequestUnits: 120_000, MaxWriteRequestUnits: 120_000 });
  });
});
