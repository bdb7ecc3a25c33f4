import { flushMetrics } from '../shared/aws/emf-metrics';
import { sweepCampaigns } from '../shared/campaigns/sweep-campaigns';
import { runtime } from '../shared/runtime';
import { campaignRunDeps } from '../shared/wiring/campaign-run';

/** Scheduled every minute: no campaign is left waiting past its time or stuck with chunks nobody holds. */
export const handler = async (): Promise<{ woken: number }> => {
  const rt = runtime();
  try {
    return await sweepCampaigns(campaignRunDeps(rt), rt.log.child({ fn: 'campaign-sweeper' }));
  } finally {
    flushMetrics(rt);
  }
};
