/**
 * Campaigns: status and live progress (polled while one is sending), Pause, Resume and Cancel where the status
 * allows them (the API answers 409 CAMPAIGN_STATE otherwise), and the CSV report. Creating, previewing and
 * scheduling a campaign is the next slice; the API has them all.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { api, download } from '../api/client';
import type { Campaign } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ErrorMessage, PageHeading, When } from '../components/ui';
import { useCan } from '../me';

const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const ACTIVE = new Set(['SCHEDULED', 'SENDING', 'PAUSED']);
type Action = 'pause' | 'resume' | 'cancel';

function progress(c: Campaign): string {
  const n = c.counts;
  const done = n.delivered + n.failed + n.blocked + n.optedOut + n.skipped;
  const parts = [
    `${n.delivered} delivered`,
    n.failed ? `${n.failed} failed` : '',
    n.blocked ? `${n.blocked} blocked` : '',
    n.optedOut ? `${n.optedOut} opted out` : '',
    n.skipped ? `${n.skipped} skipped` : '',
  ].filter(Boolean);
  return `${done} of ${n.recipients} done: ${parts.join(', ')}`;
}

export default function Campaigns() {
  const canManage = useCan('campaigns.manage');
  const queryClient = useQueryClient();
  const control = useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      api<Campaign>('POST', `/campaigns/${encodeURIComponent(id)}/${action}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/campaigns'] }),
  });
  const report = useMutation({
    mutationFn: (c: Campaign) => download(`/campaigns/${encodeURIComponent(c.id)}/report`, `campaign-${c.id}.csv`),
  });
  const button = (c: Campaign, action: Action, label: string, danger = false) => (
    <Button
      className={danger ? 'button danger' : 'button'}
      aria-label={`${label} ${c.name}`}
      isDisabled={control.isPending && control.variables?.id === c.id}
      onPress={() => {
        if (action !== 'cancel' || window.confirm(`Cancel the campaign “${c.name}”? This cannot be undone.`)) {
          control.mutate({ id: c.id, action });
        }
      }}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeading title="Campaigns">Campaigns</PageHeading>
      <ErrorMessage error={control.error ?? report.error} />
      <PagedTable<Campaign>
        path="/campaigns"
        caption="Campaigns"
        empty="No campaigns yet."
        rowKey={(c) => c.id}
        refetchInterval={(items) =>
          items.some((c) => c.status === 'SENDING' || c.status === 'SCHEDULED') ? 2_000 : false
        }
        columns={[
          { header: 'Name', cell: (c) => c.name },
          {
            header: 'Status',
            cell: (c) => (
              <>
                {words(c.status)}
                {c.heldUntil ? (
                  <span className="detail">
                    {' '}
                    (held for marketing hours until <When iso={c.heldUntil} />)
                  </span>
                ) : null}
              </>
            ),
          },
          { header: 'Kind', cell: (c) => words(c.kind) },
          { header: 'Progress', cell: progress },
          { header: 'Created', cell: (c) => <When iso={c.createdAt} /> },
          {
            header: 'Actions',
            cell: (c) => (
              <div className="actions">
                {canManage && c.status === 'SENDING' ? button(c, 'pause', 'Pause') : null}
                {canManage && c.status === 'PAUSED' ? button(c, 'resume', 'Resume') : null}
                {canManage && (ACTIVE.has(c.status) || c.status === 'DRAFT')
                  ? button(c, 'cancel', 'Cancel', true)
                  : null}
                {c.status !== 'DRAFT' ? (
                  <Button
                    className="button"
                    aria-label={`Download the report of ${c.name}`}
                    onPress={() => report.mutate(c)}
                  >
                    Report (CSV)
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
