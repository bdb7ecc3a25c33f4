/**
 * The dashboard deployed (issue 15, point 2; docs/decisions/1503-dashboard-on-cloudfront.md): the Vite build in a
 * private S3 bucket read by CloudFront through Origin Access Control, and `/api/*` of the same distribution routed to
 * the REST API's stage, so the browser sees one origin (no CORS) with the security headers of lib/dashboard-headers.ts.
 * A nested stack of its own: the parent stack keeps its resources for routes (docs/decisions/0707-nested-stacks.md).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, NestedStack, type RemovalPolicy, type SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
// cdk-nag's own rendering of a CloudFormation reference, so the acknowledged finding ids are the ones it reports.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { Construct, IConstruct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../shared/http/client-ip';
import { DASHBOARD_CSP, DASHBOARD_SECURITY_HEADERS } from './dashboard-headers';

/** CloudFront and S3 access logs are kept this long. */
const LOG_DAYS = 90;
const YEAR = Duration.days(365);

/**
 * Viewer request, default behaviour: a path whose last segment has no dot is a page of the single-page app and is
 * answered with /index.html (the app's router draws it); a path with a dot is a file and is looked up as it is.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) request.uri = '/index.html';
  return request;
}`;

/**
 * Viewer request, /api/*: the viewer's address in a header of ours, replacing any value the viewer sent. The API
 * believes it only beside the origin-verify secret (shared/http/client-ip.ts).
 */
export const VIEWER_IP_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export interface DashboardSiteProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
  readonly restApi: RestApi;
  /** The built dashboard (index.html and assets/): dashboard/dist, built by bin/app.ts when stale. */
  readonly distPath: string;
  /** Sent by CloudFront to the API as x-sms-origin-verify (a Secrets Manager dynamic reference, never in code). */
  readonly originVerifySecret: SecretValue;
  /** A CLOUDFRONT-scope WAFv2 web ACL (created in us-east-1) for the distribution (context `dashboardWebAclArn`). */
  readonly webAclArn?: string;
  /** A custom domain (context `dashboardDomain`) with its ACM certificate in us-east-1 (`dashboardCertificateArn`). */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
}

export class DashboardSite extends NestedStack {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: DashboardSiteProps) {
    super(scope, id, { description: `SMS messaging: the web dashboard of ${props.stage} (S3 + CloudFront)` });
    if (!existsSync(join(props.distPath, 'index.html'))) {
      throw new Error(`The dashboard is not built: ${props.distPath}/index.html is missing (npm run build:dashboard)`);
    }

    this.logBucket = new Bucket(this, 'Logs', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs are delivered with an ACL grant: the bucket must accept ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(LOG_DAYS) }],
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself (CloudFront and the site bucket log into it); logging it into ' +
        'itself would loop and a further bucket would only log the log deliveries.',
    });

    this.bucket = new Bucket(this, 'Site', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: props.removalPolicy,
    });

    const securityHeaders = (name: string) =>
      new ResponseHeadersPolicy(this, name, {
        comment: `SMS dashboard ${props.stage}: CSP, HSTS, frame denial (lib/dashboard-headers.ts)`,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: DASHBOARD_CSP, override: true },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(hstsMaxAge()),
            includeSubdomains: true,
            override: true,
          },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          contentTypeOptions: { override: true },
          referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        },
        customHeadersBehavior: {
          customHeaders: ['Cross-Origin-Opener-Policy', 'Permissions-Policy'].map((header) => ({
            header,
            value: DASHBOARD_SECURITY_HEADERS[header]!,
            override: true,
          })),
        },
        removeHeaders: ['Server'],
      });
    const headers = securityHeaders('SecurityHeaders');

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const assetsCache = new CachePolicy(this, 'AssetsCache', {
      comment: 'Hashed dashboard assets: the name changes with the content, so a year at the edge',
      minTtl: YEAR,
      defaultTtl: YEAR,
      maxTtl: YEAR,
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      comment: 'Paths without a file extension are pages of the dashboard: /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const viewerIp = new EdgeFunction(this, 'ViewerIp', {
      comment: `The viewer's address to the API in ${VIEWER_IP_HEADER}`,
      code: FunctionCode.fromInline(VIEWER_IP_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    // The API's host from its id alone, not from its stage URL: the distribution then depends on the RestApi only,
    // so the functions can be told the dashboard's URL (APP_URL) without a cycle through the stage's deployment.
    const apiStack = Stack.of(props.restApi);
    const apiDomain = `${props.restApi.restApiId}.execute-api.${apiStack.region}.${apiStack.urlSuffix}`;
    const certificate = props.domain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
      : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `SMS dashboard (${props.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      // The default *.cloudfront.net certificate fixes the viewer policy; a custom domain gets TLS 1.2 at least.
      ...(props.domain && certificate
        ? {
            domainNames: [props.domain.name],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: CachedMethods.CACHE_GET_HEAD,
        // index.html carries Cache-Control: no-cache (below): the edge revalidates it, so a deployment shows at once.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: assetsCache,
          responseHeadersPolicy: headers,
          compress: true,
        },
        // The browser calls /api/v1/...; CloudFront keeps the path and prefixes the origin path, /<stage>, which is
        // exactly the stage URL's /<stage>/api/v1/... that API Gateway serves.
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            originPath: `/${props.stage}`,
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization, X-API-Key, Idempotency-Key...), query and cookie, but not Host:
          // API Gateway answers only its own host name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.acknowledge(props);

    // Two deployments, neither pruning: the hashed assets first (immutable), then index.html (no-cache). A browser
    // still holding the previous index.html keeps finding its chunks while a deployment replaces the page.
    // The deployments' handler (one function CDK shares between them) logs into a group with a retention, like every
    // function of the stage, rather than into one Lambda would create and keep for ever.
    const deployLogs = new LogGroup(this, 'DeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(props.distPath, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 256,
      logGroup: deployLogs,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.distPath, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 256,
      logGroup: deployLogs,
    });
    pages.node.addDependency(assets);
    this.acknowledgeDeploymentHandler();
  }

  /** cdk-nag findings of the distribution that hold by design (docs/decisions/0004, 1503). */
  private acknowledge(props: DashboardSiteProps): void {
    const reasons = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: the businesses are South African but their staff travel and work abroad; every page ' +
          'and API call needs a signed-in user, and the API behind /api/* has its own web ACL.',
      },
    ];
    if (!props.webAclArn) {
      reasons.push({
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1 while this stack is regional: it is attached with ' +
          '-c dashboardWebAclArn when the organisation has one. Without it the static files are public by nature ' +
          'and /api/* reaches the stage, which has its own regional web ACL (lib/edge.ts).',
      });
    }
    if (!props.domain) {
      reasons.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose viewer ' +
          'policy CloudFront fixes at TLSv1; with -c dashboardDomain and dashboardCertificateArn it is TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...reasons);
  }

  /**
   * BucketDeployment's handler (a singleton Lambda function of CDK's, shared by both deployments) runs only during
   * a deployment; its role and runtime are CDK's.
   */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: CDK changed its construct id');
    Validations.of(handler).acknowledge(
      ...deploymentWildcards(handler).map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          "CDK's BucketDeployment handler copies the build from CDK's asset bucket into the dashboard bucket: " +
          'object wildcards (s3:GetObject*, List*, DeleteObject*, Abort*) on exactly those two buckets.',
      })),
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's BucketDeployment handler role carries AWS's basic execution policy (its own logs); it runs only " +
          'during a deployment and is no function of the service.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib and moves with its upgrades.",
      },
    );
  }
}

/**
 * The IAM5 findings of the BucketDeployment handler's policy, named as cdk-nag names them (`Action::s3:List*`,
 * `Resource::<SiteE53D7754.Arn>/*`), so each is acknowledged exactly; anything but S3 object wildcards is refused.
 */
function deploymentWildcards(handler: IConstruct): string[] {
  const policy = handler.node.findAll().find((c): c is CfnPolicy => c instanceof CfnPolicy);
  if (!policy) throw new Error('BucketDeployment handler has no policy');
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement: Record<string, unknown>[] };
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
  const findings = new Set<string>();
  for (const statement of document.Statement) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (String(action).includes('*')) findings.add(`Action::${action}`);
    for (const resource of list(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  for (const finding of findings) {
    if (!/^Action::s3:[A-Za-z]+\*$/.test(finding) && !/^Resource::[^*]+\/\*$/.test(finding)) {
      throw new Error(`Unexpected wildcard in the BucketDeployment handler's policy: ${finding}`);
    }
  }
  return [...findings];
}

/** HSTS max-age in seconds, read from the shared header value (two years). */
function hstsMaxAge(): number {
  const match = /max-age=(\d+)/.exec(DASHBOARD_SECURITY_HEADERS['Strict-Transport-Security']!);
  if (!match) throw new Error('Strict-Transport-Security has no max-age');
  return Number(match[1]);
}
