/** The AWS SMS events function (the stack's SNS topic), wired. */
import { OriginationRepository } from '../db/origination-repository';
import { tableOf } from '../db/table';
import type { AwsSmsEventDeps } from '../messages/aws-sms-events';
import type { Runtime } from '../runtime';
import { readAwsSmsEvent } from '../vendors/aws-sms-vendor';
import { callbackDeps } from './callbacks';

export const awsSmsEventDeps = (rt: Runtime): AwsSmsEventDeps => ({
  ...callbackDeps(rt),
  origination: new OriginationRepository(tableOf(rt)),
  read: readAwsSmsEvent,
  log: rt.log.child({ fn: 'aws-sms-events' }),
});
