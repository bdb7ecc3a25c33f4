/**
 * Contacts: the address book with search (name prefix or phone digits) and a list filter, a page at a time; for
 * contacts.manage, add, edit (names, phone, lists), remove from the list shown, delete, lists, and the CSV import.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import type { ContactList, FullContact } from '../api/campaign-types';
import { api, get } from '../api/client';
import type { Page, Query } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { ErrorMessage, PageHeading, When } from '../components/ui';
import { type ContactDraft, ContactForm, draftOf, EMPTY_CONTACT } from '../contacts/contact-form';
import { ImportSection } from '../contacts/import-section';
import { ListsSection } from '../contacts/lists-section';
import { useCan } from '../me';

const ALL = 'all';
const fullName = (c: FullContact) => [c.firstName, c.lastName].filter(Boolean).join(' ') || '—';

/** The text typed, once typing pauses: one request per search, not one per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function Contacts() {
  const canManage = useCan('contacts.manage');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT);
  const [saved, setSaved] = useState('');
  const [search, setSearch] = useState('');
  // The Lists page's "Show contacts" opens this page on one list (?list=).
  const [listId, setListId] = useState(() => new URLSearchParams(window.location.search).get('list') ?? ALL);
  const settledSearch = useSettled(search.trim());
  const lists = useQuery({
    queryKey: ['contact-lists-all'],
    queryFn: () => get<Page<ContactList>>('/contact-lists?limit=100'),
  });
  const allLists = lists.data?.items ?? [];
  const listName = new Map(allLists.map((l) => [l.id, l.name]));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/contacts'] });
    void queryClient.invalidateQueries({ queryKey: ['/contact-lists'] });
    void queryClient.invalidateQueries({ queryKey: ['contact-lists-all'] });
  };
  const remove = useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/contacts/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  const leave = useMutation({
    mutationFn: ({ list, contact }: { list: string; contact: string }) =>
      api<void>('DELETE', `/contact-lists/${encodeURIComponent(list)}/members/${encodeURIComponent(contact)}`),
    onSuccess: refresh,
  });
  const shownList = listId === ALL ? undefined : listName.get(listId);

  return (
    <>
      <PageHeading title="Contacts">Contacts</PageHeading>
      {canManage ? <ImportSection lists={allLists} /> : null}
      <ListsSection
        canManage={canManage}
        onShow={(l) => {
          setListId(l.id);
          document.getElementById('contacts-heading')?.scrollIntoView();
        }}
      />
      <section className="card" aria-labelledby="contacts-heading">
        <h2 id="contacts-heading">{shownList ? `Contacts on “${shownList}”` : 'All contacts'}</h2>
        {canManage ? (
          <ContactForm
            draft={draft}
            setDraft={(d) => {
              setSaved('');
              setDraft(d);
            }}
            lists={allLists}
            onSaved={(c, wasEdit) => {
              setSaved(`${c.phone} ${wasEdit ? 'saved' : 'added'}.`);
              setDraft(EMPTY_CONTACT);
              refresh();
            }}
          />
        ) : null}
        <p role="status">{saved}</p>
        <div className="filters">
          <SearchField className="field" value={search} onChange={setSearch}>
            <Label>Search contacts</Label>
            <Input placeholder="Name or phone digits" />
          </SearchField>
          <Choice
            label="List"
            options={[{ id: ALL, label: 'All contacts' }, ...allLists.map((l) => ({ id: l.id, label: l.name }))]}
            value={listId}
            onChange={setListId}
          />
        </div>
        <ErrorMessage error={remove.error ?? leave.error} />
        <PagedTable<FullContact>
          path="/contacts"
          filters={
            {
              search: settledSearch || undefined,
              listId: listId === ALL ? undefined : listId,
            } satisfies Query<'contacts-list'>
          }
          caption={shownList ? `Contacts on ${shownList}` : 'Contacts'}
          empty={settledSearch ? 'No contact matches.' : 'No contacts yet.'}
          rowKey={(c) => c.id}
          columns={[
            { header: 'Phone', cell: (c) => c.phone },
            { header: 'Name', cell: fullName },
            {
              header: 'Lists',
              cell: (c) => c.listIds.map((id) => listName.get(id) ?? id).join(', ') || '—',
            },
            { header: 'Opted out', cell: (c) => (c.optedOut ? 'Yes' : 'No') },
            { header: 'Added', cell: (c) => <When iso={c.createdAt} /> },
            ...(canManage
              ? [
                  {
                    header: 'Actions',
                    cell: (c: FullContact) => (
                      <div className="actions">
                        <Button
                          className="button"
                          aria-label={`Edit ${c.phone}`}
                          onPress={() => {
                            setSaved('');
                            setDraft(draftOf(c));
                            document.getElementById('contact-form-heading')?.scrollIntoView();
                          }}
                        >
                          Edit
                        </Button>
                        {shownList ? (
                          <Button
                            className="button"
                            aria-label={`Remove from list, ${c.phone}`}
                            isDisabled={leave.isPending}
                            onPress={() => leave.mutate({ list: listId, contact: c.id })}
                          >
                            Remove from list
                          </Button>
                        ) : null}
                        <Button
                          className="button danger"
                          aria-label={`Delete ${c.phone}`}
                          isDisabled={remove.isPending}
                          onPress={() => {
                            if (window.confirm(`Delete the contact ${c.phone}?`)) remove.mutate(c.id);
                          }}
                        >
                          Delete
                        </Button>
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
    </>
  );
}
