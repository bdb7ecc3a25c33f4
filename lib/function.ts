/**
 * The one way this service builds a Lambda function: esbuild-bundled ESM on Node 22 / arm64, its own log group and
 * role, and the environment and IAM grants derived from a route-style `access` declaration. Routes, the authorizer,
 * the send worker and the pending sweeper are all ServiceFunctions, so none of them can drift from the others.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnResource, Duration, Names, type RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel as EsbuildLogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEFAULT_CONTENT_RETENTION_DAYS } from '../shared/db/retention';
import { BUNDLE } from './bundling';
import type { RouteAccess } from './route-table';
import { tableActions } from './table-access';

/** The repository root: entries, package.json and package-lock.json are resolved from here, not from the cwd. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** package.json's version, stamped into every function as SERVICE_VERSION. */
export const SERVICE_VERSION: string = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).version;

const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_SECONDS = 10;

/** Vendor credentials: the settings route seals them (Encrypt), the senders open them (Decrypt); never both. */
const VENDOR_KEY_ACTIONS = { seal: 'kms:Encrypt', open: 'kms:Decrypt' } as const;

export type ServiceLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Stage-wide settings and the shared resources every function may be granted access to. */
export interface ServiceContext {
  readonly stage: string;
  readonly logLevel: ServiceLogLevel;
  /** X-Ray active tracing on every function. */
  readonly tracing: boolean;
  readonly logRetention: RetentionDays;
  /** Applied to each function's log group. */
  readonly removalPolicy: RemovalPolicy;
  readonly table: ITable;
  readonly queue: IQueue;
  readonly vendorKey: IKey;
  readonly signingKeys: ISecret;
  /** The secret verification codes are hashed and their SMS sealed with (Verify, decision 1701). */
  readonly verifyKey?: ISecret;
  /** Token issuer and audience, given to the functions that may read the signing keys. */
  readonly authIssuer: string;
  readonly authAudience: string;
  /** Social sign-in settings for functions that sign tokens. */
  readonly identityEnvironment?: Readonly<Record<string, string>>;
  /** Account e-mail: the SES identity functions send as, its address, and where the mail's links lead. */
  readonly mail: { readonly identityArn: string; readonly from: string; readonly appUrl: string };
  /**
   * The optional moderation second opinion (AWS Comprehend DetectToxicContent) for the functions that send messages,
   * in the region named here (the API is not offered in af-south-1: message text then leaves the region).
   */
  readonly moderationSecondOpinion?: { readonly comprehendRegion: string };
  /** Absolute path of the handler file of a handler id (default: functions/<id>.ts). */
  readonly entryFor: (handlerId: string) => string;
  /** Contacts and campaigns (lib/jobs.ts): imported files, the job queues and the campaign schedules. */
  readonly jobs?: {
    readonly importBucket: IBucket;
    readonly importQueue: IQueue;
    readonly campaignQueue: IQueue;
    readonly scheduleGroupName: string;
    readonly schedulerRole: IRole;
  };
  /** Account deletions (lib/privacy.ts): the queue of deletion jobs. */
  readonly accountQueue?: IQueue;
  /** Days message bodies and phone numbers are kept (CONTENT_RETENTION_DAYS; context `contentRetentionDays`). */
  readonly contentRetentionDays?: number;
  /** Real delivery and webhooks (lib/delivery.ts): the webhook queue, the SMS configuration set. */
  readonly delivery?: {
    readonly webhookQueue: IQueue;
    /** The webhooks' retry lane (docs/decisions/1020-webhook-isolation.md). */
    readonly webhookRetryQueue?: IQueue;
    /** The vendor callbacks' overflow lane (docs/decisions/1021-callback-limit-per-account.md). */
    readonly callbackOverflowQueue?: IQueue;
    readonly configurationSetName: string;
  };
}

export interface ServiceFunctionProps {
  /** Names the function (sms-<stage>-<id>) and, through entryFor, its handler file. */
  readonly handlerId: string;
  readonly description: string;
  readonly context: ServiceContext;
  /** What the function may touch; turned into grants and environment variables here and nowhere else. */
  readonly access: RouteAccess;
  /**
   * A write narrower than access.table 'readWrite': dynamodb:UpdateItem only on items whose partition key starts with
   * one of these prefixes (e.g. the per-IP rate-limit counters of a read-only route).
   */
  readonly updateKeyPrefixes?: readonly string[];
  /** Default 256 MB. */
  readonly memoryMb?: number;
  /** Default 10 s. */
  readonly timeoutSeconds?: number;
  /**
   * Concurrency kept for this function alone, and its ceiling: a flood elsewhere cannot starve it, and it cannot run
   * up more than this many executions (the send path and its worker).
   */
  readonly reservedConcurrency?: number;
  /** Extra variables, passed through as given. */
  readonly environment?: Readonly<Record<string, string>>;
}

export function defaultEntryFor(handlerId: string): string {
  return join(PROJECT_ROOT, 'functions', `${handlerId}.ts`);
}

export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { context: ctx, access, handlerId } = props;
    const functionName = `sms-${ctx.stage}-${handlerId}`;
    if (functionName.length > 64)
      throw new Error(`Function name ${functionName} is longer than Lambda's 64 characters`);

    this.logGroup = new LogGroup(this, 'LogGroup', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: ctx.logRetention,
      removalPolicy: ctx.removalPolicy,
    });

    // Our own role instead of the default one: no AWSLambdaBasicExecutionRole managed policy (and its logs:* on every
    // log group), only write access to this function's log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${functionName}`,
    });
    this.logGroup.grantWrite(this.role);

    const environment: Record<string, string> = {
      NODE_OPTIONS: '--enable-source-maps',
      STAGE: ctx.stage,
      SERVICE_VERSION,
      LOG_LEVEL: ctx.logLevel,
      // Business metrics in the embedded metric format on standard output (shared/aws/emf-metrics.ts).
      METRICS: 'emf',
      TABLE_NAME: ctx.table.tableName,
      CONTENT_RETENTION_DAYS: String(ctx.contentRetentionDays ?? DEFAULT_CONTENT_RETENTION_DAYS),
      ...this.grantAccess(props),
      ...props.environment,
    };

    this.function = new NodejsFunction(this, 'Function', {
      functionName,
      description: props.description.slice(0, 256),
      entry: ctx.entryFor(handlerId),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      role: this.role,
      logGroup: this.logGroup,
      tracing: ctx.tracing ? Tracing.ACTIVE : undefined,
      environment,
      bundling: {
        format: OutputFormat.ESM,
        target: BUNDLE.target,
        mainFields: [...BUNDLE.mainFields],
        banner: BUNDLE.banner,
        minify: BUNDLE.minify,
        // esbuild runs in the project root (projectRoot), where the aliases' relative paths start.
        esbuildArgs: { '--alias': Object.entries(BUNDLE.alias).map(([from, to]) => `${from}=${to}`) },
        sourceMap: true,
        // The maps carry line mappings only; the sources stay out of the deployment package.
        sourcesContent: false,
        // AWS SDK v3 is bundled (pinned by our lock file) rather than taken from the runtime.
        bundleAwsSDK: true,
        // The local esbuild from node_modules: synth works offline and without Docker.
        forceDockerBundling: false,
        logLevel: EsbuildLogLevel.ERROR,
      },
    });

    this.acknowledgeFindings(ctx, access);
  }

  /** Grants the role what `access` declares; returns the environment variables that go with those grants. */
  private grantAccess(props: ServiceFunctionProps): Record<string, string> {
    const { access, context: ctx } = props;
    const environment: Record<string, string> = {};

    const actions = tableActions(access.table);
    if (actions.length > 0) {
      // Exactly the declared actions; Query also on the table's indexes (gsi1, gsi2), the only action that reads them.
      const onItems = actions.filter((a) => a !== 'Query').map((a) => `dynamodb:${a}`);
      if (onItems.length > 0) {
        this.role.addToPrincipalPolicy(
          new PolicyStatement({ effect: Effect.ALLOW, actions: onItems, resources: [ctx.table.tableArn] }),
        );
      }
      if (actions.includes('Query')) {
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['dynamodb:Query'],
            resources: [ctx.table.tableArn, `${ctx.table.tableArn}/index/*`],
          }),
        );
      }
    }
    const prefixes = props.updateKeyPrefixes ?? [];
    if (prefixes.length > 0 && !actions.includes('UpdateItem')) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['dynamodb:UpdateItem'],
          resources: [ctx.table.tableArn],
          conditions: {
            'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
          },
        }),
      );
    }
    if (access.sendQueue) {
      ctx.queue.grantSendMessages(this.role);
      environment.QUEUE_URL = ctx.queue.queueUrl;
    }
    if (access.vendorSecrets) {
      ctx.vendorKey.grant(this.role, VENDOR_KEY_ACTIONS[access.vendorSecrets]);
      environment.VENDOR_KMS_KEY_ARN = ctx.vendorKey.keyArn;
    }
    if (access.signingKeys) {
      // GetSecretValue only (no DescribeSecret, which secret.grantRead would add).
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['secretsmanager:GetSecretValue'],
          resources: [ctx.signingKeys.secretArn],
        }),
      );
      environment.SIGNING_KEYS_SECRET_ARN = ctx.signingKeys.secretArn;
      Object.assign(environment, ctx.identityEnvironment ?? {});
    }
    if (access.verifyCodes) {
      if (!ctx.verifyKey) throw new Error(`${this.node.path}: the stage has no verification code key (lib/data.ts)`);
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['secretsmanager:GetSecretValue'],
          resources: [ctx.verifyKey.secretArn],
        }),
      );
      environment.VERIFY_KEY_SECRET_ARN = ctx.verifyKey.secretArn;
    }
    if (access.signingKeys || access.verifiesTokens) {
      environment.AUTH_ISSUER = ctx.authIssuer;
      environment.AUTH_AUDIENCE = ctx.authAudience;
    }
    if (access.sendsMail) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['ses:SendEmail'], resources: [ctx.mail.identityArn] }),
      );
      environment.MAIL_FROM = ctx.mail.from;
      environment.APP_URL = ctx.mail.appUrl;
    }
    Object.assign(environment, this.grantJobs(access, ctx));
    if (access.accountQueue) {
      if (!ctx.accountQueue) throw new Error(`${this.node.path}: the stage has no account queue (lib/privacy.ts)`);
      ctx.accountQueue.grantSendMessages(this.role);
      environment.ACCOUNT_QUEUE_URL = ctx.accountQueue.queueUrl;
    }
    Object.assign(environment, this.grantDelivery(access, ctx));
    if (access.sendQueue && ctx.moderationSecondOpinion) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['comprehend:DetectToxicContent'], resources: ['*'] }),
      );
      environment.MODERATION_SECOND_OPINION = 'comprehend';
      environment.COMPREHEND_REGION = ctx.moderationSecondOpinion.comprehendRegion;
    }
    return environment;
  }

  /**
   * The webhook queue, and AWS End User Messaging SMS: `sms-voice:SendTextMessage` only, on the stage's
   * configuration set and on the origination identities (phone numbers, sender ids, pools) of this account and
   * region, which accounts name at run time.
   */
  private grantDelivery(access: RouteAccess, ctx: ServiceContext): Record<string, string> {
    if (!access.webhookQueue && !access.webhookRetryQueue && !access.callbackOverflowQueue && !access.smsVendor) {
      return {};
    }
    const delivery = ctx.delivery;
    if (!delivery) throw new Error(`${this.node.path}: the stage has no delivery resources (lib/delivery.ts)`);
    const environment: Record<string, string> = {};
    if (access.webhookQueue) {
      delivery.webhookQueue.grantSendMessages(this.role);
      environment.WEBHOOK_QUEUE_URL = delivery.webhookQueue.queueUrl;
    }
    if (access.webhookRetryQueue) {
      if (!delivery.webhookRetryQueue) throw new Error(`${this.node.path}: the stage has no webhook retry queue`);
      delivery.webhookRetryQueue.grantSendMessages(this.role);
      environment.WEBHOOK_RETRY_QUEUE_URL = delivery.webhookRetryQueue.queueUrl;
    }
    if (access.callbackOverflowQueue) {
      if (!delivery.callbackOverflowQueue)
        throw new Error(`${this.node.path}: the stage has no callback overflow queue`);
      delivery.callbackOverflowQueue.grantSendMessages(this.role);
      environment.CALLBACK_OVERFLOW_QUEUE_URL = delivery.callbackOverflowQueue.queueUrl;
    }
    if (access.smsVendor) {
      const stack = Stack.of(this);
      const arn = (resource: string) => stack.formatArn({ service: 'sms-voice', resource, resourceName: '*' });
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['sms-voice:SendTextMessage'],
          resources: [
            stack.formatArn({
              service: 'sms-voice',
              resource: 'configuration-set',
              resourceName: delivery.configurationSetName,
            }),
            arn('phone-number'),
            arn('sender-id'),
            arn('pool'),
          ],
        }),
      );
      const literal = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
      const prefix = `arn:${literal(stack.partition, 'Partition')}:sms-voice:${literal(stack.region, 'Region')}:${literal(stack.account, 'AccountId')}`;
      for (const kind of ['phone-number', 'sender-id', 'pool']) {
        Validations.of(this).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${prefix}:${kind}/*]`,
          reason:
            'Each account sends from its own origination identity, named at run time in its vendor settings; the ' +
            'statement allows one action, SendTextMessage, on identities of this AWS account and region only.',
        });
      }
      environment.SMS_CONFIGURATION_SET = delivery.configurationSetName;
    }
    return environment;
  }

  /** Imported files, the job queues and the campaign schedules (lib/jobs.ts), each by name. */
  private grantJobs(access: RouteAccess, ctx: ServiceContext): Record<string, string> {
    const jobs = ctx.jobs;
    const wanted = access.importFiles || access.importQueue || access.campaignQueue || access.scheduler;
    if (!wanted) return {};
    if (!jobs) throw new Error(`${this.node.path}: the stage has no job resources (lib/jobs.ts)`);
    const environment: Record<string, string> = {};
    if (access.importFiles) {
      const actions = access.importFiles === 'write' ? ['s3:PutObject'] : ['s3:GetObject'];
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions,
          resources: [jobs.importBucket.arnForObjects('imports/*')],
        }),
      );
      environment.IMPORT_BUCKET = jobs.importBucket.bucketName;
      const bucketArn = this.arnReference(jobs.importBucket.node.defaultChild as CfnResource);
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketArn}>/imports/*]`,
        reason:
          'Imported files are objects under imports/ of the import bucket, named per account and import at run time; ' +
          'the statement grants one action (get or put) on that prefix of that one bucket.',
      });
    }
    if (access.importQueue) {
      jobs.importQueue.grantSendMessages(this.role);
      environment.IMPORT_QUEUE_URL = jobs.importQueue.queueUrl;
    }
    if (access.campaignQueue) {
      jobs.campaignQueue.grantSendMessages(this.role);
      environment.CAMPAIGN_QUEUE_URL = jobs.campaignQueue.queueUrl;
    }
    if (access.scheduler) {
      const stack = Stack.of(this);
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
          resources: [
            stack.formatArn({
              service: 'scheduler',
              resource: 'schedule',
              resourceName: `${jobs.scheduleGroupName}/*`,
            }),
          ],
        }),
      );
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['iam:PassRole'],
          resources: [jobs.schedulerRole.roleArn],
        }),
      );
      // Schedules are named per campaign and wake-up at run time: the wildcard covers this stage's group only.
      const literal = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
      const scheduleArn =
        `arn:${literal(stack.partition, 'Partition')}:scheduler:${literal(stack.region, 'Region')}:` +
        `${literal(stack.account, 'AccountId')}:schedule/${jobs.scheduleGroupName}/*`;
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${scheduleArn}]`,
        reason:
          "Campaign wake-ups are one-time schedules named per campaign and time, created at run time in the stage's " +
          'own schedule group; the statement allows creating and deleting schedules of that group only.',
      });
      Object.assign(environment, {
        SCHEDULE_GROUP: jobs.scheduleGroupName,
        SCHEDULER_ROLE_ARN: jobs.schedulerRole.roleArn,
        CAMPAIGN_QUEUE_ARN: jobs.campaignQueue.queueArn,
      });
    }
    return environment;
  }

  /** How cdk-nag names a resource's ARN in this function's policy: its own, or the parameter of a nested stack. */
  private arnReference(resource: CfnResource): string {
    const home = Stack.of(resource);
    return Stack.of(this) === home
      ? `${home.resolve(resource.logicalId)}.Arn`
      : `referenceto${Names.uniqueId(resource)}Arn`;
  }

  /** An ARN as cdk-nag prints it: literal parts as they are, references as <AWS::Region> and the like. */
  private literalArn(arn: string): string {
    const resolved = Stack.of(this).resolve(arn) as unknown;
    if (typeof resolved === 'string') return resolved;
    const join = (resolved as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    if (!join) throw new Error(`${this.node.path}: cannot name the table ARN ${JSON.stringify(resolved)}`);
    return join[1]
      .map((part) => (typeof part === 'string' ? part : `<${(part as { Ref: string }).Ref}>`))
      .join(join[0]);
  }

  private acknowledgeFindings(ctx: ServiceContext, access: RouteAccess): void {
    const validations = Validations.of(this);
    validations.acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the bundle targets node22 and the service is tested on it; moving to a newer ' +
        'runtime is a deliberate change of Runtime and esbuild target together, not an automatic one.',
    });
    if (tableActions(access.table).includes('Query')) {
      // In a nested stack (lib/route-areas.ts) the table's ARN arrives as a parameter CDK names after it; a table the
      // stage does not own (a restored one, lib/data.ts) has an ARN built from its name.
      const owned = ctx.table.node.defaultChild as CfnTable | undefined;
      const arn = owned ? `<${this.arnReference(owned)}>` : this.literalArn(ctx.table.tableArn);
      validations.acknowledge({
        id: `AwsSolutions-IAM5[Resource::${arn}/index/*]`,
        reason:
          "Table grants include the table's own global secondary indexes (gsi1, gsi2 of lib/tables.ts) as " +
          '<table ARN>/index/*: the wildcard covers only indexes of this one table, which the access patterns query.',
      });
    }
    const secondOpinion = Boolean(access.sendQueue && ctx.moderationSecondOpinion);
    if (ctx.tracing || secondOpinion) {
      validations.acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Only actions without resource-level permissions use *: active X-Ray tracing (xray:PutTraceSegments, ' +
          'xray:PutTelemetryRecords) and, when the moderation second opinion is on, comprehend:DetectToxicContent; ' +
          'every other statement of this role names its resources.',
      });
    }
  }
}
