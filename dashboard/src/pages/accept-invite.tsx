import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import type { LoginResult, RequestBody } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { useLocation } from '../router';
import { formValues, signedIn } from './auth-form';
import { forgetLinkToken, useLinkToken } from './token-link';

/** The link an invite gives (/accept-invite#token=...; an older ?token= works too): a new user chooses a name and a password. */
export default function AcceptInvite() {
  const { params } = useLocation();
  const token = useLinkToken(params);
  const accept = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<LoginResult>('POST', '/invites/accept', {
        token,
        ...(values.fullName ? { fullName: values.fullName } : {}),
        ...(values.password ? { password: values.password } : {}),
      } satisfies RequestBody<'invites-accept'>),
    onSuccess: (result) => {
      forgetLinkToken();
      signedIn(result, '/');
    },
  });
  return (
    <div className="card narrow">
      <PageHeading title="Accept the invite">Accept the invite</PageHeading>
      {token ? (
        <ApiForm
          error={accept.error}
          onSubmit={(e) => {
            e.preventDefault();
            accept.mutate(formValues(e.currentTarget));
          }}
        >
          <ErrorMessage error={formLevelError(accept.error)} />
          <p>Choose your name and a password to join the account.</p>
          <Field label="Full name" name="fullName" autoComplete="name" isRequired />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            description="12 to 128 characters."
            isRequired
          />
          <SubmitButton pending={accept.isPending}>Join the account</SubmitButton>
        </ApiForm>
      ) : (
        <p role="alert" className="error">
          This link has no invite token. Open the link from your invite again.
        </p>
      )}
      <p>
        <Link href="/sign-in">Sign in instead</Link>
      </p>
    </div>
  );
}
