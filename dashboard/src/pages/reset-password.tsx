import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import type { RequestBody } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { useLocation } from '../router';
import { formValues } from './auth-form';
import { forgetLinkToken, TokenProblem, tokenError, useLinkToken } from './token-link';

/** The reset e-mail's link (/reset-password#token=...; an older ?token= works too): a new password, which signs the user out everywhere. */
export default function ResetPassword() {
  const { params } = useLocation();
  const token = useLinkToken(params);
  const reset = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<void>('POST', '/auth/password-reset/confirm', {
        token,
        password: values.password ?? '',
      } satisfies RequestBody<'auth-password-reset-confirm'>),
    onSuccess: forgetLinkToken,
  });
  const badToken = tokenError(reset.error);
  return (
    <div className="card narrow">
      <PageHeading title="Choose a new password">Choose a new password</PageHeading>
      {!token ? (
        <TokenProblem message="This link has no reset token. Open the link from the e-mail again." again="reset" />
      ) : reset.isSuccess ? (
        <p role="status">
          Your password is set and every session of yours has ended. <Link href="/sign-in">Sign in</Link> with the new
          password.
        </p>
      ) : badToken ? (
        <TokenProblem message={badToken} again="reset" />
      ) : (
        <ApiForm
          error={reset.error}
          onSubmit={(e) => {
            e.preventDefault();
            reset.mutate(formValues(e.currentTarget));
          }}
        >
          <ErrorMessage error={formLevelError(reset.error)} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            description="12 to 128 characters, not a commonly used one. Every session of yours ends."
            isRequired
          />
          <SubmitButton pending={reset.isPending}>Set the password</SubmitButton>
        </ApiForm>
      )}
    </div>
  );
}
