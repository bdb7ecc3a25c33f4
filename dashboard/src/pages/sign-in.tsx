import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import type { LoginResult } from '../api/types';
import { ApiForm, ErrorMessage, Field, formLevelError, PageHeading, SubmitButton } from '../components/ui';
import { useLocation } from '../router';
import { formValues, signedIn } from './auth-form';
import { SocialButtons } from './social';

export default function SignIn() {
  const { params } = useLocation();
  const next = params.get('next');
  const login = useMutation({
    mutationFn: (body: Record<string, string>) => api<LoginResult>('POST', '/auth/login', body),
    onSuccess: (result) => signedIn(result, next),
  });
  return (
    <div className="card narrow">
      <PageHeading title="Sign in">Sign in</PageHeading>
      {next ? <p className="muted">Sign in to continue where you were.</p> : null}
      <ApiForm
        error={login.error}
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate(formValues(e.currentTarget));
        }}
      >
        <ErrorMessage error={formLevelError(login.error)} />
        <Field label="Email" name="email" type="email" autoComplete="username" isRequired />
        <Field label="Password" name="password" type="password" autoComplete="current-password" isRequired />
        <SubmitButton pending={login.isPending}>Sign in</SubmitButton>
      </ApiForm>
      <p>
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
      <SocialButtons next={next} />
      <p>
        New here? <Link href="/register">Create an account</Link>
      </p>
    </div>
  );
}
