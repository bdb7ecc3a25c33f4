import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import {
  type QueuedWebhookEvent,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWithSecret,
} from '../api/account-types';
import { api } from '../api/client';
import type { RequestBody } from '../api/types';
import { PagedTable } from '../components/paged-table';
import { ShownOnce } from '../components/secret';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton, When } from '../components/ui';
import { formValues } from './auth-form';

const EVENT_WORDS: Record<WebhookEvent, string> = {
  'message.sent': 'Message sent',
  'message.delivered': 'Message delivered',
  'message.failed': 'Message failed',
  'message.blocked': 'Message blocked',
  'campaign.completed': 'Campaign completed',
  'inbound.received': 'Reply received',
  'optout.created': 'Number opted out',
  'webhook.test': 'Test event',
  'verification.approved': 'Verification approved',
  'verification.failed': 'Verification failed',
};

/** Webhook endpoints (accounts.manage): the signing secret shown once, tests, deliveries and their retries. */
export default function Webhooks() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/webhooks'] });
  const [events, setEvents] = useState<string[]>(['message.delivered', 'message.failed', 'inbound.received']);
  const [secret, setSecret] = useState<{ title: string; value: string } | undefined>();
  const [selected, setSelected] = useState<Webhook | undefined>();
  const [notice, setNotice] = useState('');

  const create = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<WebhookWithSecret>('POST', '/webhooks', {
        url: values.url ?? '',
        // The checkboxes offer exactly the document's events.
        events: events as WebhookEvent[],
        ...(values.description ? { description: values.description } : {}),
      } satisfies RequestBody<'webhooks-create'>),
    onSuccess: (hook) => {
      setSecret({ title: `Signing secret of ${hook.url}`, value: hook.secret });
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (hook: Webhook) => api<WebhookWithSecret>('POST', `/webhooks/${hook.id}/rotate-secret`),
    onSuccess: (hook) => setSecret({ title: `New signing secret of ${hook.url}`, value: hook.secret }),
  });
  const test = useMutation({
    mutationFn: (hook: Webhook) => api<QueuedWebhookEvent>('POST', `/webhooks/${hook.id}/test`),
    onSuccess: (_r, hook) => {
      setNotice(`A test event is on its way to ${hook.url}.`);
      setSelected(hook);
      void queryClient.invalidateQueries({ queryKey: [`/webhooks/${hook.id}/deliveries`] });
    },
  });
  const toggle = useMutation({
    mutationFn: (hook: Webhook) =>
      api<Webhook>('PATCH', `/webhooks/${hook.id}`, {
        disabled: !hook.disabled,
      } satisfies RequestBody<'webhooks-update'>),
    onSuccess: (hook) => {
      setNotice(`${hook.url} is ${hook.disabled ? 'disabled' : 'enabled'}.`);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (hook: Webhook) => api<void>('DELETE', `/webhooks/${hook.id}`),
    onSuccess: (_r, hook) => {
      setNotice(`${hook.url} is deleted.`);
      if (selected?.id === hook.id) setSelected(undefined);
      refresh();
    },
  });
  const actionError = rotate.error ?? test.error ?? toggle.error ?? remove.error;

  return (
    <>
      <PageHeading title="Webhooks">Webhooks</PageHeading>
      <p className="muted">
        Endpoints of yours that receive signed events (Standard Webhooks: webhook-id, webhook-timestamp and
        webhook-signature headers).
      </p>
      {secret ? (
        <ShownOnce
          title={secret.title}
          value={secret.value}
          note="Copy the secret now: it is shown only once. Verify each event's signature with it."
          onDone={() => setSecret(undefined)}
        />
      ) : null}
      <ApiForm
        error={create.error}
        className="card"
        aria-labelledby="create-webhook-heading"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          create.mutate(formValues(form), { onSuccess: () => form.reset() });
        }}
      >
        <h2 id="create-webhook-heading">Add an endpoint</h2>
        <ErrorMessage error={formLevelError(create.error)} />
        <Field
          label="URL"
          name="url"
          type="url"
          isRequired
          maxLength={2048}
          description="https, on a public address."
        />
        <CheckboxGroup className="field" name="events" value={events} onChange={setEvents} isRequired>
          <Label>Events</Label>
          {WEBHOOK_EVENTS.filter((e) => e !== 'webhook.test').map((event) => (
            <Checkbox key={event} value={event} className="checkbox">
              <span className="box" aria-hidden="true" />
              {EVENT_WORDS[event]} ({event})
            </Checkbox>
          ))}
          <FieldError className="field-error" />
        </CheckboxGroup>
        <Field label="Description" name="description" maxLength={500} description="Optional." />
        <SubmitButton pending={create.isPending}>Add endpoint</SubmitButton>
      </ApiForm>
      <p role="status">{notice}</p>
      <ErrorMessage error={actionError} />
      <PagedTable<Webhook>
        path="/webhooks"
        caption="Endpoints"
        empty="No webhook endpoints yet."
        rowKey={(h) => h.id}
        columns={[
          { header: 'URL', cell: (h) => <code>{h.url}</code> },
          { header: 'Events', cell: (h) => h.events.map((e) => EVENT_WORDS[e]).join(', ') },
          { header: 'State', cell: (h) => (h.disabled ? 'Disabled' : 'Enabled') },
          { header: 'Created', cell: (h) => <When iso={h.createdAt} /> },
          {
            header: 'Actions',
            cell: (h) => (
              <div className="actions">
                <Button className="button" aria-label={`Send test to ${h.url}`} onPress={() => test.mutate(h)}>
                  Send test
                </Button>
                <Button className="button" aria-label={`Deliveries to ${h.url}`} onPress={() => setSelected(h)}>
                  Deliveries
                </Button>
                <Button
                  className="button"
                  aria-label={`Rotate secret of ${h.url}`}
                  onPress={() => {
                    if (window.confirm('Make a new secret? The old one keeps signing alongside it for 24 hours.')) {
                      rotate.mutate(h);
                    }
                  }}
                >
                  Rotate secret
                </Button>
                <Button
                  className="button"
                  aria-label={`${h.disabled ? 'Enable' : 'Disable'} ${h.url}`}
                  onPress={() => toggle.mutate(h)}
                >
                  {h.disabled ? 'Enable' : 'Disable'}
                </Button>
                <Button
                  className="button danger"
                  aria-label={`Delete ${h.url}`}
                  onPress={() => {
                    if (window.confirm(`Delete the endpoint ${h.url}? It receives no more events.`)) remove.mutate(h);
                  }}
                >
                  Delete
                </Button>
              </div>
            ),
          },
        ]}
      />
      {selected ? <Deliveries hook={selected} /> : null}
    </>
  );
}

/** Every attempt to deliver events to one endpoint, newest first, polled; a failed one can be sent again now. */
function Deliveries({ hook }: { hook: Webhook }) {
  const queryClient = useQueryClient();
  const path = `/webhooks/${hook.id}/deliveries`;
  const retry = useMutation({
    mutationFn: (d: WebhookDelivery) => api<QueuedWebhookEvent>('POST', `${path}/${d.id}/retry`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [path] }),
  });
  return (
    <section className="card" aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading">Deliveries to {hook.url}</h2>
      <ErrorMessage error={retry.error} />
      <p role="status" className="muted">
        {retry.isSuccess ? 'Sent again: the new attempt appears here.' : ''}
      </p>
      <PagedTable<WebhookDelivery>
        path={path}
        caption="Deliveries"
        empty="No deliveries yet."
        rowKey={(d) => d.id}
        refetchInterval={() => 3_000}
        columns={[
          { header: 'Event', cell: (d) => `${EVENT_WORDS[d.eventType]} (${d.eventId})` },
          { header: 'Attempt', cell: (d) => d.attempt },
          {
            header: 'Result',
            cell: (d) =>
              d.statusCode !== null && d.statusCode >= 200 && d.statusCode < 300
                ? `Delivered (${d.statusCode})`
                : `Failed: ${d.statusCode !== null ? `answered ${d.statusCode}` : (d.error ?? 'no answer')}`,
          },
          { header: 'Took', cell: (d) => `${Math.round(d.durationMs)} ms` },
          { header: 'Next attempt', cell: (d) => <When iso={d.nextAttemptAt} /> },
          { header: 'When', cell: (d) => <When iso={d.createdAt} /> },
          {
            header: 'Actions',
            cell: (d) => (
              <Button
                className="button"
                aria-label={`Retry attempt ${d.attempt} of ${d.eventId}`}
                isDisabled={retry.isPending && retry.variables?.id === d.id}
                onPress={() => retry.mutate(d)}
              >
                Retry
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
