/**
 * The web ACL in front of the API (issue 14, point 5): AWS's managed common and known-bad-inputs rule sets, a
 * rate-based rule per client IP for the whole API, a tighter one for the sign-in routes and a wider one for the vendors'
 * callbacks (receipts come in bursts from a vendor's few addresses: docs/decisions/1004). Created with the stack
 * unless a shared web ACL is given (context `webAclArn`) or a development stack turns it off (context `waf=false`).
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclLimits {
  /** Requests per client IP in WAF's 5-minute window, whole API: 50,000 ≈ 167/s, one key's contract maximum. */
  readonly perIpPerFiveMinutes: number;
  /** Requests per client IP in 5 minutes to /api/v1/auth/ (sign-in, registration, resets). */
  readonly authPerIpPerFiveMinutes: number;
  /**
   * Requests per client IP in 5 minutes to /api/v1/callbacks/ (vendor receipts and replies), which the whole-API rule
   * leaves out: 600,000 ≈ 2,000/s, twice the send path's ceiling (0807) from one vendor address.
   */
  readonly callbacksPerIpPerFiveMinutes: number;
}

const DEFAULT_WEB_ACL_LIMITS: WebAclLimits = {
  perIpPerFiveMinutes: 50_000,
  authPerIpPerFiveMinutes: 500,
  callbacksPerIpPerFiveMinutes: 600_000,
};

/** The vendors' callback routes (lib/routes-delivery.ts), as WAF sees their paths. */
const CALLBACKS_PATH: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'CONTAINS',
    searchString: '/api/v1/callbacks/',
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

function managed(name: string, priority: number, excluded: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(excluded.length
          ? { ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

export class ApiWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string; limits?: WebAclLimits }) {
    super(scope, id);
    const limits = props.limits ?? DEFAULT_WEB_ACL_LIMITS;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `sms-messaging-${props.stage}`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`sms-messaging-${props.stage}`),
      // The rate rules answer 429 in the contract's envelope, not WAF's bare 403 (issue 27 item 9). WAF's bodies are
      // static: the request id is not known to WAF, so it reads `waf` (the x-amzn-RequestId header has none either).
      customResponseBodies: Object.fromEntries(
        (
          [
            ['PerIpSignIn', `${limits.authPerIpPerFiveMinutes} requests per 5 minutes per IP for /auth/ routes`],
            ['PerIp', `${limits.perIpPerFiveMinutes} requests per 5 minutes per IP`],
            ['PerIpCallbacks', `${limits.callbacksPerIpPerFiveMinutes} requests per 5 minutes per IP for /callbacks/`],
          ] as const
        ).map(([rule, limit]) => [
          rule,
          {
            contentType: 'APPLICATION_JSON',
            content: JSON.stringify({
              error: { code: 'TOO_MANY_REQUESTS', message: `Rate limit exceeded: ${limit}`, requestId: 'waf' },
            }),
          },
        ]),
      ),
      rules: [
        // The service bounds bodies itself (64 KiB, nesting 32, per-route schemas); WAF's 8 KB body rule would refuse
        // a legitimate long UCS-2 message or a CSV import, so it only counts.
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'PerIpSignIn',
          priority: 3,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'PerIpSignIn' } } },
          statement: {
            rateBasedStatement: {
              limit: limits.authPerIpPerFiveMinutes,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'CONTAINS',
                  searchString: '/api/v1/auth/',
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('PerIpSignIn'),
        },
        {
          name: 'PerIp',
          priority: 4,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'PerIp' } } },
          statement: {
            rateBasedStatement: {
              limit: limits.perIpPerFiveMinutes,
              aggregateKeyType: 'IP',
              // The vendors' callbacks have their own, wider rule (PerIpCallbacks).
              scopeDownStatement: { notStatement: { statement: CALLBACKS_PATH } },
            },
          },
          visibilityConfig: visibility('PerIp'),
        },
        {
          name: 'PerIpCallbacks',
          priority: 5,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'PerIpCallbacks' } } },
          statement: {
            rateBasedStatement: {
              limit: limits.callbacksPerIpPerFiveMinutes,
              aggregateKeyType: 'IP',
              scopeDownStatement: CALLBACKS_PATH,
            },
          },
          visibilityConfig: visibility('PerIpCallbacks'),
        },
      ],
    });
  }
}
