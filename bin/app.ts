/**
 * CDK app: one stack per stage (`-c stage=prod`, default dev), checked by cdk-nag's AWS Solutions pack. cdk-nag 3 is a
 * policy-validation plugin: any unacknowledged error fails synth (see docs/decisions/0004-cdk-nag-acknowledgements.md).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SmsMessagingStack } from '../lib/stack';
import { assertDeployableStage } from '../lib/stage';
import { DASHBOARD_DIST, ensureDashboardBuilt } from '../local/dashboard';

const DEFAULT_REGION = 'af-south-1';

const app = new App();

const stage: string = assertDeployableStage(app.node.tryGetContext('stage') ?? 'dev');
const webAclArn: string | undefined = app.node.tryGetContext('webAclArn') || undefined;
// `-c region=...` wins. Under the CLI CDK_DEFAULT_REGION is always set (us-east-1 when no AWS region is configured
// at all), so where no region is configured pass -c region=af-south-1 or set AWS_REGION.
const region: string = app.node.tryGetContext('region') ?? process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION;

// Social sign-in audiences (client ids of our apps at Google and Apple), or a full IDENTITY_PROVIDERS JSON.
const identity = Object.fromEntries(
  (
    [
      ['IDENTITY_PROVIDERS', app.node.tryGetContext('identityProviders')],
      ['GOOGLE_CLIENT_IDS', app.node.tryGetContext('googleClientIds')],
      ['APPLE_CLIENT_IDS', app.node.tryGetContext('appleClientIds')],
    ] as [string, unknown][]
  ).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0),
);

// The web dashboard on S3 + CloudFront (lib/dashboard-site.ts): on unless -c dashboard=false. Vite builds
// dashboard/dist first when it is missing or older than its sources, as npm start does.
const dashboard = String(app.node.tryGetContext('dashboard') ?? 'true') !== 'false';
if (dashboard) await ensureDashboardBuilt({ log: (line) => process.stderr.write(`${line}\n`) });
const dashboardDomain: string | undefined = app.node.tryGetContext('dashboardDomain') || undefined;
const dashboardCertificateArn: string | undefined = app.node.tryGetContext('dashboardCertificateArn') || undefined;
if (Boolean(dashboardDomain) !== Boolean(dashboardCertificateArn)) {
  throw new Error('Context dashboardDomain and dashboardCertificateArn go together (an ACM certificate in us-east-1)');
}

new SmsMessagingStack(app, `SmsMessaging-${stage}`, {
  stage,
  webAclArn,
  identity,
  comprehendRegion: app.node.tryGetContext('comprehendRegion') || undefined,
  mailFrom: app.node.tryGetContext('mailFrom') || undefined,
  waf: String(app.node.tryGetContext('waf') ?? 'true') !== 'false',
  tableMaxRequestUnits: Number(app.node.tryGetContext('tableMaxRequestUnits')) || undefined,
  appUrl: app.node.tryGetContext('appUrl') || undefined,
  manageApiGatewayAccountRole: String(app.node.tryGetContext('apiGatewayAccountRole') ?? 'true') !== 'false',
  alarmEmail: app.node.tryGetContext('alarmEmail') || undefined,
  contentRetentionDays: Number(app.node.tryGetContext('contentRetentionDays')) || undefined,
  // A table restored from a backup or to a point in time, which this stage then runs on (docs/recovery.md).
  existingTableName: app.node.tryGetContext('tableName') || undefined,
  existingTableStreamArn: app.node.tryGetContext('tableStreamArn') || undefined,
  dashboard: dashboard
    ? {
        distPath: DASHBOARD_DIST,
        webAclArn: app.node.tryGetContext('dashboardWebAclArn') || undefined,
        ...(dashboardDomain && dashboardCertificateArn
          ? { domain: { name: dashboardDomain, certificateArn: dashboardCertificateArn } }
          : {}),
      }
    : false,
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region,
  },
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
