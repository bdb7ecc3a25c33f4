/**
 * Templates: the list for every reader; for templates.manage, a form that creates one or edits the one chosen
 * (PUT /templates/{id}), and Delete. Variables are the {{names}} the API found in the text.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { templateVariables } from '../../../shared/templates/render';
import { api } from '../api/client';
import type { RequestBody, Template } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';
import { useCan } from '../me';

interface Draft {
  id?: string;
  name: string;
  body: string;
}

const EMPTY: Draft = { name: '', body: '' };

export default function Templates() {
  const canManage = useCan('templates.manage');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [saved, setSaved] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/templates'] });
    void queryClient.invalidateQueries({ queryKey: ['templates-all'] });
  };
  const save = useMutation({
    mutationFn: ({ id, ...values }: Draft) =>
      id
        ? api<Template>('PUT', `/templates/${encodeURIComponent(id)}`, values satisfies RequestBody<'templates-update'>)
        : api<Template>('POST', '/templates', values satisfies RequestBody<'templates-create'>),
    onSuccess: (template, sent) => {
      setSaved(`Template “${template.name}” ${sent.id ? 'updated' : 'saved'}.`);
      setDraft(EMPTY);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/templates/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  const variables = templateVariables(draft.body);
  return (
    <>
      <PageHeading title="Templates">Templates</PageHeading>
      {canManage ? (
        <ApiForm
          error={save.error}
          className="card"
          aria-labelledby="template-form-heading"
          onSubmit={(e) => {
            e.preventDefault();
            setSaved('');
            save.mutate(draft);
          }}
        >
          <h2 id="template-form-heading">{draft.id ? `Edit “${draft.name}”` : 'New template'}</h2>
          <ErrorMessage error={formLevelError(save.error)} />
          <Field
            label="Name"
            name="name"
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            isRequired
          />
          <Field
            label="Text"
            name="body"
            multiline
            isRequired
            maxLength={1600}
            value={draft.body}
            onChange={(body) => setDraft({ ...draft, body })}
            description={`Up to 1,600 characters. Variables are written {{name}}${
              variables.length ? `; this text has ${variables.join(', ')}` : ''
            }.`}
          />
          <div className="actions">
            <SubmitButton pending={save.isPending}>{draft.id ? 'Save changes' : 'Save template'}</SubmitButton>
            {draft.id ? (
              <Button className="button" onPress={() => setDraft(EMPTY)}>
                Cancel editing
              </Button>
            ) : null}
          </div>
          <p role="status">{saved}</p>
        </ApiForm>
      ) : null}
      <ErrorMessage error={remove.error} />
      <PagedTable<Template>
        path="/templates"
        caption="Templates"
        empty="No templates yet."
        rowKey={(t) => t.id}
        columns={[
          { header: 'Name', cell: (t) => t.name },
          { header: 'Text', cell: (t) => t.body },
          { header: 'Variables', cell: (t) => t.variables.join(', ') || 'None' },
          { header: 'Updated', cell: (t) => <When iso={t.updatedAt} /> },
          ...(canManage
            ? [
                {
                  header: 'Actions',
                  cell: (t: Template) => (
                    <div className="actions">
                      <Button
                        className="button"
                        aria-label={`Edit ${t.name}`}
                        onPress={() => {
                          setSaved('');
                          setDraft({ id: t.id, name: t.name, body: t.body });
                          document.getElementById('template-form-heading')?.scrollIntoView();
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        className="button danger"
                        aria-label={`Delete ${t.name}`}
                        isDisabled={remove.isPending}
                        onPress={() => {
                          if (window.confirm(`Delete the template “${t.name}”?`)) remove.mutate(t.id);
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
    </>
  );
}
