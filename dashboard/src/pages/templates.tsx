import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Template } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';
import { useCan } from '../me';

export default function Templates() {
  const canManage = useCan('templates.manage');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: { name: string; body: string }) => api<Template>('POST', '/templates', values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/templates'] });
      void queryClient.invalidateQueries({ queryKey: ['templates-all'] });
    },
  });
  return (
    <>
      <PageHeading title="Templates">Templates</PageHeading>
      {canManage ? (
        <ApiForm
          error={create.error}
          className="card"
          aria-labelledby="create-template-heading"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const data = new FormData(form);
            create.mutate(
              { name: String(data.get('name') ?? ''), body: String(data.get('body') ?? '') },
              { onSuccess: () => form.reset() },
            );
          }}
        >
          <h2 id="create-template-heading">New template</h2>
          <ErrorMessage error={formLevelError(create.error)} />
          <Field label="Name" name="name" isRequired />
          <Field
            label="Text"
            name="body"
            multiline
            isRequired
            maxLength={1600}
            description="Up to 1,600 characters. Variables are written {{name}}."
          />
          <SubmitButton pending={create.isPending}>Save template</SubmitButton>
        </ApiForm>
      ) : null}
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
        ]}
      />
    </>
  );
}
