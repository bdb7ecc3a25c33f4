/**
 * The SMS messaging service of one stage: data, messaging and the API, each its own construct. The stack only wires
 * them together and names the outputs.
 */
import { CfnOutput, Lazy, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { Api, type ApiThrottle } from './api';
import { DashboardSite, type DashboardSiteProps } from './dashboard-site';
import { DataStore } from './data';
import { DeliveryResources, DeliveryWorkers } from './delivery';
import { defaultEntryFor, type ServiceContext, type ServiceLogLevel } from './function';
import { JobResources, JobWorkers } from './jobs';
import { MessageWorkers, SendQueues } from './messaging';
import { AlarmTopic, Observability, webhookBacklogAlarm } from './observability';
import { AccountDeletionResources, AccountDeletionWorker } from './privacy';
import type { RouteDefinition } from './route-table';
import { routes as routeTable } from './routes';

const PRODUCTION_STAGE = 'prod';
const AUTH_AUDIENCE = 'sms-platform';
const DEFAULT_MAIL_FROM = 'no-reply@sms.example.co.za';
const DEFAULT_APP_URL = 'https://app.sms.example.co.za';

export interface SmsMessagingStackProps extends StackProps {
  /** dev, staging, prod, ...: names resources, and "prod" retains data. */
  readonly stage: string;
  /** Default: the route table of lib/routes.ts. */
  readonly routes?: readonly RouteDefinition[];
  /** A shared regional WAFv2 web ACL for the API stage (context `webAclArn`), instead of the stack's own. */
  readonly webAclArn?: string;
  /** The stack's own web ACL (lib/edge.ts); `false` only for development stacks (context `waf=false`). Default true. */
  readonly waf?: boolean;
  /** The table's on-demand ceiling, request units a second (context `tableMaxRequestUnits`, one number for both). */
  readonly tableMaxRequestUnits?: number;
  /** Default: info. */
  readonly logLevel?: ServiceLogLevel;
  /** X-Ray active tracing on the functions (the API stage is always traced). Default: true. */
  readonly tracing?: boolean;
  readonly throttle?: ApiThrottle;
  /** Handler file of a handler id. Default: functions/<id>.ts. */
  readonly entryFor?: (handlerId: string) => string;
  /**
   * Social sign-in settings passed to the auth functions: `IDENTITY_PROVIDERS` (JSON) or `GOOGLE_CLIENT_IDS` /
   * `APPLE_CLIENT_IDS` (comma-separated audiences). Context `identityProviders`, `googleClientIds`, `appleClientIds`.
   */
  readonly identity?: Readonly<Record<string, string>>;
  /**
   * The sender of account e-mail (context `mailFrom`): the stack creates its SES identity (verified by the link SES
   * mails to it, or by the domain's DKIM records when the domain is verified). Default no-reply@sms.example.co.za.
   */
  readonly mailFrom?: string;
  /** The dashboard's URL, where the links of account e-mail lead (context `appUrl`). Default: the deployed dashboard. */
  readonly appUrl?: string;
  /** Turns on the Comprehend second opinion of moderation in this region (context `comprehendRegion`). Default off. */
  readonly comprehendRegion?: string;
  /** Manage the region's API Gateway CloudWatch logging role (context `apiGatewayAccountRole`). Default true. */
  readonly manageApiGatewayAccountRole?: boolean;
  /** E-mail address subscribed to the alarm topic (context `alarmEmail`). Other subscriptions are added outside. */
  readonly alarmEmail?: string;
  /** Days message bodies and phone numbers are kept (context `contentRetentionDays`; default 90: docs/privacy.md). */
  readonly contentRetentionDays?: number;
  /**
   * Run on this existing table instead of creating one (context `tableName`): a table restored from a backup or to a
   * point in time (docs/recovery.md). The stack never changes or deletes it.
   */
  readonly existingTableName?: string;
  /** The change stream of that existing table (context `tableStreamArn`): the webhook events come from it. */
  readonly existingTableStreamArn?: string;
  /**
   * The web dashboard on S3 + CloudFront (lib/dashboard-site.ts), built from this folder (dashboard/dist). Context
   * `dashboard=false` leaves it out (an API-only stage); the default is on.
   */
  readonly dashboard?: false | Omit<DashboardSiteProps, 'stage' | 'removalPolicy' | 'restApi' | 'originVerifySecret'>;
}

export class SmsMessagingStack extends Stack {
  readonly data: DataStore;
  readonly queues: SendQueues;
  readonly workers: MessageWorkers;
  readonly api: Api;
  readonly mailIdentity: EmailIdentity;
  readonly alarmTopic: AlarmTopic;
  readonly observability: Observability;
  readonly dashboard?: DashboardSite;

  constructor(scope: Construct, id: string, props: SmsMessagingStackProps) {
    super(scope, id, { description: `SMS messaging service (${props.stage})`, ...props });
    const retainData = props.stage === PRODUCTION_STAGE;
    const removalPolicy = retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    if (props.stage === PRODUCTION_STAGE && props.waf === false && !props.webAclArn) {
      throw new Error('The prod stage always has a web ACL: waf=false is for development stacks only');
    }
    this.data = new DataStore(this, 'Data', {
      stage: props.stage,
      retainData,
      ...(props.tableMaxRequestUnits
        ? { maxRequestUnits: { reads: props.tableMaxRequestUnits, writes: props.tableMaxRequestUnits } }
        : {}),
      ...(props.existingTableName ? { existingTableName: props.existingTableName } : {}),
      ...(props.existingTableStreamArn ? { existingTableStreamArn: props.existingTableStreamArn } : {}),
    });
    this.queues = new SendQueues(this, 'Messaging', { stage: props.stage, removalPolicy });
    const mailFrom = props.mailFrom ?? DEFAULT_MAIL_FROM;
    this.mailIdentity = new EmailIdentity(this, 'MailIdentity', { identity: Identity.email(mailFrom) });
    const jobs = new JobResources(this, 'Jobs', { stage: props.stage, removalPolicy });
    const delivery = new DeliveryResources(this, 'Delivery', { stage: props.stage, removalPolicy });
    const deletions = new AccountDeletionResources(this, 'AccountDeletion', { stage: props.stage, removalPolicy });

    const context: ServiceContext = {
      stage: props.stage,
      logLevel: props.logLevel ?? 'info',
      tracing: props.tracing ?? true,
      logRetention: RetentionDays.ONE_MONTH,
      removalPolicy,
      table: this.data.table,
      queue: this.queues.queue,
      vendorKey: this.data.vendorKey,
      signingKeys: this.data.signingKeys,
      verifyKey: this.data.verifyKey,
      authIssuer: `https://sms.example/${props.stage}`,
      authAudience: AUTH_AUDIENCE,
      identityEnvironment: props.identity ?? {},
      mail: {
        identityArn: this.formatArn({ service: 'ses', resource: 'identity', resourceName: mailFrom }),
        from: mailFrom,
        // Deployed with the dashboard, the mail's links lead to it (its custom domain or the distribution's name).
        appUrl:
          props.appUrl ?? (props.dashboard ? Lazy.string({ produce: () => this.dashboard!.url }) : DEFAULT_APP_URL),
      },
      ...(props.comprehendRegion ? { moderationSecondOpinion: { comprehendRegion: props.comprehendRegion } } : {}),
      entryFor: props.entryFor ?? defaultEntryFor,
      jobs: {
        importBucket: jobs.importBucket,
        importQueue: jobs.importQueue,
        campaignQueue: jobs.campaignQueue,
        scheduleGroupName: jobs.scheduleGroup.name!,
        schedulerRole: jobs.schedulerRole,
      },
      delivery: {
        webhookQueue: delivery.webhookQueue,
        webhookRetryQueue: delivery.webhookRetryQueue,
        callbackOverflowQueue: delivery.callbackOverflowQueue,
        configurationSetName: delivery.configurationSetName,
      },
      accountQueue: deletions.queue,
      ...(props.contentRetentionDays ? { contentRetentionDays: props.contentRetentionDays } : {}),
    };

    this.workers = new MessageWorkers(this, 'Workers', { context, definition: this.queues.definition });
    const jobWorkers = new JobWorkers(this, 'JobWorkers', { context, resources: jobs });
    const deliveryWorkers = new DeliveryWorkers(this, 'DeliveryWorkers', { context, resources: delivery });
    const deletionWorker = new AccountDeletionWorker(this, 'AccountDeletionWorker', { context, resources: deletions });
    // What the dashboard's CloudFront sends the API to prove a request came through it (decision 1504): generated by
    // Secrets Manager, resolved by CloudFormation into the distribution and the route functions, never in code.
    const originVerify = props.dashboard
      ? new Secret(this, 'DashboardOriginVerify', {
          description: `SMS messaging ${props.stage}: the header CloudFront sends to the API (x-sms-origin-verify)`,
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          removalPolicy,
        })
      : undefined;
    if (originVerify) {
      Validations.of(originVerify).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Shared by CloudFront (origin header) and the route functions (environment), both set from it by ' +
          'CloudFormation: a rotation Lambda would change it under them; it rotates by a redeploy after ' +
          'put-secret-value (docs/decisions/1504-client-ip-behind-cloudfront.md).',
      });
    }
    this.api = new Api(this, 'Api', {
      context,
      routes: props.routes ?? routeTable,
      webAclArn: props.webAclArn,
      waf: props.waf ?? true,
      throttle: props.throttle,
      manageAccountLoggingRole: props.manageApiGatewayAccountRole ?? true,
      ...(originVerify ? { originVerifySecret: originVerify.secretValue } : {}),
    });
    if (props.dashboard && originVerify) {
      this.dashboard = new DashboardSite(this, 'Dashboard', {
        ...props.dashboard,
        stage: props.stage,
        removalPolicy,
        restApi: this.api.restApi,
        originVerifySecret: originVerify.secretValue,
      });
    }

    // What Twilio is given as the status callback and signs (contract Part 2): the API's own URL.
    for (const fn of [this.workers.sendWorker, jobWorkers.campaignWorker]) {
      fn.function.addEnvironment('PUBLIC_BASE_URL', this.api.publicUrl);
    }
    this.alarmTopic = new AlarmTopic(this, 'Alarms', {
      stage: props.stage,
      ...(props.alarmEmail ? { email: props.alarmEmail } : {}),
    });
    this.observability = new Observability(this, 'Observability', {
      stage: props.stage,
      topic: this.alarmTopic,
      api: this.api.restApi,
      table: this.data.table,
      sendQueue: this.queues.queue,
      sendDeadLetterQueue: this.queues.deadLetterQueue,
      deadLetterAlarms: {
        sendDeadLetters: this.queues.deadLetterAlarm,
        ...(jobs.deadLetterAlarms.import ? { importDeadLetters: jobs.deadLetterAlarms.import } : {}),
        ...(jobs.deadLetterAlarms.campaign ? { campaignDeadLetters: jobs.deadLetterAlarms.campaign } : {}),
        webhookDeadLetters: delivery.deadLetterAlarm,
        accountDeadLetters: deletions.deadLetterAlarm,
        callbackDeadLetters: delivery.callbackDeadLetterAlarm,
        ...(deliveryWorkers.eventRelayAlarm ? { eventRelayFailures: deliveryWorkers.eventRelayAlarm } : {}),
      },
      workers: {
        'send-worker': this.workers.sendWorker.function,
        'pending-sweeper': this.workers.pendingSweeper.function,
        'scheduled-sweeper': this.workers.scheduledSweeper.function,
        'import-worker': jobWorkers.importWorker.function,
        'campaign-worker': jobWorkers.campaignWorker.function,
        'campaign-sweeper': jobWorkers.campaignSweeper.function,
        'webhook-worker': deliveryWorkers.webhookWorker.function,
        'callback-overflow-worker': deliveryWorkers.callbackOverflowWorker.function,
        'aws-sms-events': deliveryWorkers.smsEvents.function,
        ...(deliveryWorkers.eventRelay ? { 'event-relay': deliveryWorkers.eventRelay.function } : {}),
        'account-deletion-worker': deletionWorker.worker.function,
      },
    });
    webhookBacklogAlarm(this, props.stage, delivery.webhookQueue, this.alarmTopic);

    new CfnOutput(this, 'ApiUrl', { description: 'Base URL of the API (/api/v1)', value: this.api.url });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'QueueUrl', { value: this.queues.queue.queueUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.observability.dashboard.dashboardName });
    if (this.dashboard) {
      new CfnOutput(this, 'DashboardUrl', {
        description: 'The web dashboard (CloudFront; /api/* is the API on the same origin)',
        value: this.dashboard.url,
      });
    }
  }
}
