import { useState } from 'react';
import { MESSAGE_STATUSES, type Message } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { isMoving, STATUS_WORDS, StatusText, statusDetail } from '../components/status';
import { PageHeading, When } from '../components/ui';

const STATUS_OPTIONS = [
  { id: 'ALL', label: 'All statuses' },
  ...MESSAGE_STATUSES.map((s) => ({ id: s, label: STATUS_WORDS[s] })),
];

const SOURCE_WORDS: Record<Message['source'], string> = { api: 'API', dashboard: 'Dashboard', campaign: 'Campaign' };

/** The account's messages, newest first; the page is polled while one of its messages may still change status. */
export default function Messages() {
  const [status, setStatus] = useState('ALL');
  return (
    <>
      <PageHeading title="Messages">Messages</PageHeading>
      <div className="filters">
        <Choice label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      </div>
      <PagedTable<Message>
        path="/messages"
        filters={{ status: status === 'ALL' ? undefined : status }}
        caption="Messages"
        empty="No messages yet."
        rowKey={(m) => m.id}
        refetchInterval={(items) => (items.some(isMoving) ? 2_000 : 15_000)}
        columns={[
          { header: 'To', cell: (m) => m.to },
          { header: 'Status', cell: (m) => <StatusText status={m.status} /> },
          { header: 'Detail', cell: (m) => statusDetail(m) },
          { header: 'Segments', cell: (m) => `${m.segments} (${m.encoding})` },
          { header: 'Cost', cell: (m) => `${m.cost} ${m.cost === 1 ? 'credit' : 'credits'}` },
          { header: 'Source', cell: (m) => SOURCE_WORDS[m.source] },
          { header: 'Created', cell: (m) => <When iso={m.createdAt} /> },
        ]}
      />
    </>
  );
}
