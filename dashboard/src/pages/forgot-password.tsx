import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { formValues } from './auth-form';

/** Asks for a password-reset e-mail; the API answers the same whether or not the address has a user. */
export default function ForgotPassword() {
  const request = useMutation({
    mutationFn: (values: Record<string, string>) => api<unknown>('POST', '/auth/password-reset', values),
  });
  return (
    <div className="card narrow">
      <PageHeading title="Reset your password">Reset your password</PageHeading>
      {request.isSuccess ? (
        <p role="status">
          If an account has the address {request.variables.email}, an e-mail with a link to choose a new password is on
          its way. The link works once, for 1 hour.
        </p>
      ) : (
        <ApiForm
          error={request.error}
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate(formValues(e.currentTarget));
          }}
        >
          <p>Give the e-mail address you sign in with: we send it a link to choose a new password.</p>
          <ErrorMessage error={formLevelError(request.error)} />
          <Field label="Email" name="email" type="email" autoComplete="email" isRequired />
          <SubmitButton pending={request.isPending}>Send the link</SubmitButton>
        </ApiForm>
      )}
      <p>
        <Link href="/sign-in">Back to sign in</Link>
      </p>
    </div>
  );
}
