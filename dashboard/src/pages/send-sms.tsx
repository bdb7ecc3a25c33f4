/**
 * Send one SMS (POST /messages): to, a message or a template with its variables, and a live counter of characters,
 * segments, encoding and cost computed by the service's own segment rules (shared/messages/segments.ts). The draft is
 * kept in memory while the app is open, so a sign-in in between (a session that ended) does not lose it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { segmentInfo } from '../../../shared/messages/segments';
import { renderTemplate } from '../../../shared/templates/render';
import { api, get } from '../api/client';
import type { Message, Page, RequestBody, Template } from '../api/types';
import { isMoving, StatusText, statusDetail } from '../components/status';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';

interface Draft {
  to: string;
  body: string;
  templateId: string;
  variables: Record<string, string>;
}

const NO_TEMPLATE = 'none';
let savedDraft: Draft = { to: '', body: '', templateId: NO_TEMPLATE, variables: {} };

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-ZA')} ${word}${n === 1 ? '' : 's'}`;
}

/** The text as it will be sent: the message, or the template with the variables filled so far. */
function textOf(draft: Draft, template: Template | undefined): string {
  if (!template) return draft.body;
  const filled = Object.fromEntries(template.variables.map((v) => [v, draft.variables[v] || `{{${v}}}`]));
  const rendered = renderTemplate(template.body, filled);
  return rendered.ok ? rendered.text : template.body;
}

export default function SendSms() {
  const [draft, setDraftState] = useState<Draft>(savedDraft);
  const setDraft = (next: Draft) => {
    savedDraft = next;
    setDraftState(next);
  };
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: ['templates-all'],
    queryFn: () => get<Page<Template>>('/templates?limit=100'),
  });
  const template = templates.data?.items.find((t) => t.id === draft.templateId);
  const text = textOf(draft, template);
  const characters = [...text].length;
  // An empty text is no segment yet (segmentInfo counts the one an empty SMS would take).
  const info = characters === 0 ? { ...segmentInfo(text), segments: 0 } : segmentInfo(text);

  const send = useMutation({
    mutationFn: () =>
      api<Message>(
        'POST',
        '/messages',
        template
          ? ({
              to: draft.to,
              templateId: template.id,
              variables: pick(draft.variables, template.variables),
            } satisfies RequestBody<'messages-send'>)
          : ({ to: draft.to, body: draft.body } satisfies RequestBody<'messages-send'>),
      ),
    onSuccess: (message) => {
      queryClient.setQueryData(['message', message.id], message);
      void queryClient.invalidateQueries({ queryKey: ['/messages'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      setDraft({ ...draft, body: '', variables: {} });
    },
  });

  return (
    <>
      <PageHeading title="Send SMS">Send SMS</PageHeading>
      <ApiForm
        error={send.error}
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
      >
        <ErrorMessage error={formLevelError(send.error)} />
        <Field
          label="To"
          name="to"
          type="tel"
          autoComplete="tel"
          description="A South African mobile number, for example 082 123 4567 or +27821234567."
          value={draft.to}
          onChange={(to) => setDraft({ ...draft, to })}
          isRequired
        />
        <Select
          className="field"
          name="templateId"
          selectedKey={draft.templateId}
          onSelectionChange={(key) => setDraft({ ...draft, templateId: String(key), variables: {} })}
        >
          <Label>Template</Label>
          <Button className="select-button">
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="popover">
            <ListBox className="listbox">
              <ListBoxItem id={NO_TEMPLATE} className="option">
                None: write your own text
              </ListBoxItem>
              {(templates.data?.items ?? []).map((t) => (
                <ListBoxItem key={t.id} id={t.id} className="option" textValue={t.name}>
                  {t.name}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        {template ? (
          <>
            <p className="template-body">
              <span className="muted">Template text: </span>
              {template.body}
            </p>
            {template.variables.map((v) => (
              <Field
                key={v}
                label={v}
                name={`variables.${v}`}
                value={draft.variables[v] ?? ''}
                onChange={(value) => setDraft({ ...draft, variables: { ...draft.variables, [v]: value } })}
                isRequired
              />
            ))}
          </>
        ) : (
          <Field
            label="Message"
            name="body"
            multiline
            rows={5}
            value={draft.body}
            onChange={(body) => setDraft({ ...draft, body })}
            isRequired
          />
        )}
        <output className="counter" aria-live="polite">
          {plural(characters, 'character')} · {plural(info.segments, 'segment')} · {info.encoding} · costs{' '}
          {plural(info.segments, 'credit')}
        </output>
        {info.encoding === 'UCS-2' && characters > 0 ? (
          <p className="muted">
            A character outside the GSM alphabet (an emoji, for example) makes the whole message UCS-2: 70 characters
            per segment instead of 160.
          </p>
        ) : null}
        <SubmitButton pending={send.isPending}>Send</SubmitButton>
      </ApiForm>
      {send.data ? <SentMessage initial={send.data} /> : null}
    </>
  );
}

function pick(values: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => n in values).map((n) => [n, values[n]!]));
}

/** The message just sent, its status followed until it is final. */
function SentMessage({ initial }: { initial: Message }) {
  const message = useQuery({
    queryKey: ['message', initial.id],
    queryFn: () => get<Message>(`/messages/${encodeURIComponent(initial.id)}`),
    initialData: initial,
    refetchInterval: (q) => (q.state.data && isMoving(q.state.data) ? 1_000 : false),
  });
  const m = message.data;
  const detail = statusDetail(m);
  return (
    <section className="card result" aria-labelledby="sent-heading">
      <h2 id="sent-heading">Message to {m.to}</h2>
      <p aria-live="polite">
        Status: <StatusText status={m.status} />
        {detail ? <span className="detail"> — {detail}</span> : null}
      </p>
      {m.status === 'BLOCKED' && m.deliveryStatus && detail !== m.deliveryStatus ? (
        <p className="detail">{m.deliveryStatus}</p>
      ) : null}
      <p className="muted">
        {plural(m.segments, 'segment')} · {m.encoding} · charged {plural(m.cost, 'credit')}
      </p>
    </section>
  );
}
