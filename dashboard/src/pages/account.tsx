import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
} from 'react-aria-components';
import { api } from '../api/client';
import { endSession } from '../api/session';
import type { Me } from '../api/types';
import { errorOnField } from '../components/error-on-field';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { isUnverified, ResendVerification } from '../components/verify-banner';
import { useMe } from '../me';
import { navigate } from '../router';
import { whenText } from '../time';
import { formValues } from './auth-form';

/** Every IANA zone the browser knows (UTC first), for the searchable choice of the user's own zone. */
function zoneOptions(current: string): { id: string }[] {
  const names = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), current]);
  return [...names].map((id) => ({ id }));
}

/** The zone every time is shown and typed in (decision 1538): South African time unless the user chooses another. */
function TimeZoneForm() {
  const me = useMe();
  const saved = me.user.timeZone ?? 'Africa/Johannesburg';
  const [zone, setZone] = useState<string>(saved);
  const queryClient = useQueryClient();
  const { contains } = useFilter({ sensitivity: 'base' });
  const save = useMutation({
    mutationFn: (timeZone: string) => api<Me>('PATCH', '/auth/me', { timeZone }),
    onSuccess: (next) => queryClient.setQueryData(['me'], next),
  });
  return (
    <ApiForm
      error={save.error}
      className="card"
      aria-labelledby="zone-heading"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(zone);
      }}
    >
      <h2 id="zone-heading">Time zone</h2>
      <p>
        Every time in the dashboard is shown in this zone, with its abbreviation or offset, and the times you type are
        read in it. Marketing hours stay South African time.
      </p>
      <ErrorMessage error={formLevelError(save.error)} />
      <ComboBox
        className="field"
        name="timeZone"
        defaultItems={zoneOptions(saved)}
        defaultFilter={(text, input) => contains(text.replaceAll('_', ' '), input.replaceAll('_', ' '))}
        selectedKey={zone}
        onSelectionChange={(key) => {
          if (key !== null) setZone(String(key));
        }}
        isRequired
      >
        <Label>Your time zone</Label>
        <div className="combo">
          <Input />
          <Button className="combo-button" aria-label="Show the time zones">
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Text slot="description">Type a city or region, such as London or New York. Now: {whenText(Date.now())}.</Text>
        <FieldError className="field-error" />
        <Popover className="popover">
          <ListBox className="listbox">
            {(o: { id: string }) => (
              <ListBoxItem id={o.id} className="option">
                {o.id.replaceAll('_', ' ')}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <SubmitButton pending={save.isPending}>Save time zone</SubmitButton>
      <p role="status">{save.isSuccess ? `Times are now shown in ${saved.replaceAll('_', ' ')} time.` : ''}</p>
    </ApiForm>
  );
}

/** The signed-in user's own settings: e-mail verification, password, and signing out everywhere. */
export default function Account() {
  const me = useMe();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<void>('PUT', '/auth/password', values).catch((error: unknown) => {
        // A wrong current password is a 403 without details.
        throw errorOnField(error, 'currentPassword', (e) => e.status === 403);
      }),
  });
  const everywhere = useMutation({
    mutationFn: () => api<void>('POST', '/auth/logout-all'),
    onSuccess: () => {
      endSession();
      queryClient.clear();
      navigate('/sign-in');
    },
  });
  return (
    <>
      <PageHeading title="Your account">Your account</PageHeading>
      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{me.user.fullName}</dd>
          <dt>Email</dt>
          <dd>
            {me.user.email} ({isUnverified(me) ? 'not confirmed' : 'confirmed'})
          </dd>
        </dl>
        {isUnverified(me) ? (
          <div className="actions">
            <ResendVerification />
          </div>
        ) : null}
      </section>
      <TimeZoneForm />
      <ApiForm
        error={change.error}
        className="card"
        aria-labelledby="password-heading"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          change.mutate(formValues(form), { onSuccess: () => form.reset() });
        }}
      >
        <h2 id="password-heading">Change your password</h2>
        <ErrorMessage error={formLevelError(change.error)} />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={128}
          description="12 to 128 characters, not a commonly used one. Your other sessions end; this one stays."
          isRequired
        />
        <SubmitButton pending={change.isPending}>Change password</SubmitButton>
        <p role="status">{change.isSuccess ? 'Your password is changed; your other sessions have ended.' : ''}</p>
      </ApiForm>
      <section className="card" aria-labelledby="everywhere-heading">
        <h2 id="everywhere-heading">Sign out everywhere</h2>
        <p>Ends every session of yours, on every device and browser, this one included.</p>
        <ErrorMessage error={everywhere.error} />
        <Button
          className="button danger"
          isDisabled={everywhere.isPending}
          onPress={() => {
            if (window.confirm('Sign out on every device, this one included?')) everywhere.mutate();
          }}
        >
          Sign out everywhere
        </Button>
      </section>
    </>
  );
}
