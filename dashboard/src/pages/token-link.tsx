/** What the pages opened from an e-mail's link (verification, reset) share: the token's own error, in words. */
import { Link } from 'react-aria-components';
import { ApiError } from '../api/client';

/** The API's message when the link's token is invalid, used or expired (400 with `details: token`). */
export function tokenError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldErrors().token : undefined;
}

export function TokenProblem({ message, again }: { message: string; again: 'reset' | 'verify' }) {
  return (
    <>
      <p role="alert" className="error">
        {message}
      </p>
      <p>
        {again === 'reset' ? (
          <Link href="/forgot-password">Ask for a new reset link</Link>
        ) : (
          <>
            <Link href="/sign-in">Sign in</Link> to send a new verification e-mail.
          </>
        )}
      </p>
    </>
  );
}
