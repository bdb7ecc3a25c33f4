/** For a signed-in user whose e-mail is not verified: a notice with a button that sends the link again. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Me } from '../api/types';
import { ErrorMessage } from './page';

export function isUnverified(me: Me): boolean {
  return me.user.emailVerified === false;
}

export function ResendVerification() {
  const resend = useMutation({ mutationFn: () => api<unknown>('POST', '/auth/verify-email/resend') });
  return (
    <>
      <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification e-mail
      </button>
      <span role="status" className="muted">
        {resend.isSuccess ? 'Sent: open the link in the e-mail (it works for 24 hours).' : ''}
      </span>
      <ErrorMessage error={resend.error} />
    </>
  );
}

export function VerifyBanner({ me }: { me: Me }) {
  if (!isUnverified(me)) return null;
  return (
    <section className="banner notice" aria-label="E-mail verification">
      <p>Your e-mail address {me.user.email} is not confirmed yet: open the link we sent to it.</p>
      <div className="actions">
        <ResendVerification />
      </div>
    </section>
  );
}
