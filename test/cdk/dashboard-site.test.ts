import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CSP } from '../../lib/dashboard-headers';
import { SPA_REWRITE_CODE, VIEWER_IP_CODE } from '../../lib/dashboard-site';
import type { SmsMessagingStack } from '../../lib/stack';
import { API_PREFIX } from '../../shared/http/contract';
import { DASHBOARD_FIXTURE, type Json, resourcesOf, synth } from './helpers';

// AWS's managed policies, by their fixed ids.
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const YEAR_SECONDS = 365 * 24 * 3600;

let stack: SmsMessagingStack;
let site: Template;
let root: Template;
let all: Template;
let distribution: Json;

const only = (template: Template, type: string): [string, Json] => {
  const entries = Object.entries(resourcesOf(template, type));
  expect(entries, type).toHaveLength(1);
  return [entries[0]![0], entries[0]![1].Properties];
};
const behaviour = (pattern: string): Json =>
  distribution.CacheBehaviors.find((b: Json) => b.PathPattern === pattern) ??
  expect.fail(`no behaviour for ${pattern}`);
const originOf = (b: Json): Json => distribution.Origins.find((o: Json) => o.Id === b.TargetOriginId);

beforeAll(() => {
  const built = synth();
  stack = built.stack;
  all = built.template;
  root = Template.fromStack(stack);
  site = Template.fromStack(stack.dashboard!);
  distribution = only(site, 'AWS::CloudFront::Distribution')[1].DistributionConfig;
});

describe('the dashboard bucket', () => {
  it('is private, encrypted, TLS-only, and readable by this distribution only, through Origin Access Control', () => {
    const [siteId, bucket] = Object.entries(resourcesOf(site, 'AWS::S3::Bucket')).find(
      ([, b]) => b.Properties.LoggingConfiguration,
    )!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
    ).toEqual({ SSEAlgorithm: 'AES256' });
    expect(bucket.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerEnforced' }]);

    const policy = Object.values(resourcesOf(site, 'AWS::S3::BucketPolicy')).find(
      (p) => p.Properties.Bucket.Ref === siteId,
    )!;
    const statements: Json[] = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const allows = statements.filter((s) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(allows[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(allows[0].Condition.StringEquals['AWS:SourceArn'])).toContain('Distribution');

    const [, oac] = only(site, 'AWS::CloudFront::OriginAccessControl');
    expect(oac.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origin = originOf(distribution.DefaultCacheBehavior);
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
  });

  it('is filled by two BucketDeployments that never prune: the hashed assets (a year, immutable), then the pages (no-cache)', () => {
    const deployments = Object.values(resourcesOf(site, 'Custom::CDKBucketDeployment')).map((d) => d.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/')!;
    const pages = deployments.find((d) => d.DestinationBucketKeyPrefix === undefined)!;
    expect(assets.Prune).toBe(false);
    expect(pages.Prune).toBe(false);
    expect(assets.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(pages.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    const pagesId = Object.entries(resourcesOf(site, 'Custom::CDKBucketDeployment')).find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === undefined,
    )![0];
    expect(JSON.stringify(site.toJSON().Resources[pagesId].DependsOn)).toContain('DeployAssets');
  });

  it("lets CDK's deployment handler use S3 object wildcards only", () => {
    const handlerPolicies = Object.entries(resourcesOf(site, 'AWS::IAM::Policy')).filter(([id]) =>
      id.startsWith('CustomCDKBucketDeployment'),
    );
    expect(handlerPolicies).toHaveLength(1);
    for (const statement of handlerPolicies[0]![1].Properties.PolicyDocument.Statement as Json[]) {
      for (const action of [statement.Action].flat()) expect(action).toMatch(/^s3:/);
      for (const resource of [statement.Resource].flat()) expect(resource).not.toBe('*');
    }
  });
});

describe('the distribution', () => {
  it('serves the app from S3 over HTTPS with the SPA rewrite, HTTP/2 and 3, and logs to its log bucket', () => {
    const d = distribution.DefaultCacheBehavior;
    expect(d.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(d.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(d.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(d.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.HttpVersion).toBe('http2and3');
    expect(distribution.Logging.Bucket).toBeDefined();
    expect(distribution.Logging.Prefix).toBe('cloudfront/');
    for (const b of distribution.CacheBehaviors)
      expect(b.ViewerProtocolPolicy).toMatch(/^(redirect-to-https|https-only)$/);
  });

  it('rewrites paths without a file extension to /index.html, and leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (e: Json) => Json;
    const rewrite = (uri: string) => handler({ request: { uri, headers: {} } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/messages')).toBe('/index.html');
    expect(rewrite('/campaigns/01HXYZ/report')).toBe('/index.html');
    expect(rewrite('/v1.2/page')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('caches /assets/* for a year at the edge, compressed, keyed on nothing but the path', () => {
    const assets = behaviour('/assets/*');
    expect(originOf(assets).S3OriginConfig).toBeDefined();
    const policy = Object.entries(resourcesOf(site, 'AWS::CloudFront::CachePolicy')).find(
      ([id]) => assets.CachePolicyId.Ref === id,
    )![1].Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: YEAR_SECONDS, DefaultTTL: YEAR_SECONDS, MaxTTL: YEAR_SECONDS });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it(`routes /api/* uncached, with every method and viewer header but Host, to the stage: ${API_PREFIX}/x becomes /<stage>${API_PREFIX}/x`, () => {
    const api = behaviour('/api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(api.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);

    const origin = originOf(api);
    const [, stage] = only(all, 'AWS::ApiGateway::Stage');
    // CloudFront keeps the viewer's path and puts the origin path before it: the stage's own URL.
    expect(origin.OriginPath).toBe(`/${stage.StageName}`);
    expect(API_PREFIX).toBe('/api/v1');
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    const headers = Object.fromEntries(
      (origin.OriginCustomHeaders as Json[]).map((h) => [h.HeaderName, JSON.stringify(h.HeaderValue)]),
    );
    expect(Object.keys(headers)).toEqual(['x-sms-origin-verify']);
    expect(headers['x-sms-origin-verify']).toContain('{{resolve:secretsmanager:');
  });

  it("passes the viewer's address in x-sms-viewer-ip, replacing what the viewer sent", () => {
    const handler = new Function(`${VIEWER_IP_CODE}; return handler;`)() as (e: Json) => Json;
    const request = handler({
      viewer: { ip: '198.51.100.7' },
      request: { uri: '/api/v1/auth/login', headers: { 'x-sms-viewer-ip': { value: '1.2.3.4' } } },
    });
    expect(request.headers['x-sms-viewer-ip']).toEqual({ value: '198.51.100.7' });
  });

  it('answers every path with the strict headers of lib/dashboard-headers.ts', () => {
    const [policyId, policy] = only(site, 'AWS::CloudFront::ResponseHeadersPolicy');
    for (const b of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId, b.PathPattern).toEqual({ Ref: policyId });
    }
    const security = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: DASHBOARD_CSP, Override: true });
    expect(DASHBOARD_CSP).not.toContain('unsafe-inline');
    expect(DASHBOARD_CSP).not.toContain('unsafe-eval');
    expect(DASHBOARD_CSP).toContain("script-src 'self'");
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    const custom = Object.fromEntries(
      (policy.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items as Json[]).map((h) => [h.Header, h.Value]),
    );
    expect(custom['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(custom['Permissions-Policy']).toContain('camera=()');
  });
});

describe('the stack with the dashboard', () => {
  it('outputs DashboardUrl and tells the functions that send mail where the dashboard is', () => {
    const outputs = root.toJSON().Outputs;
    expect(JSON.stringify(outputs.DashboardUrl.Value)).toContain('Dashboard');
    const withAppUrl = Object.values(resourcesOf(all, 'AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.APP_URL,
    );
    expect(withAppUrl.length).toBeGreaterThan(0);
    for (const f of withAppUrl) expect(typeof f.Properties.Environment.Variables.APP_URL).not.toBe('string');
  });

  it('gives every route function the origin secret as a dynamic reference, never a value', () => {
    const routes = Object.values(resourcesOf(all, 'AWS::Lambda::Function')).filter((f) =>
      /^(GET|POST|PUT|PATCH|DELETE) \/api\/v1\//.test(f.Properties.Description ?? ''),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const f of routes) {
      const value = JSON.stringify(f.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET);
      expect(value, f.Properties.FunctionName).toContain('{{resolve:secretsmanager:');
    }
    const secrets = Object.values(resourcesOf(root, 'AWS::SecretsManager::Secret')).filter((s) =>
      String(s.Properties.Description).includes('x-sms-origin-verify'),
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
  });

  it('takes a custom domain with its certificate and TLS 1.2 at least, and a CloudFront web ACL', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    const webAclArn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/dash/xyz';
    const { stack: custom } = synth({
      dashboard: { distPath: DASHBOARD_FIXTURE, domain: { name: 'app.example.co.za', certificateArn }, webAclArn },
    });
    const config = only(Template.fromStack(custom.dashboard!), 'AWS::CloudFront::Distribution')[1].DistributionConfig;
    expect(config.Aliases).toEqual(['app.example.co.za']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config.WebACLId).toBe(webAclArn);
    expect(custom.dashboard!.url).toBe('https://app.example.co.za');
  });

  it('leaves the site, the secret and the output out with dashboard: false', () => {
    const { stack: apiOnly, template } = synth({ dashboard: false });
    expect(apiOnly.dashboard).toBeUndefined();
    expect(Object.keys(resourcesOf(template, 'AWS::CloudFront::Distribution'))).toEqual([]);
    expect(Template.fromStack(apiOnly).toJSON().Outputs.DashboardUrl).toBeUndefined();
    for (const f of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(f.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET).toBeUndefined();
    }
  });
});
