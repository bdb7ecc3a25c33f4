/**
 * The local stack's stand-in for EventBridge Scheduler: wake-ups kept in memory and fired, as `{type: "wake"}` jobs on
 * the campaign queue, once the runtime's clock (the sandbox clock, which `PUT /sandbox/clock` moves) reaches them. The
 * campaign sweeper wakes anything a restart forgot, as it does deployed.
 */
import { jobQueueOf } from '../shared/aws/job-queue';
import type { CampaignJob, CampaignScheduler } from '../shared/campaigns/campaign';
import type { Runtime } from '../shared/runtime';

export class LocalScheduler implements CampaignScheduler {
  private readonly due = new Map<string, { campaignId: string; atMs: number }>();
  private timer: NodeJS.Timeout | undefined;
  private rt: Runtime | undefined;

  async wakeAt(campaignId: string, atMs: number): Promise<void> {
    this.due.set(`${campaignId}@${atMs}`, { campaignId, atMs });
  }

  /** Starts checking the clock every `everyMs`. */
  start(rt: Runtime, everyMs = 100): void {
    this.rt = rt;
    this.timer ??= setInterval(
      () => void this.fire().catch((error) => rt.log.error('local scheduler', { error })),
      everyMs,
    );
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async fire(): Promise<void> {
    const rt = this.rt;
    if (!rt) return;
    const now = (rt.overrides.sandboxClock ?? rt.clock).now();
    for (const [key, wake] of this.due) {
      if (wake.atMs > now) continue;
      this.due.delete(key);
      await jobQueueOf<CampaignJob>(rt, 'campaign').send({ type: 'wake', campaignId: wake.campaignId });
    }
  }
}
