/**
 * The REST API, generated from the route table (lib/routes.ts): one resource per path segment under /api/v1, one
 * ServiceFunction and proxy integration per route, one authorizer function attached as two REQUEST authorizers, and
 * gateway responses that put API Gateway's own answers into the service's error envelope.
 * See docs/decisions/0003-rest-api-and-authorizers.md.
 */
import { Aws, Duration, NestedStack, RemovalPolicy, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  EndpointType,
  IdentitySource,
  Integration,
  IntegrationType,
  type IResource,
  LogGroupLogDestination,
  type Method,
  type MethodDeploymentOptions,
  MethodLoggingLevel,
  type MethodOptions,
  RequestAuthorizer,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PREFIX, type AuthKind, fullPath } from '../shared/http/contract';
import { ApiWebAcl } from './edge';
import { type ServiceContext, ServiceFunction } from './function';
import { areaOf } from './route-areas';
import { ipLimitOf, type RouteDefinition } from './route-table';
import { AUTHORIZER } from './service-functions';
import { routeUpdateKeyPrefixes } from './table-access';

/** Routes that name the service's public URL: Twilio's signed callback, and the callback URLs shown in the settings. */
const PUBLIC_URL_ROUTES = new Set(['callbacks-twilio', 'sms-vendor-get', 'sms-vendor-put']);

/** API Gateway cuts every integration at 29 s; a longer function timeout would only hide that. */
const MAX_INTEGRATION_SECONDS = 29;

const PATH_PATTERN = /^(\/([A-Za-z0-9._~-]+|\{[A-Za-z][A-Za-z0-9_]*\}))+$/;

export interface ApiThrottle {
  /** Steady-state requests per second for the whole stage. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

const DEFAULT_THROTTLE: ApiThrottle = { rateLimit: 100, burstLimit: 200 };

export interface ApiProps {
  readonly context: ServiceContext;
  readonly routes: readonly RouteDefinition[];
  /** A shared regional WAFv2 web ACL to associate with the stage instead of the stack's own. */
  readonly webAclArn?: string;
  /** The stack's own web ACL (lib/edge.ts); off only for development stacks (context `waf=false`). Default true. */
  readonly waf?: boolean;
  readonly throttle?: ApiThrottle;
  /** Create (and retain) the region's API Gateway CloudWatch logging role. Default true. */
  readonly manageAccountLoggingRole?: boolean;
  /**
   * The secret the dashboard's CloudFront sends in x-sms-origin-verify (lib/dashboard-site.ts): each route function
   * gets it as ORIGIN_VERIFY_SECRET to believe the viewer's address CloudFront passes (shared/http/client-ip.ts).
   */
  readonly originVerifySecret?: SecretValue;
}

type AuthorizerKind = 'apiKey' | 'authorization';

export class Api extends Construct {
  readonly restApi: RestApi;
  /** The /api/v1 resource. */
  readonly apiRoot: IResource;
  /** The full URL of /api/v1 on the deployed stage. */
  readonly url: string;
  /**
   * The same URL built from the API's id alone (no reference to its stage or deployment, which depend on every
   * method): what the functions are told as PUBLIC_BASE_URL without a dependency cycle.
   */
  readonly publicUrl: string;
  readonly routeFunctions = new Map<string, ServiceFunction>();
  readonly methods = new Map<string, Method>();
  private authorizerFunction?: ServiceFunction;
  /** The nested stacks holding the routes' functions, by area (lib/route-areas.ts). */
  readonly areaStacks = new Map<string, NestedStack>();
  private readonly authorizers = new Map<AuthorizerKind, RequestAuthorizer>();
  private readonly context: ServiceContext;
  private readonly originVerifySecret?: SecretValue;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.context = props.context;
    this.originVerifySecret = props.originVerifySecret;
    const { stage } = props.context;
    const throttle = props.throttle ?? DEFAULT_THROTTLE;
    validateRoutes(props.routes);

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.context.logRetention,
      removalPolicy: props.context.removalPolicy,
    });

    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `sms-messaging-${stage}`,
      description: `SMS messaging API (${stage})`,
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // API Gateway logs only through the region's account-level CloudWatch role; without it the first deploy fails.
      // Managed here unless the organisation manages it (context apiGatewayAccountRole=false), and retained on stack
      // deletion because other APIs of the account use it too.
      ...(props.manageAccountLoggingRole === false
        ? { cloudWatchRole: false }
        : { cloudWatchRole: true, cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN }),
      deployOptions: {
        // The API version lives in the path (/api/v1), not in the stage name.
        stageName: stage,
        tracingEnabled: true,
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        // Per route, below the stage's: the routes the contract limits per client IP (sign-in, registration...).
        methodOptions: routeThrottles(props.routes),
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: accessLogFormat(),
        // Execution logs for errors only, never request/response bodies (phone numbers and message text).
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
      },
    });
    // RestApi's own "Endpoint" output is the bare stage URL; the stack outputs the /api/v1 URL instead.
    this.restApi.node.tryRemoveChild('Endpoint');
    this.apiRoot = this.restApi.root.resourceForPath(API_PREFIX);
    this.url = this.restApi.urlForPath(API_PREFIX);
    const stack = Stack.of(this);
    this.publicUrl = `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}/${stage}${API_PREFIX}`;

    const loggingRole = this.restApi.node.tryFindChild('CloudWatchRole');
    if (loggingRole) {
      Validations.of(loggingRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          "API Gateway's account-level logging role must carry AWS's AmazonAPIGatewayPushToCloudWatchLogs policy: the " +
          'service writes access and execution logs of every API in the region through it; it is used by no function.',
      });
    }
    // Local-only routes (the sandbox clock, the outbox) are not deployed: API Gateway answers them 404 like any unknown route.
    for (const route of props.routes) if (!route.localOnly) this.addRoute(route);
    addGatewayResponses(this.restApi, throttle);
    this.protectStage(props.webAclArn, props.waf ?? true);

    Validations.of(this.restApi).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Requests are validated in each handler with zod schemas (one schema per route, shared with the local ' +
          'gateway), which also produce the contract error envelope; API Gateway models would duplicate them.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          'No Cognito user pool by design: methods use our Lambda REQUEST authorizer (API keys for the Public API, ' +
          "the service's own access tokens for the Platform API) or are the deliberately public health/auth routes.",
      },
    );
  }

  private addRoute(route: RouteDefinition): void {
    const fn = new ServiceFunction(this.areaStack(route), `${pascalCase(route.id)}Route`, {
      handlerId: route.id,
      description: `${route.method} ${fullPath(route)}: ${route.summary}`,
      context: this.context,
      access: route.access,
      updateKeyPrefixes: routeUpdateKeyPrefixes(route),
      memoryMb: route.memoryMb,
      timeoutSeconds: route.timeoutSeconds,
      reservedConcurrency: route.reservedConcurrency,
      environment: {
        ...(PUBLIC_URL_ROUTES.has(route.id) ? { PUBLIC_BASE_URL: this.publicUrl } : {}),
        ...(this.originVerifySecret ? { ORIGIN_VERIFY_SECRET: this.originVerifySecret.unsafeUnwrap() } : {}),
      },
    });
    const resource = this.apiRoot.resourceForPath(route.path.slice(1));
    // A Lambda proxy integration whose invoke permission lives beside the function, in its area's nested stack
    // (LambdaIntegration would put one permission per route in the parent, which holds every method already).
    const method = resource.addMethod(
      route.method,
      new Integration({
        type: IntegrationType.AWS_PROXY,
        integrationHttpMethod: 'POST',
        uri: `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}:lambda:path/2015-03-31/functions/${fn.function.functionArn}/invocations`,
      }),
      this.methodOptions(route.auth),
    );
    fn.function.addPermission('ApiGatewayInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      // Any stage (naming the stage would make the nested stack wait for the deployment, which waits for the method).
      sourceArn: this.restApi.arnForExecuteApi(route.method, resource.path.replace(/\{[^}]*\}/g, '*'), '*'),
    });
    if (route.auth === 'none') {
      Validations.of(method).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          `${route.method} ${fullPath(route)} is public by contract (health, the OpenAPI document or a public auth ` +
          'route); auth routes are guarded by per-IP rate limits enforced in the handler from the route table.',
      });
    }
    this.routeFunctions.set(route.id, fn);
    this.methods.set(route.id, method);
  }

  /** The nested stack of a route's area, created on first use: the parent stays far from 500 resources. */
  private areaStack(route: RouteDefinition): NestedStack {
    const area = areaOf(route);
    let stack = this.areaStacks.get(area);
    if (!stack) {
      stack = new NestedStack(this, `${area}Routes`, { description: `SMS messaging: functions of the ${area} routes` });
      this.areaStacks.set(area, stack);
    }
    return stack;
  }

  private methodOptions(auth: AuthKind): MethodOptions {
    switch (auth) {
      case 'none':
        return { authorizationType: AuthorizationType.NONE };
      case 'apiKey':
        return { authorizationType: AuthorizationType.CUSTOM, authorizer: this.authorizer('apiKey') };
      case 'bearer':
      case 'platformAdmin':
        return { authorizationType: AuthorizationType.CUSTOM, authorizer: this.authorizer('authorization') };
    }
  }

  /** One authorizer function, attached as one REQUEST authorizer per identity source; created on first use. */
  private authorizer(kind: AuthorizerKind): RequestAuthorizer {
    const existing = this.authorizers.get(kind);
    if (existing) return existing;
    this.authorizerFunction ??= new ServiceFunction(this, 'Authorizer', {
      ...AUTHORIZER,
      description: 'Lambda REQUEST authorizer: API keys (X-API-Key) and access tokens (Authorization: Bearer)',
      context: this.context,
      // On the path of every request: 512 MB halves its CPU time against 256 (docs/decisions/0604).
      memoryMb: 512,
    });
    const header = kind === 'apiKey' ? 'X-API-Key' : 'Authorization';
    const authorizer = new RequestAuthorizer(this, kind === 'apiKey' ? 'ApiKeyAuthorizer' : 'BearerAuthorizer', {
      authorizerName: kind === 'apiKey' ? 'api-key' : 'bearer',
      handler: this.authorizerFunction.function,
      identitySources: [IdentitySource.header(header)],
      // No caching: a revoked API key, a disabled user or a suspended account must be refused on the very next
      // request, not after a cached Allow policy expires.
      resultsCacheTtl: Duration.seconds(0),
    });
    this.authorizers.set(kind, authorizer);
    return authorizer;
  }

  private protectStage(webAclArn: string | undefined, waf: boolean): void {
    const stage = this.restApi.deploymentStage;
    const arn =
      webAclArn ?? (waf ? new ApiWebAcl(this, 'Waf', { stage: this.context.stage }).webAcl.attrArn : undefined);
    if (arn) {
      new CfnWebACLAssociation(this, 'WebAclAssociation', { resourceArn: stage.stageArn, webAclArn: arn });
      return;
    }
    Validations.of(stage).acknowledge({
      id: 'AwsSolutions-APIG3',
      reason:
        'A development stack deployed with context waf=false: no web ACL; it relies on the stage and per-route ' +
        'throttles, the authorizer and the limits in the handlers. Every other stack has one.',
    });
  }
}

/**
 * Stage throttles per route, sized from the contract's limits: a route limited to N requests a minute per client IP
 * is throttled to N a second across all clients (sixty clients at their full rate), burst twice that, so a flood from
 * many addresses cannot run up the sign-in routes' scrypt work or registrations. A route with a throttle of its own
 * (the vendors' callbacks) gets that instead.
 */
function routeThrottles(routes: readonly RouteDefinition[]): Record<string, MethodDeploymentOptions> {
  const out: Record<string, MethodDeploymentOptions> = {};
  for (const route of routes) {
    if (route.localOnly) continue;
    const key = `${fullPath(route)}/${route.method}`;
    if (route.throttle) {
      // Its own figures (the vendors' callbacks: docs/decisions/1004-callback-throttles.md).
      out[key] = { throttlingRateLimit: route.throttle.rateLimit, throttlingBurstLimit: route.throttle.burstLimit };
      continue;
    }
    const perIp = ipLimitOf(route);
    if (perIp === undefined) continue;
    out[key] = { throttlingRateLimit: perIp, throttlingBurstLimit: 2 * perIp };
  }
  return out;
}

/** The error envelope of the contract, for the answers API Gateway produces itself. */
export function errorEnvelope(code: string, message: string): string {
  return `{"error":{"code":"${code}","message":"${message}","requestId":"$context.requestId"}}`;
}

function addGatewayResponses(api: RestApi, throttle: ApiThrottle): void {
  const responses: { id: string; type: ResponseType; status?: string; body: string }[] = [
    {
      id: 'Unauthorized',
      type: ResponseType.UNAUTHORIZED,
      status: '401',
      body: errorEnvelope('UNAUTHORIZED', 'Missing or invalid credentials'),
    },
    {
      id: 'AccessDenied',
      type: ResponseType.ACCESS_DENIED,
      status: '403',
      body: errorEnvelope('FORBIDDEN', 'You do not have permission to do this'),
    },
    {
      id: 'WafFiltered',
      type: ResponseType.WAF_FILTERED,
      status: '403',
      body: errorEnvelope('FORBIDDEN', 'The request was blocked by the web application firewall'),
    },
    // API Gateway answers a path or method it does not know with "Missing Authentication Token" (403); for clients
    // that is simply a route that does not exist.
    {
      id: 'NotFound',
      type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
      status: '404',
      body: errorEnvelope('NOT_FOUND', 'No such route: check the method and the path under /api/v1'),
    },
    // After authorization, a path API Gateway cannot match (RESOURCE_NOT_FOUND) is a 404 too, not the default 4XX.
    {
      id: 'ResourceNotFound',
      type: ResponseType.RESOURCE_NOT_FOUND,
      status: '404',
      body: errorEnvelope('NOT_FOUND', 'No such route: check the method and the path under /api/v1'),
    },
    {
      id: 'Throttled',
      type: ResponseType.THROTTLED,
      status: '429',
      body: errorEnvelope(
        'TOO_MANY_REQUESTS',
        `Too many requests: the API stage throttle (${throttle.rateLimit} requests per second, burst ` +
          `${throttle.burstLimit}) was exceeded`,
      ),
    },
    // The usage-plan quota: a limit like the stage throttle (issue 27 item 9: each gateway 4XX type its own code).
    {
      id: 'QuotaExceeded',
      type: ResponseType.QUOTA_EXCEEDED,
      status: '429',
      body: errorEnvelope('TOO_MANY_REQUESTS', 'Rate limit exceeded: the request quota of this API was used up'),
    },
    // Credentials API Gateway itself refuses (a signed request, an API Gateway key, an expired token): 401 like ours.
    ...(
      [
        ['ExpiredToken', ResponseType.EXPIRED_TOKEN],
        ['InvalidApiKey', ResponseType.INVALID_API_KEY],
        ['InvalidSignature', ResponseType.INVALID_SIGNATURE],
      ] as const
    ).map(([id, type]) => ({
      id,
      type,
      status: '401',
      body: errorEnvelope('UNAUTHORIZED', 'Missing or invalid credentials'),
    })),
    // What API Gateway finds wrong in the request itself is a validation error, with its own words.
    ...(
      [
        ['BadRequestBody', ResponseType.BAD_REQUEST_BODY],
        ['BadRequestParameters', ResponseType.BAD_REQUEST_PARAMETERS],
        ['UnsupportedMediaType', ResponseType.UNSUPPORTED_MEDIA_TYPE],
      ] as const
    ).map(([id, type]) => ({
      id,
      type,
      status: '400',
      body: '{"error":{"code":"VALIDATION_ERROR","message":$context.error.messageString,"requestId":"$context.requestId"}}',
    })),
    {
      id: 'RequestTooLarge',
      type: ResponseType.REQUEST_TOO_LARGE,
      status: '413',
      body: errorEnvelope('PAYLOAD_TOO_LARGE', 'Request body is larger than API Gateway accepts'),
    },
    // Every 4XX type API Gateway has today is mapped above; a type added later keeps its status and is refused as
    // FORBIDDEN, never labelled a validation error. messageString is already a quoted, escaped JSON string.
    {
      id: 'Default4xx',
      type: ResponseType.DEFAULT_4XX,
      body: '{"error":{"code":"FORBIDDEN","message":$context.error.messageString,"requestId":"$context.requestId"}}',
    },
    {
      id: 'Default5xx',
      type: ResponseType.DEFAULT_5XX,
      status: '500',
      body: errorEnvelope('INTERNAL_ERROR', 'Internal error'),
    },
  ];
  for (const response of responses) {
    // No Retry-After (or any header but Content-Type) on any of them.
    api.addGatewayResponse(response.id, {
      type: response.type,
      statusCode: response.status,
      responseHeaders: { 'Content-Type': "'application/json'" },
      templates: { 'application/json': response.body },
    });
  }
}

/**
 * One JSON object per request; strings that may contain quotes use API Gateway's pre-quoted *String variables. The
 * route's resource path (`/api/v1/opt-outs/{phone}`), never the request's path: paths carry phone numbers, ids and
 * Clickatell's callback secret (docs/decisions/1110-log-redaction.md).
 */
function accessLogFormat(): AccessLogFormat {
  const quoted: Record<string, string> = {
    requestId: '$context.requestId',
    extendedRequestId: '$context.extendedRequestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    httpMethod: '$context.httpMethod',
    resourcePath: '$context.resourcePath',
    protocol: '$context.protocol',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationStatus: '$context.integration.status',
    integrationLatency: '$context.integration.latency',
    authorizerStatus: '$context.authorizer.status',
    authorizerLatency: '$context.authorizer.latency',
    principalId: '$context.authorizer.principalId',
    errorType: '$context.error.responseType',
    userAgent: '$context.identity.userAgent',
  };
  const fields = Object.entries(quoted).map(([name, variable]) => `"${name}":"${variable}"`);
  fields.push('"error":$context.error.messageString');
  return AccessLogFormat.custom(`{${fields.join(',')}}`);
}

/** Fails synth on a route table API Gateway would reject or that would silently shadow a route. */
export function validateRoutes(routes: readonly RouteDefinition[]): void {
  const ids = new Set<string>();
  const methods = new Set<string>();
  const paramBySegment = new Map<string, string>();
  for (const route of routes) {
    const where = `Route "${route.id}" (${route.method} ${route.path})`;
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(route.id)) throw new Error(`${where}: id must be kebab-case`);
    if (ids.has(route.id)) throw new Error(`${where}: duplicate route id`);
    ids.add(route.id);
    if (!PATH_PATTERN.test(route.path)) throw new Error(`${where}: path must look like /segment/{param}`);
    const key = `${route.method} ${route.path.replace(/\{[^}]+\}/g, '{}')}`;
    if (methods.has(key)) throw new Error(`${where}: another route has the same method and path`);
    methods.add(key);
    if ((route.timeoutSeconds ?? 0) > MAX_INTEGRATION_SECONDS) {
      throw new Error(`${where}: timeout exceeds API Gateway's ${MAX_INTEGRATION_SECONDS} s integration limit`);
    }
    // API Gateway allows one {param} child per resource: /a/{id} and /a/{name} cannot both exist.
    const segments = route.path.split('/').slice(1);
    segments.forEach((segment, i) => {
      if (!segment.startsWith('{')) return;
      const parent = `/${segments.slice(0, i).join('/')}`;
      const other = paramBySegment.get(parent);
      if (other && other !== segment) {
        throw new Error(`${where}: ${parent} already has the path parameter ${other}; use the same name`);
      }
      paramBySegment.set(parent, segment);
    });
  }
}

function pascalCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
