import type { AuditEntry } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { PageHeading, When } from '../components/ui';

export default function AuditLog() {
  return (
    <>
      <PageHeading title="Audit log">Audit log</PageHeading>
      <PagedTable<AuditEntry>
        path="/audit-log"
        caption="Audit log"
        empty="Nothing recorded yet."
        rowKey={(a) => a.id}
        columns={[
          { header: 'When', cell: (a) => <When iso={a.createdAt} /> },
          { header: 'Action', cell: (a) => a.action },
          { header: 'By', cell: (a) => `${a.actor.type} ${a.actor.id}` },
          { header: 'Target', cell: (a) => (a.target ? `${a.target.type} ${a.target.id}` : '—') },
          { header: 'IP', cell: (a) => a.ip ?? '—' },
        ]}
      />
    </>
  );
}
