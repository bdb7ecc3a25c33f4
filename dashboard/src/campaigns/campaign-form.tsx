/**
 * A new campaign (POST /campaigns, DRAFT): its name, audience (lists), kind, and its text, written here or taken from a
 * template, with the contact variables it may use. The draft then opens for its preview and launch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { templateVariables } from '../../../shared/templates/render';
import type { CampaignKind, ContactList, FullCampaign } from '../api/campaign-types';
import { api, get } from '../api/client';
import type { Page, RequestBody, Template } from '../api/types';
import { Choice } from '../components/choice';
import { ApiForm, ErrorMessage, Field, formLevelError, SubmitButton } from '../components/ui';

const OWN_TEXT = 'own';
const KINDS = [
  { id: 'marketing', label: 'Marketing: sent in marketing hours, with “Reply STOP to opt out”' },
  { id: 'transactional', label: 'Transactional: sent at once, any time' },
];
const VARIABLES = '{{firstName}}, {{lastName}}, {{phone}} or {{attributes.<name>}}';

interface Draft {
  name: string;
  listIds: string[];
  kind: CampaignKind;
  templateId: string;
  body: string;
}

const EMPTY: Draft = { name: '', listIds: [], kind: 'marketing', templateId: OWN_TEXT, body: '' };

export function CampaignForm({ lists, onCreated }: { lists: ContactList[]; onCreated: (c: FullCampaign) => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const templates = useQuery({
    queryKey: ['templates-all'],
    queryFn: () => get<Page<Template>>('/templates?limit=100'),
  });
  const template = templates.data?.items.find((t) => t.id === draft.templateId);
  const create = useMutation({
    mutationFn: (d: Draft) =>
      api<FullCampaign>('POST', '/campaigns', {
        name: d.name,
        kind: d.kind,
        audience: { listIds: d.listIds },
        ...(d.templateId === OWN_TEXT ? { body: d.body } : { templateId: d.templateId }),
      } satisfies RequestBody<'campaigns-create'>),
    onSuccess: (campaign) => {
      setDraft(EMPTY);
      // The list below shows the new draft at once (it said "No campaigns yet." under it: issue 29).
      void queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['campaigns-all'] });
      onCreated(campaign);
    },
  });
  const used = templateVariables(template ? template.body : draft.body);
  return (
    <ApiForm
      error={create.error}
      className="card"
      aria-labelledby="campaign-form-heading"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(draft);
      }}
    >
      <h2 id="campaign-form-heading">New campaign</h2>
      <ErrorMessage error={formLevelError(create.error)} />
      <Field
        label="Campaign name"
        name="name"
        isRequired
        maxLength={100}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      {lists.length === 0 ? (
        <p className="muted">Create a list on the Contacts page (or import one) to choose an audience.</p>
      ) : (
        <CheckboxGroup
          className="field"
          name="audience"
          isRequired
          value={draft.listIds}
          onChange={(listIds) => setDraft({ ...draft, listIds })}
        >
          <Label>Audience</Label>
          {lists.map((l) => (
            <Checkbox key={l.id} value={l.id} className="checkbox">
              <span className="box" aria-hidden="true" />
              {l.name} ({l.contactCount} {l.contactCount === 1 ? 'contact' : 'contacts'})
            </Checkbox>
          ))}
          <Text slot="description">Every contact on the lists chosen, once; opted-out numbers are never sent to.</Text>
          <FieldError className="field-error" />
        </CheckboxGroup>
      )}
      <Choice
        label="Kind"
        options={KINDS}
        value={draft.kind}
        onChange={(kind) => setDraft({ ...draft, kind: kind as CampaignKind })}
      />
      <Choice
        label="Text from"
        options={[
          { id: OWN_TEXT, label: 'None: write the text' },
          ...(templates.data?.items ?? []).map((t) => ({ id: t.id, label: `Template “${t.name}”` })),
        ]}
        value={draft.templateId}
        onChange={(templateId) => setDraft({ ...draft, templateId })}
      />
      {template ? (
        <p className="template-body">{template.body}</p>
      ) : (
        <Field
          label="Campaign text"
          name="body"
          multiline
          isRequired
          maxLength={1600}
          value={draft.body}
          onChange={(body) => setDraft({ ...draft, body })}
          description={`Filled for each contact from ${VARIABLES}.`}
        />
      )}
      <p className="muted">
        {used.length
          ? `Variables used: ${used.join(', ')}. A contact missing one is skipped, not charged.`
          : 'No variables: every contact gets the same text.'}
      </p>
      <SubmitButton pending={create.isPending}>Create draft</SubmitButton>
    </ApiForm>
  );
}
