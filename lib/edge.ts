/**
 * The web ACL in front of the API (issue 14, point 5): AWS's managed common and known-bad-inputs rule sets, a
 * rate-based rule per client IP for the whole API and a tighter one for the sign-in routes. Created with the stack
 * unless a shared web ACL is given (context `webAclArn`) or a development stack turns it off (context `waf=false`).
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface WebAclLimits {
  /** Requests per client IP in WAF's 5-minute window, whole API: 50,000 ≈ 167/s, one key's contract maximum. */
  readonly perIpPerFiveMinutes: number;
  /** Requests per client IP in 5 minutes to /api/v1/auth/ (sign-in, registration, resets). */
  readonly authPerIpPerFiveMinutes: number;
}

export const DEFAULT_WEB_ACL_LIMITS: WebAclLimits = { perIpPerFiveMinutes: 50_000, authPerIpPerFiveMinutes: 500 };

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
      rules: [
        // The service bounds bodies itself (64 KiB, nesting 32, per-route schemas); WAF's 8 KB body rule would refuse
        // a legitimate long UCS-2 message or a CSV import, so it only counts.
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'PerIpSignIn',
          priority: 3,
          action: { block: {} },
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
          action: { block: {} },
          statement: { rateBasedStatement: { limit: limits.perIpPerFiveMinutes, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('PerIp'),
        },
      ],
    });
  }
}
