/**
 * Platform administrators: the platform-wide audit trail (GET /admin/audit-log), newest first, every account's
 * entries or one account's (chosen among the newest 100 accounts).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { get } from '../api/client';
import type { AdminAccount, AuditEntry, Page, Query } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { PageHeading, When } from '../components/ui';

const EVERY = 'all';

export default function PlatformAuditLog() {
  const [accountId, setAccountId] = useState(EVERY);
  const accounts = useQuery({
    queryKey: ['/admin/accounts', 'choices'],
    queryFn: () => get<Page<AdminAccount>>('/admin/accounts?limit=100'),
  });
  const names = new Map((accounts.data?.items ?? []).map((a) => [a.id, a.name]));
  return (
    <>
      <PageHeading title="Platform audit log">Platform audit log</PageHeading>
      <div className="filters">
        <Choice
          label="Account"
          options={[
            { id: EVERY, label: 'Every account' },
            ...(accounts.data?.items ?? []).map((a) => ({ id: a.id, label: `${a.name} (${a.id})` })),
          ]}
          value={accountId}
          onChange={setAccountId}
        />
      </div>
      <PagedTable<AuditEntry>
        path="/admin/audit-log"
        filters={{ accountId: accountId === EVERY ? undefined : accountId } satisfies Query<'admin-audit-log-list'>}
        caption="Platform audit log"
        empty="Nothing recorded yet."
        rowKey={(a) => a.id}
        columns={[
          { header: 'When', cell: (a) => <When iso={a.createdAt} /> },
          { header: 'Account', cell: (a) => names.get(a.accountId) ?? a.accountId },
          { header: 'Action', cell: (a) => a.action },
          { header: 'By', cell: (a) => `${a.actor.type} ${a.actor.id}` },
          { header: 'Target', cell: (a) => (a.target ? `${a.target.type} ${a.target.id}` : '—') },
          { header: 'IP', cell: (a) => a.ip ?? '—' },
        ]}
      />
    </>
  );
}
