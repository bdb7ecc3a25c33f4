import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { api } from '../api/client';
import { currentAccessToken, hasStoredSession, refreshSession } from '../api/session';
import type { RequestBody } from '../api/types';
import { ErrorMessage, PageHeading } from '../components/ui';
import { useLocation } from '../router';
import { forgetLinkToken, TokenProblem, tokenError, useLinkToken } from './token-link';

type Session = 'checking' | 'signed-in' | 'signed-out';

/**
 * The verification e-mail's link (/verify-email#token=...; an older ?token= works too). Signed in (this tab's session), the address is confirmed
 * with the user's own token and nothing else changes. Not signed in, the API treats the link as a claim of the
 * address: any password set before stops working (docs/decisions/0805). So the page offers signing in first, and says
 * what confirming without it does.
 */
export default function VerifyEmail() {
  const { params } = useLocation();
  const token = useLinkToken(params);
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(
    currentAccessToken() ? 'signed-in' : hasStoredSession() ? 'checking' : 'signed-out',
  );
  useEffect(() => {
    if (session === 'checking') void refreshSession().then((ok) => setSession(ok ? 'signed-in' : 'signed-out'));
  }, [session]);
  const verify = useMutation({
    mutationFn: () => api<void>('POST', '/auth/verify-email', { token } satisfies RequestBody<'auth-verify-email'>),
    onSuccess: () => {
      forgetLinkToken();
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
  // Once, even if React runs the effect twice: the token is single-use.
  const started = useRef(false);
  useEffect(() => {
    if (session === 'signed-in' && token && !started.current) {
      started.current = true;
      verify.mutate();
    }
  }, [session, token, verify]);

  const badToken = tokenError(verify.error);
  let content: React.ReactNode;
  if (!token) {
    content = (
      <TokenProblem
        message="This link has no verification token. Open the link from the e-mail again."
        again="verify"
      />
    );
  } else if (verify.isSuccess) {
    content =
      session === 'signed-in' ? (
        <p role="status">
          Your e-mail address is confirmed. <Link href="/">Go to the overview</Link>
        </p>
      ) : (
        <p role="status">
          Your e-mail address is confirmed, and any password set for it before no longer works.{' '}
          <Link href="/forgot-password">Choose a password</Link> to sign in with it.
        </p>
      );
  } else if (badToken) {
    content = <TokenProblem message={badToken} again="verify" />;
  } else if (session === 'signed-out') {
    content = (
      <>
        <p>
          Sign in first to confirm the address and keep your password. If you did not create this account, confirm
          without signing in: any password someone else set for your address stops working, and you choose your own.
        </p>
        <ErrorMessage error={verify.error} />
        <div className="actions">
          <Link className="button primary" href={`/sign-in?next=${encodeURIComponent('/verify-email')}`}>
            Sign in to confirm
          </Link>
          <Button className="button" isDisabled={verify.isPending} onPress={() => verify.mutate()}>
            Confirm without signing in
          </Button>
        </div>
      </>
    );
  } else {
    content = verify.isError ? (
      <ErrorMessage error={verify.error} />
    ) : (
      <p role="status" className="muted">
        Confirming your address…
      </p>
    );
  }
  return (
    <div className="card narrow">
      <PageHeading title="Confirm your e-mail address">Confirm your e-mail address</PageHeading>
      {content}
    </div>
  );
}
