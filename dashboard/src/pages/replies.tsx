import type { InboundMessage } from '../api/account-types';
import { PagedTable } from '../components/paged-table';
import { PageHeading, When } from '../components/ui';

/** Replies to the account's messages, newest first, polled; a STOP reply says it opted the number out. */
export default function Replies() {
  return (
    <>
      <PageHeading title="Replies">Replies</PageHeading>
      <p className="muted">Text messages people sent back to your numbers. A reply starting with STOP opts them out.</p>
      <PagedTable<InboundMessage>
        path="/inbound-messages"
        caption="Replies"
        empty="No replies yet."
        rowKey={(m) => m.id}
        refetchInterval={() => 15_000}
        columns={[
          { header: 'From', cell: (m) => m.from },
          { header: 'Message', cell: (m) => m.body },
          { header: 'Opt-out', cell: (m) => (m.optOut ? 'Opted out' : 'No') },
          { header: 'To', cell: (m) => m.to },
          { header: 'Received', cell: (m) => <When iso={m.receivedAt} /> },
        ]}
      />
    </>
  );
}
