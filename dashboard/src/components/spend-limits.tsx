/**
 * Daily spend caps (contract Part 3): the account's cap on the Billing page, and the form that sets a cap (the account's
 * or an API key's). Credits per Africa/Johannesburg day; an empty field removes the cap.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { Limits } from '../api/account-types';
import { api, get } from '../api/client';
import type { RequestBody } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, Loading, SubmitButton } from './ui';

/** The field's value as the API wants it: a whole number of credits, or null for no cap. */
export function capOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : Number(trimmed);
}

const credits = (n: number) => `${n.toLocaleString('en-ZA')} ${n === 1 ? 'credit' : 'credits'}`;

export function CapForm({
  id,
  title,
  current,
  error,
  pending,
  onSave,
  onCancel,
  level = 3,
}: {
  level?: 2 | 3;
  id: string;
  title: string;
  current: number | null;
  error: unknown;
  pending: boolean;
  onSave: (cap: number | null) => void;
  onCancel?: () => void;
}) {
  return (
    <ApiForm
      error={error}
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(capOf(String(new FormData(e.currentTarget).get('dailySpendLimit') ?? '')));
      }}
    >
      {level === 2 ? <h2 id={id}>{title}</h2> : <h3 id={id}>{title}</h3>}
      <ErrorMessage error={formLevelError(error)} />
      <Field
        label="Daily spend limit"
        name="dailySpendLimit"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={current === null ? '' : String(current)}
        description="Credits a day (South African time); empty for no limit. A send past it is refused, not charged."
      />
      <SubmitButton pending={pending}>Save limit</SubmitButton>
      {onCancel ? (
        <Button className="button" onPress={onCancel}>
          Cancel
        </Button>
      ) : null}
    </ApiForm>
  );
}

export function SpendLimits() {
  const queryClient = useQueryClient();
  const limits = useQuery({ queryKey: ['/settings/limits'], queryFn: () => get<Limits>('/settings/limits') });
  const save = useMutation({
    mutationFn: (dailySpendLimit: number | null) =>
      api<Limits>('PATCH', '/settings/limits', { dailySpendLimit } satisfies RequestBody<'settings-limits-update'>),
    onSuccess: (data) => queryClient.setQueryData(['/settings/limits'], data),
  });
  return (
    <section className="card" aria-labelledby="limits-heading">
      <h2 id="limits-heading">Spend limits</h2>
      {limits.isPending ? (
        <Loading what="the spend limits" />
      ) : limits.isError ? (
        <ErrorMessage error={limits.error} />
      ) : (
        <>
          <p>
            Spent today ({limits.data.day}): <strong>{credits(limits.data.spentToday)}</strong>
            {limits.data.dailySpendLimit !== null
              ? ` of a daily limit of ${credits(limits.data.dailySpendLimit)}.`
              : '; no daily limit.'}
          </p>
          {limits.data.apiKeys.length ? (
            <ul>
              {limits.data.apiKeys.map((k) => (
                <li key={k.id}>
                  API key {k.name}: {credits(k.spentToday)} of {credits(k.dailySpendLimit)} today
                </li>
              ))}
            </ul>
          ) : null}
          <CapForm
            id="account-cap-heading"
            title="The account's daily limit"
            current={limits.data.dailySpendLimit}
            error={save.error}
            pending={save.isPending}
            onSave={(cap) => save.mutate(cap)}
          />
          <p role="status">{save.isSuccess ? 'The daily limit is saved.' : ''}</p>
        </>
      )}
    </section>
  );
}
