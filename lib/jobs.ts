/**
 * Background jobs of contacts and campaigns: the bucket of imported files, the import and campaign queues (each with a
 * dead-letter queue and an alarm), their workers, the campaign sweeper, and the EventBridge Scheduler group and role
 * that wake scheduled and held campaigns (docs/decisions/0705-marketing-hours-and-scheduling.md).
 */
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetteredQueue } from './dead-lettered-queue';
import { type ServiceContext, ServiceFunction } from './function';
import type { AlarmKey } from './observability';
import { CAMPAIGN_SWEEPER, CAMPAIGN_WORKER, IMPORT_WORKER } from './service-functions';
import { campaignQueue, importQueue, type QueueDefinition } from './tables';

/** Imported files are read once by the worker; a month is left for support questions. */
const IMPORT_FILE_DAYS = 30;

export interface JobResourcesProps {
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

/** The storage, queues and scheduler of the jobs: what the route functions are granted access to. */
export class JobResources extends Construct {
  readonly importBucket: Bucket;
  readonly importQueue: Queue;
  readonly campaignQueue: Queue;
  readonly scheduleGroup: CfnScheduleGroup;
  /** The role EventBridge Scheduler sends campaign wake-ups to the campaign queue with. */
  readonly schedulerRole: Role;
  /** The dead-letter alarms of the import and campaign queues (lib/observability.ts gives them their actions). */
  readonly deadLetterAlarms: { import?: Alarm; campaign?: Alarm } = {};

  private readonly stage: string;

  constructor(scope: Construct, id: string, props: JobResourcesProps) {
    super(scope, id);
    this.stage = props.stage;
    this.importBucket = new Bucket(this, 'ImportFiles', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      lifecycleRules: [{ expiration: Duration.days(IMPORT_FILE_DAYS) }],
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.importBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Imported CSV files are written and read only by our own functions (each named in its role) and expire after ' +
        '30 days; each upload is audited as contacts.imported, so server access logs would add nothing.',
    });
    this.importQueue = this.queue('Import', 'importDeadLetters', importQueue, props.removalPolicy);
    this.campaignQueue = this.queue('Campaign', 'campaignDeadLetters', campaignQueue, props.removalPolicy);
    this.scheduleGroup = new CfnScheduleGroup(this, 'Schedules', { name: `sms-${props.stage}-campaigns` });
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: sends campaign wake-ups to the campaign queue',
    });
    this.campaignQueue.grantSendMessages(this.schedulerRole);
  }

  private queue(
    name: 'Import' | 'Campaign',
    alarm: AlarmKey,
    def: QueueDefinition,
    removalPolicy: RemovalPolicy,
  ): Queue {
    const lower = name.toLowerCase();
    const { queue, deadLetterAlarm } = deadLetteredQueue(this, {
      idPrefix: name,
      definition: def,
      removalPolicy,
      stage: this.stage,
      alarm,
      meaning: `Jobs reached the ${lower} dead-letter queue: they failed every attempt.`,
    });
    this.deadLetterAlarms[lower as 'import' | 'campaign'] = deadLetterAlarm;
    return queue;
  }
}

/** The workers of the jobs and the campaign sweeper. */
export class JobWorkers extends Construct {
  readonly importWorker: ServiceFunction;
  readonly campaignWorker: ServiceFunction;
  readonly campaignSweeper: ServiceFunction;

  constructor(scope: Construct, id: string, props: { context: ServiceContext; resources: JobResources }) {
    super(scope, id);
    const { context, resources } = props;
    this.importWorker = new ServiceFunction(this, 'ImportWorker', {
      ...IMPORT_WORKER,
      description: 'Reads queued CSV imports and writes their contacts',
      context,
      memoryMb: 1024,
      timeoutSeconds: importQueue.workerTimeoutSeconds,
    });
    this.importWorker.function.addEventSource(
      new SqsEventSource(resources.importQueue, { batchSize: importQueue.batchSize, reportBatchItemFailures: true }),
    );
    this.campaignWorker = new ServiceFunction(this, 'CampaignWorker', {
      ...CAMPAIGN_WORKER,
      description: 'Expands campaign audiences and sends their chunks of recipients at the account rate',
      context,
      memoryMb: 1024,
      timeoutSeconds: campaignQueue.workerTimeoutSeconds,
    });
    this.campaignWorker.function.addEventSource(
      new SqsEventSource(resources.campaignQueue, {
        batchSize: campaignQueue.batchSize,
        reportBatchItemFailures: true,
      }),
    );
    this.campaignSweeper = new ServiceFunction(this, 'CampaignSweeper', {
      ...CAMPAIGN_SWEEPER,
      description: 'Every minute: wakes due campaigns and re-drives chunks that stopped moving',
      context,
      timeoutSeconds: 50,
    });
    this.campaignSweeper.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
    new Rule(this, 'CampaignSweepSchedule', {
      description: 'Runs the campaign sweeper every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [
        new LambdaFunction(this.campaignSweeper.function, { retryAttempts: 2, maxEventAge: Duration.minutes(1) }),
      ],
    });
  }
}
