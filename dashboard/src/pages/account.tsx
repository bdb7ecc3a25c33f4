import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { api } from '../api/client';
import { endSession } from '../api/session';
import { errorOnField } from '../components/error-on-field';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { isUnverified, ResendVerification } from '../components/verify-banner';
import { useMe } from '../me';
import { navigate } from '../router';
import { formValues } from './auth-form';

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
