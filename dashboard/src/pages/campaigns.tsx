import type { Campaign } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { PageHeading, When } from '../components/ui';

const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

export default function Campaigns() {
  return (
    <>
      <PageHeading title="Campaigns">Campaigns</PageHeading>
      <PagedTable<Campaign>
        path="/campaigns"
        caption="Campaigns"
        empty="No campaigns yet."
        rowKey={(c) => c.id}
        refetchInterval={(items) => (items.some((c) => c.status === 'SENDING') ? 3_000 : false)}
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'Status', cell: (c) => words(c.status) },
          { header: 'Kind', cell: (c) => words(c.kind) },
          {
            header: 'Progress',
            cell: (c) =>
              `${c.counts.delivered} of ${c.counts.recipients} delivered, ${c.counts.failed} failed, ${c.counts.blocked} blocked`,
          },
          { header: 'Created', cell: (c) => <When iso={c.createdAt} /> },
        ]}
      />
    </>
  );
}
