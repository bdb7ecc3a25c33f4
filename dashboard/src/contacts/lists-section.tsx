/** Contact lists: create one, see their exact counts, show a list's members, delete one (its contacts stay). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ContactList } from '../api/campaign-types';
import { api } from '../api/client';
import type { RequestBody } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ApiForm, ErrorMessage, Field, formLevelError, SubmitButton, When } from '../components/ui';

export function ListsSection({ canManage, onShow }: { canManage: boolean; onShow: (list: ContactList) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/contact-lists'] });
    void queryClient.invalidateQueries({ queryKey: ['contact-lists-all'] });
  };
  const create = useMutation({
    mutationFn: (listName: string) =>
      api<ContactList>('POST', '/contact-lists', { name: listName } satisfies RequestBody<'contact-lists-create'>),
    onSuccess: (list) => {
      setSaved(`List “${list.name}” created.`);
      setName('');
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/contact-lists/${encodeURIComponent(id)}`),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['/contacts'] });
    },
  });
  return (
    <section className="card" aria-labelledby="lists-heading">
      <h2 id="lists-heading">Lists</h2>
      {canManage ? (
        <ApiForm
          error={create.error}
          aria-label="New list"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved('');
            create.mutate(name);
          }}
        >
          <ErrorMessage error={formLevelError(create.error)} />
          <Field label="List name" name="name" value={name} onChange={setName} isRequired maxLength={100} />
          <SubmitButton pending={create.isPending}>Create list</SubmitButton>
          <p role="status">{saved}</p>
        </ApiForm>
      ) : null}
      <ErrorMessage error={remove.error} />
      <PagedTable<ContactList>
        path="/contact-lists"
        caption="Lists"
        empty="No lists yet."
        rowKey={(l) => l.id}
        columns={[
          { header: 'Name', cell: (l) => l.name },
          { header: 'Contacts', cell: (l) => l.contactCount },
          { header: 'Created', cell: (l) => <When iso={l.createdAt} /> },
          {
            header: 'Actions',
            cell: (l) => (
              <div className="actions">
                <Button className="button" aria-label={`Show contacts of ${l.name}`} onPress={() => onShow(l)}>
                  Show contacts
                </Button>
                {canManage ? (
                  <Button
                    className="button danger"
                    aria-label={`Delete the list ${l.name}`}
                    isDisabled={remove.isPending}
                    onPress={() => {
                      if (window.confirm(`Delete the list “${l.name}”? Its contacts are kept.`)) remove.mutate(l.id);
                    }}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
