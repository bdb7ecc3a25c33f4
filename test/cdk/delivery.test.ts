import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { callbackOverflowQueue, eventStream, webhookQueue, webhookRetryQueue } from '../../lib/tables';
import { actionsOf, functionLogicalId, functionProps, type Json, resourcesOf, roleStatements, synth } from './helpers';

let template: Template;
beforeAll(() => {
  template = synth().template;
});

const sendsSms = (handlerId: string) => actionsOf(roleStatements(template, handlerId)).has('sms-voice:SendTextMessage');

describe('real delivery and webhooks (lib/delivery.ts)', () => {
  it('sends AWS SMS events to a topic only the SMS service of this account may publish to, read by one function', () => {
    const [set] = Object.values(resourcesOf(template, 'AWS::SMSVOICE::ConfigurationSet'));
    const destination = set!.Properties.EventDestinations[0];
    expect(destination).toMatchObject({ Enabled: true, MatchingEventTypes: ['TEXT_ALL'] });
    const topicId = destination.SnsDestination.TopicArn.Ref;
    const subscriptions = Object.values(resourcesOf(template, 'AWS::SNS::Subscription')).filter(
      (s) => s.Properties.TopicArn.Ref === topicId,
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.Properties.Protocol).toBe('lambda');
    expect(subscriptions[0]!.Properties.Endpoint['Fn::GetAtt'][0]).toBe(functionLogicalId(template, 'aws-sms-events'));
    const policy = Object.values(resourcesOf(template, 'AWS::SNS::TopicPolicy')).find((p) =>
      (p.Properties.Topics as Json[]).some((t) => t.Ref === topicId),
    )!;
    const publish = (policy.Properties.PolicyDocument.Statement as Json[]).find((s) => s.Effect === 'Allow');
    expect(publish).toMatchObject({
      Action: 'sns:Publish',
      Principal: { Service: 'sms-voice.amazonaws.com' },
      Condition: { StringEquals: { 'aws:SourceAccount': '111111111111' } },
    });
  });

  it('lets exactly the functions that hand messages over call SendTextMessage, and nothing else of sms-voice', () => {
    // Functions of ours (CDK's own BucketDeployment handler of the dashboard site has no name).
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
      .filter((f) => typeof f.Properties.FunctionName === 'string')
      .map((f) => String(f.Properties.FunctionName).replace('sms-test-', ''));
    expect(functions.filter(sendsSms).sort()).toEqual(['campaign-worker', 'send-worker']);
    for (const id of ['campaign-worker', 'send-worker']) {
      const sms = roleStatements(template, id).filter((s) => JSON.stringify(s.Action).includes('sms-voice'));
      expect(sms.map((s) => s.Action)).toEqual(['sms-voice:SendTextMessage']);
      expect(functionProps(template, id).Environment.Variables.SMS_CONFIGURATION_SET).toBe('sms-test-events');
    }
  });

  it('runs the webhook worker from its queue (with a dead-letter queue) and lets only event makers queue webhooks', () => {
    const worker = functionLogicalId(template, 'webhook-worker');
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => m.Properties.FunctionName.Ref === worker,
    );
    // Two lanes (decision 1020): the events lane unbounded, the retry lane at most maxConcurrency batches at a time.
    expect(mappings).toHaveLength(2);
    const [events, retry] = [...mappings].sort(
      (a, b) => Number(a.Properties.ScalingConfig !== undefined) - Number(b.Properties.ScalingConfig !== undefined),
    );
    expect(events!.Properties.BatchSize).toBe(webhookQueue.batchSize);
    expect(events!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(JSON.stringify(events!.Properties.EventSourceArn)).toContain('DeliveryWebhookQueue');
    expect(retry!.Properties.BatchSize).toBe(webhookRetryQueue.batchSize);
    expect(retry!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(retry!.Properties.ScalingConfig).toEqual({ MaximumConcurrency: webhookRetryQueue.maxConcurrency });
    expect(JSON.stringify(retry!.Properties.EventSourceArn)).toContain('DeliveryWebhookRetryQueue');
    // Both lanes die into the one webhook dead-letter queue (its alarm).
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const retryQueue = Object.entries(queues).find(([id]) => id.startsWith('DeliveryWebhookRetryQueue'))![1];
    const eventsQueue = Object.entries(queues).find(
      ([id]) => id.startsWith('DeliveryWebhookQueue') && !id.includes('Policy'),
    )![1];
    expect(retryQueue.Properties.RedrivePolicy).toEqual(eventsQueue.Properties.RedrivePolicy);
    const queueing = (variable: string) =>
      Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
        .filter((f) => f.Properties.Environment?.Variables?.[variable])
        .map((f) => String(f.Properties.FunctionName).replace('sms-test-', ''))
        .sort();
    // Since the events come from the table's change stream (decision 1010), no sender or settler queues one itself;
    // tests, manual retries and the worker's retries use the retry lane only.
    expect(queueing('WEBHOOK_QUEUE_URL')).toEqual(['event-relay']);
    expect(queueing('WEBHOOK_RETRY_QUEUE_URL')).toEqual(
      ['webhook-deliveries-retry', 'webhook-worker', 'webhooks-test'].sort(),
    );
  });

  it("runs the callbacks' overflow lane at most maxConcurrency batches at a time, fed by the Twilio callback only", () => {
    // Decision 1021: Twilio callbacks past their account's limit wait there; their worker is bounded.
    const worker = functionLogicalId(template, 'callback-overflow-worker');
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => m.Properties.FunctionName.Ref === worker,
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      BatchSize: callbackOverflowQueue.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: callbackOverflowQueue.maxConcurrency },
    });
    expect(JSON.stringify(mappings[0]!.Properties.EventSourceArn)).toContain('DeliveryCallbackOverflowQueue');
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const lane = Object.entries(queues).find(
      ([id]) => id.startsWith('DeliveryCallbackOverflowQueue') && !id.includes('Policy'),
    )![1];
    // Kept as long as SQS keeps anything (a backlog waits, it is not lost), then a dead-letter queue with its alarm.
    expect(lane.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    expect(lane.Properties.RedrivePolicy.maxReceiveCount).toBe(callbackOverflowQueue.maxReceiveCount);
    expect(JSON.stringify(lane.Properties.RedrivePolicy)).toContain('DeliveryCallbackOverflowDeadLetterQueue');
    const queueing = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
      .filter((f) => f.Properties.Environment?.Variables?.CALLBACK_OVERFLOW_QUEUE_URL)
      .map((f) => String(f.Properties.FunctionName).replace('sms-test-', ''));
    expect(queueing).toEqual(['callbacks-twilio']);
  });

  it('derives the events from the change stream: a relay on the table stream, filtered, retried, with a failure queue', () => {
    const relay = functionLogicalId(template, 'event-relay');
    const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => m.Properties.FunctionName.Ref === relay,
    )!;
    const [table] = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('StreamArn');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: eventStream.batchSize,
      MaximumRetryAttempts: eventStream.retryAttempts,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const filter = JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern);
    expect(filter).toEqual({ dynamodb: { NewImage: { entity: { S: [...eventStream.entities] } } } });
    expect(mapping.Properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][1]).toBe('Arn');
    // It reads (a shard's subscriptions, a campaign with its counters, the Twilio settings); its only write is UpdateItem
    // on a message and a campaign's items (a settlement's count, decision 0715) and on the daily usage counters (decision
    // 1535), by leading key.
    const statements = roleStatements(template, 'event-relay');
    const tableActions = [...actionsOf(statements)].filter((a) => a.startsWith('dynamodb:'));
    expect(tableActions.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual(['dynamodb:UpdateItem']);
    const update = statements.find((s) => JSON.stringify(s.Action).includes('dynamodb:UpdateItem'));
    expect(update?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MESSAGE#*', 'CAMPAIGN#*', 'USAGE#*'] },
    });
  });

  it('tells Twilio-facing functions the public URL built from the API id (no dependency on its stage)', () => {
    for (const id of ['callbacks-twilio', 'send-worker', 'campaign-worker']) {
      const url = JSON.stringify(functionProps(template, id).Environment.Variables.PUBLIC_BASE_URL);
      expect(url).toContain('.execute-api.');
      expect(url).toContain('/test/api/v1');
    }
  });
});
