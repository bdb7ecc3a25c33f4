import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import type { LoginResult } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { formValues, signedIn } from './auth-form';

export default function Register() {
  const register = useMutation({
    mutationFn: (values: Record<string, string>) => {
      const { accountName, ...rest } = values;
      return api<LoginResult>('POST', '/auth/register', { ...rest, ...(accountName ? { accountName } : {}) });
    },
    onSuccess: (result) => signedIn(result, '/'),
  });
  return (
    <div className="card narrow">
      <PageHeading title="Create an account">Create an account</PageHeading>
      <ApiForm
        error={register.error}
        onSubmit={(e) => {
          e.preventDefault();
          register.mutate(formValues(e.currentTarget));
        }}
      >
        <ErrorMessage error={formLevelError(register.error)} />
        <Field label="Full name" name="fullName" autoComplete="name" isRequired />
        <Field label="Email" name="email" type="email" autoComplete="email" isRequired />
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
        <Field label="Account name" name="accountName" autoComplete="organization" description="Optional." />
        <SubmitButton pending={register.isPending}>Create account</SubmitButton>
      </ApiForm>
      <p>
        Already have an account? <Link href="/sign-in">Sign in</Link>
      </p>
    </div>
  );
}
