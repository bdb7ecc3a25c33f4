/** Adds a contact (POST /contacts) or edits the one chosen (PATCH /contacts/{id}): phone, names and its lists. */
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import type { ContactList, FullContact } from '../api/campaign-types';
import { api } from '../api/client';
import type { RequestBody } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, SubmitButton } from '../components/ui';

export interface ContactDraft {
  id?: string;
  phone: string;
  firstName: string;
  lastName: string;
  listIds: string[];
}

export const EMPTY_CONTACT: ContactDraft = { phone: '', firstName: '', lastName: '', listIds: [] };

export const draftOf = (c: FullContact): ContactDraft => ({
  id: c.id,
  phone: c.phone,
  firstName: c.firstName ?? '',
  lastName: c.lastName ?? '',
  listIds: c.listIds,
});

export function ContactForm({
  draft,
  setDraft,
  lists,
  onSaved,
}: {
  draft: ContactDraft;
  setDraft: (d: ContactDraft) => void;
  lists: ContactList[];
  onSaved: (c: FullContact, wasEdit: boolean) => void;
}) {
  const save = useMutation({
    mutationFn: ({ id, phone, firstName, lastName, listIds }: ContactDraft) =>
      id
        ? api<FullContact>('PATCH', `/contacts/${encodeURIComponent(id)}`, {
            phone,
            firstName: firstName.trim() || null,
            lastName: lastName.trim() || null,
            listIds,
          } satisfies RequestBody<'contacts-update'>)
        : api<FullContact>('POST', '/contacts', {
            phone,
            ...(firstName.trim() ? { firstName } : {}),
            ...(lastName.trim() ? { lastName } : {}),
            ...(listIds.length ? { listIds } : {}),
          } satisfies RequestBody<'contacts-create'>),
    onSuccess: (contact, sent) => onSaved(contact, sent.id !== undefined),
  });
  return (
    <ApiForm
      error={save.error}
      aria-labelledby="contact-form-heading"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3 id="contact-form-heading">{draft.id ? `Edit ${draft.phone}` : 'Add a contact'}</h3>
      <ErrorMessage error={formLevelError(save.error)} />
      <Field
        label="Phone"
        name="phone"
        isRequired
        value={draft.phone}
        onChange={(phone) => setDraft({ ...draft, phone })}
        description="A South African mobile number, such as 082 123 4567."
      />
      <Field
        label="First name"
        name="firstName"
        value={draft.firstName}
        onChange={(firstName) => setDraft({ ...draft, firstName })}
        maxLength={100}
      />
      <Field
        label="Last name"
        name="lastName"
        value={draft.lastName}
        onChange={(lastName) => setDraft({ ...draft, lastName })}
        maxLength={100}
      />
      {lists.length > 0 ? (
        <CheckboxGroup
          className="field"
          name="listIds"
          value={draft.listIds}
          onChange={(listIds) => setDraft({ ...draft, listIds })}
        >
          <Label>Lists</Label>
          {lists.map((l) => (
            <Checkbox key={l.id} value={l.id} className="checkbox">
              <span className="box" aria-hidden="true" />
              {l.name}
            </Checkbox>
          ))}
          <Text slot="description">The lists this contact is a member of.</Text>
        </CheckboxGroup>
      ) : null}
      <div className="actions">
        <SubmitButton pending={save.isPending}>{draft.id ? 'Save contact' : 'Add contact'}</SubmitButton>
        {draft.id ? (
          <Button className="button" onPress={() => setDraft(EMPTY_CONTACT)}>
            Cancel editing
          </Button>
        ) : null}
      </div>
    </ApiForm>
  );
}
