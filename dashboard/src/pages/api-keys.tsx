import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { api } from '../api/client';
import type { ApiKey, CreatedApiKey, RequestBody } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ShownOnce } from '../components/secret';
import { CapForm, capOf } from '../components/spend-limits';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';

export default function ApiKeys() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [scopes, setScopes] = useState<string[]>(['sms.send', 'sms.read']);
  const [capping, setCapping] = useState<ApiKey | undefined>();
  // A key's cap and spend also show on Billing (/settings/limits): both lists follow any change of keys.
  const keysChanged = () => {
    void queryClient.invalidateQueries({ queryKey: ['/api-keys'] });
    void queryClient.invalidateQueries({ queryKey: ['/settings/limits'] });
  };
  const create = useMutation({
    mutationFn: (values: { name: string; rateLimitPerMinute: string; dailySpendLimit: string }) =>
      api<CreatedApiKey>('POST', '/api-keys', {
        name: values.name,
        // The checkboxes offer exactly the document's scopes.
        scopes: scopes as ApiKey['scopes'],
        ...(values.rateLimitPerMinute ? { rateLimitPerMinute: Number(values.rateLimitPerMinute) } : {}),
        ...(values.dailySpendLimit ? { dailySpendLimit: capOf(values.dailySpendLimit) } : {}),
      } satisfies RequestBody<'api-keys-create'>),
    onSuccess: (key, _vars) => {
      setCreated(key);
      keysChanged();
    },
  });
  const cap = useMutation({
    mutationFn: ({ id, dailySpendLimit }: { id: string; dailySpendLimit: number | null }) =>
      api<ApiKey>('PATCH', `/api-keys/${encodeURIComponent(id)}`, {
        dailySpendLimit,
      } satisfies RequestBody<'api-keys-update'>),
    onSuccess: () => {
      setCapping(undefined);
      keysChanged();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => keysChanged(),
  });
  return (
    <>
      <PageHeading title="API keys">API keys</PageHeading>
      {created ? (
        <ShownOnce
          title={`New key “${created.name}”`}
          value={created.key}
          note="Copy the key now: it is shown only once. Anyone with it can use the Public API as this account."
          onDone={() => setCreated(undefined)}
        />
      ) : null}
      <ApiForm
        error={create.error}
        className="card"
        aria-labelledby="create-key-heading"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          create.mutate({
            name: String(data.get('name') ?? ''),
            rateLimitPerMinute: String(data.get('rateLimitPerMinute') ?? ''),
            dailySpendLimit: String(data.get('dailySpendLimit') ?? ''),
          });
          e.currentTarget.reset();
        }}
      >
        <h2 id="create-key-heading">Create a key</h2>
        <ErrorMessage error={formLevelError(create.error)} />
        <Field label="Name" name="name" isRequired maxLength={100} />
        <CheckboxGroup className="field" name="scopes" value={scopes} onChange={setScopes} isRequired>
          <Label>Scopes</Label>
          <Checkbox value="sms.send" className="checkbox">
            <span className="box" aria-hidden="true" />
            Send SMS (sms.send)
          </Checkbox>
          <Checkbox value="sms.read" className="checkbox">
            <span className="box" aria-hidden="true" />
            Read messages and balance (sms.read)
          </Checkbox>
          <Checkbox value="verify" className="checkbox">
            <span className="box" aria-hidden="true" />
            Send and check one-time codes, Verify and Twilio Verify (verify)
          </Checkbox>
          <FieldError className="field-error" />
        </CheckboxGroup>
        <Field
          label="Rate limit per minute"
          name="rateLimitPerMinute"
          inputMode="numeric"
          pattern="[0-9]*"
          description="1 to 10,000 requests a minute; 60 when left empty."
        />
        <Field
          label="Daily spend limit"
          name="dailySpendLimit"
          inputMode="numeric"
          pattern="[0-9]*"
          description="Credits this key may spend a day (South African time); empty: only the account's limit applies."
        />
        <SubmitButton pending={create.isPending}>Create key</SubmitButton>
      </ApiForm>
      {capping ? (
        <div className="card">
          <CapForm
            key={capping.id}
            level={2}
            id="key-cap-heading"
            title={`Daily spend limit of “${capping.name}”`}
            current={capping.dailySpendLimit}
            error={cap.error}
            pending={cap.isPending}
            onSave={(dailySpendLimit) => cap.mutate({ id: capping.id, dailySpendLimit })}
            onCancel={() => setCapping(undefined)}
          />
        </div>
      ) : null}
      <ErrorMessage error={revoke.error} />
      <PagedTable<ApiKey>
        path="/api-keys"
        caption="API keys"
        empty="No API keys yet."
        rowKey={(k) => k.id}
        columns={[
          { header: 'Name', cell: (k) => k.name },
          { header: 'Key', cell: (k) => <code>{k.prefix}…</code> },
          { header: 'Scopes', cell: (k) => k.scopes.join(', ') },
          { header: 'Limit', cell: (k) => `${k.rateLimitPerMinute} a minute` },
          {
            header: 'Daily spend limit',
            cell: (k) => (k.dailySpendLimit === null ? 'None' : `${k.dailySpendLimit.toLocaleString('en-ZA')} credits`),
          },
          { header: 'Created', cell: (k) => <When iso={k.createdAt} /> },
          { header: 'Last used', cell: (k) => <When iso={k.lastUsedAt} /> },
          {
            header: 'Actions',
            cell: (k) =>
              k.revokedAt ? (
                'Revoked'
              ) : (
                <div className="actions">
                  <Button
                    className="button"
                    aria-label={`Daily limit of ${k.name}`}
                    onPress={() => {
                      cap.reset();
                      setCapping(k);
                    }}
                  >
                    Daily limit
                  </Button>
                  <Button
                    className="button danger"
                    aria-label={`Revoke ${k.name}`}
                    isDisabled={revoke.isPending && revoke.variables === k.id}
                    onPress={() => {
                      if (window.confirm(`Revoke the key “${k.name}”? It stops working at once.`)) revoke.mutate(k.id);
                    }}
                  >
                    Revoke
                  </Button>
                </div>
              ),
          },
        ]}
      />
    </>
  );
}
