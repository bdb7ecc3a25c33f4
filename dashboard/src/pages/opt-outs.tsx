import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { OptOut } from '../api/account-types';
import { api } from '../api/client';
import type { RequestBody } from '../api/types';
import { errorOnField } from '../components/error-on-field';
import { PagedTable } from '../components/paged-table';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';
import { useCan } from '../me';
import { formValues } from './auth-form';

const SOURCE_WORDS: Record<OptOut['source'], string> = {
  manual: 'Added by hand',
  inbound: 'Replied STOP',
  import: 'Contact import',
};

/** The account's opt-outs: numbers no campaign reaches. Adding and removing needs contacts.manage. */
export default function OptOuts() {
  const canManage = useCan('contacts.manage');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/opt-outs'] });
  const add = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<OptOut>('POST', '/opt-outs', {
        phone: values.phone ?? '',
        ...(values.reason ? { reason: values.reason } : {}),
      } satisfies RequestBody<'opt-outs-create'>).catch((error: unknown) => {
        throw errorOnField(error, 'phone', (e) => e.code === 'INVALID_PHONE_NUMBER');
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (phone: string) => api<void>('DELETE', `/opt-outs/${encodeURIComponent(phone)}`),
    onSuccess: refresh,
  });
  return (
    <>
      <PageHeading title="Opt-outs">Opt-outs</PageHeading>
      <p className="muted">
        Numbers that receive no campaign message. Single messages (Send SMS, the API) still reach them.
      </p>
      {canManage ? (
        <ApiForm
          error={add.error}
          className="card"
          aria-labelledby="add-optout-heading"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            add.mutate(formValues(form), { onSuccess: () => form.reset() });
          }}
        >
          <h2 id="add-optout-heading">Opt a number out</h2>
          <ErrorMessage error={formLevelError(add.error)} />
          <Field label="Phone" name="phone" type="tel" autoComplete="off" isRequired maxLength={64} />
          <Field label="Reason" name="reason" maxLength={200} description="Optional." />
          <SubmitButton pending={add.isPending}>Opt out</SubmitButton>
          <p role="status">{add.isSuccess ? `${add.data.phone} is opted out.` : ''}</p>
        </ApiForm>
      ) : null}
      <ErrorMessage error={remove.error} />
      <PagedTable<OptOut>
        path="/opt-outs"
        caption="Opted-out numbers"
        empty="No number is opted out."
        rowKey={(o) => o.phone}
        columns={[
          { header: 'Phone', cell: (o) => o.phone },
          { header: 'How', cell: (o) => SOURCE_WORDS[o.source] },
          { header: 'Reason', cell: (o) => o.reason ?? '—' },
          { header: 'Since', cell: (o) => <When iso={o.createdAt} /> },
          ...(canManage
            ? [
                {
                  header: 'Actions',
                  cell: (o: OptOut) => (
                    <Button
                      className="button"
                      aria-label={`Opt back in ${o.phone}`}
                      isDisabled={remove.isPending && remove.variables === o.phone}
                      onPress={() => {
                        if (window.confirm(`Let ${o.phone} receive campaigns again?`)) remove.mutate(o.phone);
                      }}
                    >
                      Opt back in
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
