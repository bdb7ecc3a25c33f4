/**
 * Platform administrators: every account with its balance and state, Reinstate for a suspended one, and credits
 * (contract "Platform administration"; both audited by the API).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { api, get } from '../api/client';
import type { AdminAccount, CreditResult, Page, RequestBody } from '../api/types';
import { Choice } from '../components/choice';
import { PagedTable } from '../components/paged-table';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';

export default function Accounts() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/admin/accounts'] });
  const reinstate = useMutation({
    mutationFn: (id: string) =>
      api<AdminAccount>('PATCH', `/admin/accounts/${encodeURIComponent(id)}`, {
        suspended: false,
      } satisfies RequestBody<'admin-accounts-update'>),
    onSuccess: refresh,
  });
  // The credit form picks from the newest accounts (the list's first page of 100).
  const choices = useQuery({
    queryKey: ['/admin/accounts', 'choices'],
    queryFn: () => get<Page<AdminAccount>>('/admin/accounts?limit=100'),
  });
  const [accountId, setAccountId] = useState('');
  const [credited, setCredited] = useState<string | undefined>();
  const credit = useMutation({
    mutationFn: (values: { amount: number; reason: string }) =>
      api<CreditResult>(
        'POST',
        `/admin/accounts/${encodeURIComponent(accountId)}/credits`,
        values satisfies RequestBody<'admin-accounts-credit'>,
      ),
    onSuccess: (result) => {
      const name = choices.data?.items.find((a) => a.id === accountId)?.name ?? accountId;
      setCredited(`${name} now has ${result.balance.toLocaleString('en-ZA')} credits.`);
      refresh();
    },
  });
  const options = (choices.data?.items ?? []).map((a) => ({ id: a.id, label: `${a.name} (${a.id})` }));
  return (
    <>
      <PageHeading title="Accounts">Accounts</PageHeading>
      <ErrorMessage error={reinstate.error} />
      <PagedTable<AdminAccount>
        path="/admin/accounts"
        caption="Accounts"
        empty="No accounts."
        rowKey={(a) => a.id}
        columns={[
          { header: 'Name', cell: (a) => a.name },
          { header: 'Id', cell: (a) => <code>{a.id}</code> },
          { header: 'Balance', cell: (a) => `${a.balance.toLocaleString('en-ZA')} credits` },
          { header: 'State', cell: (a) => (a.suspended ? 'Suspended' : 'Active') },
          { header: 'Created', cell: (a) => <When iso={a.createdAt} /> },
          {
            header: 'Actions',
            cell: (a) =>
              a.suspended ? (
                <Button
                  className="button"
                  aria-label={`Reinstate ${a.name}`}
                  isDisabled={reinstate.isPending}
                  onPress={() => reinstate.mutate(a.id)}
                >
                  Reinstate
                </Button>
              ) : null,
          },
        ]}
      />
      <ApiForm
        error={credit.error}
        className="card"
        aria-labelledby="credit-heading"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          setCredited(undefined);
          credit.mutate(
            { amount: Number(data.get('amount')), reason: String(data.get('reason') ?? '') },
            { onSuccess: () => form.reset() },
          );
        }}
      >
        <h2 id="credit-heading">Add credits</h2>
        <ErrorMessage error={formLevelError(credit.error)} />
        <Choice
          label="Account"
          name="accountId"
          options={options}
          value={accountId}
          onChange={setAccountId}
          isRequired
        />
        <Field label="Amount" name="amount" inputMode="numeric" pattern="[0-9]+" isRequired />
        <Field label="Reason" name="reason" maxLength={200} isRequired />
        <SubmitButton pending={credit.isPending}>Add credits</SubmitButton>
        <p role="status">{credited ?? ''}</p>
      </ApiForm>
    </>
  );
}
