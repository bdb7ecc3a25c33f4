import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { api } from '../api/client';
import type { LoginResult, RequestBody } from '../api/types';
import { ErrorMessage, PageHeading } from '../components/ui';
import { signedIn } from './auth-form';
import { nonceOf, takePendingSignIn } from './social';

interface Answer {
  idToken: string;
  next: string | null;
}

/**
 * Where an identity provider sends the browser back (#id_token=...&state=...). The answer is taken only when it carries
 * the state and nonce this tab sent (so nobody can sign a visitor in as someone else), then the fragment is dropped
 * from the address and the ID token exchanged for a session.
 */
function readAnswer(): Answer | string {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(null, '', window.location.pathname);
  const pending = takePendingSignIn();
  const error = fragment.get('error');
  if (error) return error === 'access_denied' ? 'Sign-in was cancelled.' : `The provider answered: ${error}.`;
  const idToken = fragment.get('id_token');
  if (!pending || !idToken || fragment.get('state') !== pending.state || nonceOf(idToken) !== pending.nonce) {
    return 'This sign-in did not start here, or it was already used. Start again from the sign-in page.';
  }
  return { idToken, next: pending.next };
}

export default function AuthCallback() {
  const answer = useRef<Answer | string | undefined>(undefined);
  answer.current ??= readAnswer();
  const social = useMutation({
    mutationFn: ({ idToken }: Answer) =>
      api<LoginResult>('POST', '/auth/social', { idToken } satisfies RequestBody<'auth-social'>),
    onSuccess: (result, { next }) => signedIn(result, next),
  });
  const started = useRef(false);
  useEffect(() => {
    const a = answer.current;
    if (a && typeof a !== 'string' && !started.current) {
      started.current = true;
      social.mutate(a);
    }
  }, [social]);
  const problem = typeof answer.current === 'string' ? answer.current : undefined;
  return (
    <div className="card narrow">
      <PageHeading title="Signing in">Signing in</PageHeading>
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : social.isError ? (
        <ErrorMessage error={social.error} />
      ) : (
        <p role="status" className="muted">
          Signing you in…
        </p>
      )}
      {problem || social.isError ? (
        <p>
          <Link href="/sign-in">Back to sign in</Link>
        </p>
      ) : null}
    </div>
  );
}
