import type { Contact } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { PageHeading, When } from '../components/ui';

export default function Contacts() {
  return (
    <>
      <PageHeading title="Contacts">Contacts</PageHeading>
      <PagedTable<Contact>
        path="/contacts"
        caption="Contacts"
        empty="No contacts yet."
        rowKey={(c) => c.id}
        columns={[
          { header: 'Phone', cell: (c) => c.phone },
          { header: 'Name', cell: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') || '—' },
          { header: 'Opted out', cell: (c) => (c.optedOut ? 'Yes' : 'No') },
          { header: 'Added', cell: (c) => <When iso={c.createdAt} /> },
        ]}
      />
    </>
  );
}
