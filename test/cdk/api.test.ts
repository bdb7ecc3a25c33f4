import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, validateRoutes } from '../../lib/api';
import { defaultEntryFor } from '../../lib/function';
import type { RouteDefinition } from '../../lib/route-table';
import { routes as allRoutes } from '../../lib/routes';
import { routeUpdateKeyPrefixes, tableActions } from '../../lib/table-access';
import { fullPath } from '../../shared/http/contract';
import {
  actionsOf,
  findMethod,
  functionLogicalId,
  functionProps,
  type Json,
  resourcesOf,
  roleStatements,
  synth,
} from './helpers';

/** The deployed routes: local-only ones (the sandbox clock, the outbox) have no method or function. */
const routes = allRoutes.filter((r) => !r.localOnly);

const IDENTITY_SOURCE: Record<Exclude<RouteDefinition['auth'], 'none'>, string> = {
  apiKey: 'method.request.header.X-API-Key',
  bearer: 'method.request.header.Authorization',
  platformAdmin: 'method.request.header.Authorization',
};

function authorizerOf(template: Template, method: Json): Json {
  return resourcesOf(template, 'AWS::ApiGateway::Authorizer')[method.AuthorizerId.Ref]!.Properties;
}

/** Every route, whatever the table holds: its method, integration and authorizer. */
function expectRoutesWired(template: Template, routeList: readonly RouteDefinition[]): void {
  for (const route of routeList) {
    const method = findMethod(template, route.method, fullPath(route));
    expect(method, `${route.method} ${fullPath(route)}`).toBeDefined();
    expect(method.Integration.Type).toBe('AWS_PROXY');
    expect(method.Integration.IntegrationHttpMethod).toBe('POST');
    // The function sits in its area's nested stack (lib/route-areas.ts): the URI names it through that stack's output.
    functionLogicalId(template, route.id);
    expect(JSON.stringify(method.Integration.Uri)).toContain(`Routes${pascalCase(route.id)}RouteFunction`);

    if (route.auth === 'none') {
      expect(method.AuthorizationType, route.id).toBe('NONE');
      expect(method.AuthorizerId, route.id).toBeUndefined();
    } else {
      expect(method.AuthorizationType, route.id).toBe('CUSTOM');
      const authorizer = authorizerOf(template, method);
      expect(authorizer.Type).toBe('REQUEST');
      expect(authorizer.IdentitySource, route.id).toBe(IDENTITY_SOURCE[route.auth]);
      expect(authorizer.AuthorizerResultTtlInSeconds).toBe(0);
      expect(JSON.stringify(authorizer.AuthorizerUri)).toContain(functionLogicalId(template, 'authorizer'));
    }
  }
}

describe('API from the route table', () => {
  let template: Template;
  beforeAll(() => {
    template = synth().template;
  });

  it('serves every route of lib/routes.ts under /api/v1 with its method, Lambda proxy integration and authorizer', () => {
    expectRoutesWired(template, routes);
    // No method that is not a route: test/cdk/invariants.test.ts.
  });

  it('deploys no local-stage route (the sandbox outbox): neither its method nor its function', () => {
    const local = allRoutes.filter((r) => r.localOnly);
    expect(local.map((r) => r.id)).toEqual(expect.arrayContaining(['sandbox-outbox']));
    for (const route of local) {
      expect(findMethod(template, route.method, fullPath(route)), route.id).toBeUndefined();
      expect(() => functionProps(template, route.id)).toThrow(/No function named/);
    }
  });

  it('gives each route function the memory and timeout of its route (default 256 MB, 10 s)', () => {
    for (const route of routes) {
      const fn = functionProps(template, route.id);
      expect(fn.MemorySize, route.id).toBe(route.memoryMb ?? 256);
      expect(fn.Timeout, route.id).toBe(route.timeoutSeconds ?? 10);
    }
  });

  it('turns each route access declaration into grants and environment variables, nothing more', () => {
    for (const route of routes) {
      const env = functionProps(template, route.id).Environment.Variables;
      const actions = actionsOf(roleStatements(template, route.id));
      const table = tableActions(route.access.table);
      expect(actions.has('dynamodb:GetItem'), route.id).toBe(table.includes('GetItem'));
      expect(actions.has('dynamodb:PutItem'), route.id).toBe(table.includes('PutItem'));
      const queues = [
        route.access.sendQueue,
        route.access.importQueue,
        route.access.campaignQueue,
        route.access.webhookQueue,
        route.access.webhookRetryQueue,
        route.access.callbackOverflowQueue,
        route.access.accountQueue,
      ];
      expect(actions.has('sqs:SendMessage'), route.id).toBe(queues.some((q) => q === true));
      expect('WEBHOOK_QUEUE_URL' in env, route.id).toBe(route.access.webhookQueue === true);
      expect('WEBHOOK_RETRY_QUEUE_URL' in env, route.id).toBe(route.access.webhookRetryQueue === true);
      expect('CALLBACK_OVERFLOW_QUEUE_URL' in env, route.id).toBe(route.access.callbackOverflowQueue === true);
      expect(actions.has('sms-voice:SendTextMessage'), route.id).toBe(false);
      expect('IMPORT_QUEUE_URL' in env, route.id).toBe(route.access.importQueue === true);
      expect('CAMPAIGN_QUEUE_URL' in env, route.id).toBe(route.access.campaignQueue === true);
      expect('ACCOUNT_QUEUE_URL' in env, route.id).toBe(route.access.accountQueue === true);
      expect(actions.has('s3:PutObject'), route.id).toBe(route.access.importFiles === 'write');
      expect(actions.has('s3:GetObject'), route.id).toBe(route.access.importFiles === 'read');
      expect('IMPORT_BUCKET' in env, route.id).toBe(route.access.importFiles !== undefined);
      expect(actions.has('scheduler:CreateSchedule'), route.id).toBe(route.access.scheduler === true);
      expect('QUEUE_URL' in env, route.id).toBe(route.access.sendQueue === true);
      expect(actions.has('kms:Decrypt'), route.id).toBe(route.access.vendorSecrets === 'open');
      expect(actions.has('kms:Encrypt'), route.id).toBe(route.access.vendorSecrets === 'seal');
      expect('VENDOR_KMS_KEY_ARN' in env, route.id).toBe(route.access.vendorSecrets !== undefined);
      expect(actions.has('secretsmanager:GetSecretValue'), route.id).toBe(
        route.access.signingKeys === true || route.access.verifyCodes === true,
      );
      expect('VERIFY_KEY_SECRET_ARN' in env, route.id).toBe(route.access.verifyCodes === true);
      expect('SIGNING_KEYS_SECRET_ARN' in env, route.id).toBe(route.access.signingKeys === true);
      expect('AUTH_ISSUER' in env, route.id).toBe(
        route.access.signingKeys === true || route.access.verifiesTokens === true,
      );
      // Per-IP and per-key limits write counters even on read-only routes, and only counters.
      if (routeUpdateKeyPrefixes(route).length > 0 && !table.includes('UpdateItem')) {
        const counterWrite = roleStatements(template, route.id).find((s) => s.Action === 'dynamodb:UpdateItem');
        expect(counterWrite?.Condition, route.id).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] },
        });
      }
    }
  });

  it('puts the API URL (…/api/v1), the table name and the queue URL in the outputs', () => {
    const outputs = template.toJSON().Outputs;
    expect(JSON.stringify(outputs.ApiUrl.Value)).toContain('/api/v1');
    expect(outputs.TableName).toBeDefined();
    expect(outputs.QueueUrl).toBeDefined();
  });

  it('logs access as JSON, traces, throttles and logs execution errors on the stage', () => {
    const stage = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'))[0]!.Properties;
    expect(stage.StageName).toBe('test');
    expect(stage.TracingEnabled).toBe(true);
    expect(() =>
      JSON.parse(stage.AccessLogSetting.Format.replaceAll('$context.error.messageString', '"x"')),
    ).not.toThrow();
    expect(stage.AccessLogSetting.Format).toContain('$context.requestId');
    // The route's resource path, never the request's: paths hold phone numbers (DELETE /opt-outs/{phone}) and secrets.
    const format = JSON.parse(stage.AccessLogSetting.Format.replaceAll('$context.error.messageString', '"x"'));
    expect(format.resourcePath).toBe('$context.resourcePath');
    expect(JSON.stringify(format)).not.toMatch(/\$context\.(path|requestOverride|identity\.(apiKey|caller|user))\b/);
    // The stage-wide setting first; the per-route throttles after it are checked in edge.test.ts.
    expect(stage.MethodSettings[0]).toEqual(
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
        ThrottlingRateLimit: 100,
        ThrottlingBurstLimit: 200,
      }),
    );
    for (const setting of stage.MethodSettings) expect(setting.DataTraceEnabled).toBe(false);
  });

  it("sets the region's API Gateway logging role (retained), unless told the organisation manages it", () => {
    const accounts = Object.values(resourcesOf(template, 'AWS::ApiGateway::Account'));
    expect(accounts).toHaveLength(1);
    expect(
      template.toJSON().Resources[Object.keys(resourcesOf(template, 'AWS::ApiGateway::Account'))[0]!].DeletionPolicy,
    ).toBe('Retain');
    const unmanaged = synth({ manageApiGatewayAccountRole: false }).template;
    unmanaged.resourceCountIs('AWS::ApiGateway::Account', 0);
  });

  it('answers with the error envelope for 401, 403, unknown routes (404), 413, 429, other 4XX and 5XX', () => {
    const responses = Object.values(resourcesOf(template, 'AWS::ApiGateway::GatewayResponse')).map((r) => r.Properties);
    const byType = new Map(responses.map((r) => [r.ResponseType, r]));
    const expected: [string, string | undefined, string][] = [
      ['UNAUTHORIZED', '401', 'UNAUTHORIZED'],
      ['ACCESS_DENIED', '403', 'FORBIDDEN'],
      ['MISSING_AUTHENTICATION_TOKEN', '404', 'NOT_FOUND'],
      ['RESOURCE_NOT_FOUND', '404', 'NOT_FOUND'],
      ['REQUEST_TOO_LARGE', '413', 'PAYLOAD_TOO_LARGE'],
      ['THROTTLED', '429', 'TOO_MANY_REQUESTS'],
      ['QUOTA_EXCEEDED', '429', 'TOO_MANY_REQUESTS'],
      ['EXPIRED_TOKEN', '401', 'UNAUTHORIZED'],
      ['INVALID_API_KEY', '401', 'UNAUTHORIZED'],
      ['INVALID_SIGNATURE', '401', 'UNAUTHORIZED'],
      ['BAD_REQUEST_BODY', '400', 'VALIDATION_ERROR'],
      ['BAD_REQUEST_PARAMETERS', '400', 'VALIDATION_ERROR'],
      ['UNSUPPORTED_MEDIA_TYPE', '400', 'VALIDATION_ERROR'],
      // The catch-all no longer calls every other gateway 4XX a validation error (issue 27 item 9).
      ['DEFAULT_4XX', undefined, 'FORBIDDEN'],
      ['DEFAULT_5XX', '500', 'INTERNAL_ERROR'],
    ];
    for (const [type, status, code] of expected) {
      const response = byType.get(type);
      expect(response, type).toBeDefined();
      expect(response.StatusCode, type).toBe(status);
      expect(response.ResponseParameters, type).toEqual({
        'gatewayresponse.header.Content-Type': "'application/json'",
      });
      const body = response.ResponseTemplates['application/json'];
      const parsed = JSON.parse(body.replace('$context.error.messageString', '"message"'));
      expect(parsed, type).toEqual({ error: { code, message: expect.any(String), requestId: '$context.requestId' } });
    }
    expect(byType.get('THROTTLED').ResponseTemplates['application/json']).toMatch(/stage throttle/);
    expect(byType.get('DEFAULT_4XX').ResponseTemplates['application/json']).toContain(
      '"message":$context.error.messageString',
    );
    for (const response of responses) {
      expect(Object.keys(response.ResponseParameters ?? {}).join()).not.toMatch(/retry-after/i);
    }
  });

  it("associates the stack's own web ACL, or a shared one when given", () => {
    template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    const withWaf = synth({ webAclArn: 'arn:aws:wafv2:af-south-1:111111111111:regional/webacl/sms/abc' }).template;
    withWaf.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      WebACLArn: 'arn:aws:wafv2:af-south-1:111111111111:regional/webacl/sms/abc',
    });
  });
});

describe('a route added to the table', () => {
  // Handler files exist per route id; the probes reuse functions/health.ts.
  const probes: RouteDefinition[] = [
    { id: 'extra-probe', method: 'GET', path: '/extra-probe', auth: 'none', access: {}, summary: 'Probe' },
    {
      id: 'extra-probe-item',
      method: 'DELETE',
      path: '/extra-probe/{id}/things',
      auth: 'bearer',
      permission: 'accounts.manage',
      access: { table: 'read', signingKeys: true },
      memoryMb: 1024,
      timeoutSeconds: 20,
      limits: [{ per: 'ip', perMinute: 10 }],
      summary: 'Probe',
    },
    {
      id: 'extra-probe-admin',
      method: 'PATCH',
      path: '/extra-probe/{id}',
      auth: 'platformAdmin',
      access: { table: 'readWrite', vendorSecrets: 'open' },
      summary: 'Probe',
    },
    {
      id: 'extra-probe-public',
      method: 'POST',
      path: '/public/extra-probe',
      auth: 'apiKey',
      scope: 'sms.send',
      access: { table: 'read', sendQueue: true },
      summary: 'Probe',
    },
  ];
  const withProbes = [...routes, ...probes];
  let template: Template;
  beforeAll(() => {
    template = synth({
      routes: withProbes,
      entryFor: (id) => defaultEntryFor(id.startsWith('extra-probe') ? 'health' : id),
    }).template;
  });

  it('appears in the template with its method, integration, authorizer and sizing', () => {
    expectRoutesWired(template, withProbes);
    const item = functionProps(template, 'extra-probe-item');
    expect(item.MemorySize).toBe(1024);
    expect(item.Timeout).toBe(20);
    expect(item.Environment.Variables).toMatchObject({
      AUTH_ISSUER: 'https://sms.example/test',
      AUTH_AUDIENCE: 'sms-platform',
    });
  });

  it('shares path segments: /extra-probe is created once', () => {
    const parts = Object.values(resourcesOf(template, 'AWS::ApiGateway::Resource')).map((r) => r.Properties.PathPart);
    expect(parts.filter((p) => p === 'extra-probe')).toHaveLength(2); // /api/v1/extra-probe and /api/v1/public/extra-probe
    expect(parts.filter((p) => p === 'api')).toHaveLength(1);
    expect(parts.filter((p) => p === '{id}')).toHaveLength(
      new Set(withProbes.filter((r) => r.path.includes('{id}')).map((r) => r.path.split('/{id}')[0])).size,
    );
  });

  it('uses one authorizer function behind two REQUEST authorizers', () => {
    const authorizers = Object.values(resourcesOf(template, 'AWS::ApiGateway::Authorizer')).map((a) => a.Properties);
    expect(authorizers.map((a) => a.IdentitySource).sort()).toEqual([
      'method.request.header.Authorization',
      'method.request.header.X-API-Key',
    ]);
    const authorizerFn = functionLogicalId(template, 'authorizer');
    for (const a of authorizers) expect(JSON.stringify(a.AuthorizerUri)).toContain(authorizerFn);
    const env = functionProps(template, 'authorizer').Environment.Variables;
    expect(env).toMatchObject({ AUTH_ISSUER: 'https://sms.example/test', AUTH_AUDIENCE: 'sms-platform' });
    // It verifies with the public keys the signers publish in the table: the private keys are out of its reach.
    expect(env.SIGNING_KEYS_SECRET_ARN).toBeUndefined();
    const actions = actionsOf(roleStatements(template, 'authorizer'));
    expect(actions.has('secretsmanager:GetSecretValue')).toBe(false);
    expect(actions.has('secretsmanager:DescribeSecret')).toBe(false);
    expect(actions.has('dynamodb:PutItem')).toBe(false);
  });

  it('rejects a table API Gateway would refuse or that shadows a route', () => {
    const base = probes[0]!;
    expect(() => validateRoutes([base, { ...base }])).toThrow(/duplicate route id/);
    expect(() => validateRoutes([base, { ...base, id: 'other' }])).toThrow(/same method and path/);
    expect(() => validateRoutes([{ ...base, path: 'no-slash' }])).toThrow(/path/);
    expect(() => validateRoutes([{ ...base, timeoutSeconds: 30 }])).toThrow(/29 s/);
    expect(() =>
      validateRoutes([
        { ...base, id: 'a', path: '/x/{id}' },
        { ...base, id: 'b', path: '/x/{name}/y' },
      ]),
    ).toThrow(/path parameter/);
  });
});

describe('errorEnvelope', () => {
  it('is the contract envelope with the request id', () => {
    expect(JSON.parse(errorEnvelope('NOT_FOUND', 'No such route'))).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such route', requestId: '$context.requestId' },
    });
  });
});

function pascalCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
