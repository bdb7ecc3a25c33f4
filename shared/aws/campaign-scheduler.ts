/**
 * Campaign wake-ups through EventBridge Scheduler: a one-time schedule per wake-up (`at(...)`, UTC), in the stage's
 * schedule group, that sends `{type: "wake"}` to the campaign queue and deletes itself. Where no scheduler is
 * configured (and none installed, as the local stack installs its own), the campaign sweeper's minute does the waking.
 */
import type { CampaignScheduler } from '../campaigns/campaign';
import { once, type Runtime } from '../runtime';

class EventBridgeScheduler implements CampaignScheduler {
  constructor(
    private readonly rt: Runtime,
    private readonly group: string,
    private readonly roleArn: string,
    private readonly queueArn: string,
  ) {}

  async wakeAt(campaignId: string, atMs: number): Promise<void> {
    const { SchedulerClient, CreateScheduleCommand } = await import('@aws-sdk/client-scheduler');
    const client = once(this.rt, 'scheduler', () => new SchedulerClient({ region: this.rt.config.AWS_REGION }));
    // Whole seconds, never in the past (a wake-up due now fires at once).
    const at = new Date(Math.max(atMs, Date.now() + 1000)).toISOString().slice(0, 19);
    try {
      await client.send(
        new CreateScheduleCommand({
          Name: `${campaignId}-${Math.floor(atMs / 1000)}`,
          GroupName: this.group,
          ScheduleExpression: `at(${at})`,
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: {
            Arn: this.queueArn,
            RoleArn: this.roleArn,
            Input: JSON.stringify({ type: 'wake', campaignId }),
          },
        }),
      );
    } catch (error) {
      // The same wake-up asked for twice (two lanes held at once): one schedule is enough.
      if ((error as Error).name !== 'ConflictException') throw error;
    }
  }
}

const sweeperOnly: CampaignScheduler = { wakeAt: async () => undefined };

export function campaignSchedulerOf(rt: Runtime): CampaignScheduler {
  if (rt.overrides.campaignScheduler) return rt.overrides.campaignScheduler;
  const { SCHEDULE_GROUP, SCHEDULER_ROLE_ARN, CAMPAIGN_QUEUE_ARN } = rt.config;
  if (!SCHEDULE_GROUP || !SCHEDULER_ROLE_ARN || !CAMPAIGN_QUEUE_ARN) return sweeperOnly;
  return once(
    rt,
    'campaign-scheduler',
    () => new EventBridgeScheduler(rt, SCHEDULE_GROUP, SCHEDULER_ROLE_ARN, CAMPAIGN_QUEUE_ARN),
  );
}
