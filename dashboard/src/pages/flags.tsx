/**
 * Moderation flags. A platform administrator sees every account's flags and reviews them (Dismiss, Confirm, Suspend
 * account: only the last suspends, contract "Platform administration"); an account's reviewers see its own flags.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { api } from '../api/client';
import type { Flag, FlagStatus, Query, RequestBody } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { categoriesInWords } from '../components/status';
import { ErrorMessage, PageHeading, When } from '../components/ui';
import { useMe } from '../me';

const FLAG_STATUS_WORDS: Record<FlagStatus, string> = {
  OPEN: 'Open',
  DISMISSED: 'Dismissed',
  CONFIRMED: 'Confirmed',
  ACCOUNT_SUSPENDED: 'Account suspended',
};
const STATUS_OPTIONS = [
  { id: 'ALL', label: 'All statuses' },
  ...(Object.keys(FLAG_STATUS_WORDS) as FlagStatus[]).map((s) => ({ id: s, label: FLAG_STATUS_WORDS[s] })),
];

export default function Flags() {
  const me = useMe();
  const admin = me.platformAdmin;
  const [status, setStatus] = useState<string>(admin ? 'OPEN' : 'ALL');
  const queryClient = useQueryClient();
  const path = admin ? '/admin/moderation-flags' : '/moderation-flags';
  const review = useMutation({
    mutationFn: ({ id, to }: { id: string; to: FlagStatus }) =>
      api<Flag>('PATCH', `/admin/moderation-flags/${encodeURIComponent(id)}`, {
        status: to,
      } satisfies RequestBody<'admin-moderation-flags-review'>),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [path] }),
  });
  const action = (flag: Flag, to: FlagStatus, label: string, danger = false) => (
    <Button
      className={danger ? 'button danger' : 'button'}
      aria-label={`${label}: flag on ${flag.accountId}, ${categoriesInWords(flag.categories)}`}
      isDisabled={review.isPending && review.variables?.id === flag.id}
      onPress={() => review.mutate({ id: flag.id, to })}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeading title="Flags">{admin ? 'Flags across accounts' : 'Flags'}</PageHeading>
      <div className="filters">
        <Choice label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      </div>
      <ErrorMessage error={review.error} />
      <PagedTable<Flag>
        path={path}
        filters={
          { status: status === 'ALL' ? undefined : (status as FlagStatus) } satisfies Query<'moderation-flags-list'>
        }
        caption="Moderation flags"
        empty="No flags."
        rowKey={(f) => f.id}
        columns={[
          ...(admin ? [{ header: 'Account', cell: (f: Flag) => <code>{f.accountId}</code> }] : []),
          { header: 'Categories', cell: (f) => categoriesInWords(f.categories) },
          { header: 'Severity', cell: (f) => (f.severity === 'HIGH' ? 'High' : 'Low') },
          { header: 'Excerpt', cell: (f) => <q>{f.excerpt}</q> },
          { header: 'Status', cell: (f) => FLAG_STATUS_WORDS[f.status] },
          { header: 'Raised', cell: (f) => <When iso={f.createdAt} /> },
          ...(admin
            ? [
                {
                  header: 'Review',
                  cell: (f: Flag) =>
                    f.status === 'OPEN' ? (
                      <div className="actions">
                        {action(f, 'DISMISSED', 'Dismiss')}
                        {action(f, 'CONFIRMED', 'Confirm')}
                        {action(f, 'ACCOUNT_SUSPENDED', 'Suspend account', true)}
                      </div>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
