/** A campaign's status in words and its progress: a bar (React Aria ProgressBar) and the counts in words. */
import { Label, ProgressBar } from 'react-aria-components';
import type { CampaignCounts, CampaignStatus, FullCampaign } from '../api/campaign-types';
import { When } from '../components/ui';

export const CAMPAIGN_STATUS_WORDS: Record<CampaignStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  SENDING: 'Sending',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** Statuses that may change by themselves (the pages poll while a campaign is in one). */
const isRunning = (c: Pick<FullCampaign, 'status'>) => c.status === 'SENDING' || c.status === 'SCHEDULED';

/**
 * How often to read a campaign again: often while it runs; now and then once it has ended with messages still SENT
 * (their delivery receipts move them to Delivered or Failed later); not at all otherwise.
 */
export function pollEvery(c: Pick<FullCampaign, 'status' | 'counts'>, fast: number): number | false {
  if (isRunning(c)) return fast;
  return c.status !== 'DRAFT' && c.counts.sent > 0 ? 5_000 : false;
}

const doneOf = (n: CampaignCounts) => n.sent + n.delivered + n.failed + n.blocked + n.optedOut + n.skipped;

/** "3 of 4 done: 2 delivered, 1 failed". */
export function progressText(c: Pick<FullCampaign, 'counts'>): string {
  const n = c.counts;
  const parts = [
    `${n.delivered} delivered`,
    n.sent ? `${n.sent} sent` : '',
    n.failed ? `${n.failed} failed` : '',
    n.blocked ? `${n.blocked} blocked` : '',
    n.optedOut ? `${n.optedOut} opted out` : '',
    n.skipped ? `${n.skipped} skipped` : '',
  ].filter(Boolean);
  return `${doneOf(n)} of ${n.recipients} done: ${parts.join(', ')}`;
}

export function CampaignStatusText({ campaign: c }: { campaign: FullCampaign }) {
  return (
    <>
      <span className={`status campaign-${c.status.toLowerCase()}`}>{CAMPAIGN_STATUS_WORDS[c.status]}</span>
      {c.status === 'SENDING' && c.heldUntil ? (
        <span className="detail">
          {' '}
          (waiting for marketing hours until <When iso={c.heldUntil} />)
        </span>
      ) : null}
      {c.status === 'SCHEDULED' && c.scheduledAt ? (
        <span className="detail">
          {' '}
          (starts <When iso={c.scheduledAt} />)
        </span>
      ) : null}
    </>
  );
}

export function CampaignProgress({ campaign: c }: { campaign: FullCampaign }) {
  const done = doneOf(c.counts);
  return (
    <ProgressBar
      className="progress"
      value={done}
      minValue={0}
      maxValue={Math.max(1, c.counts.recipients)}
      valueLabel={`${done} of ${c.counts.recipients}`}
    >
      {({ percentage }) => (
        <>
          <Label>Progress of {c.name}</Label>
          <span className="progress-value">{progressText(c)}</span>
          <span className="bar" aria-hidden="true">
            <span className="bar-fill status-bg-delivered" style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
