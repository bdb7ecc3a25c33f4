/** What the pages opened from an e-mail's link (verification, reset) share: the token's own error, in words. */
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { ApiError } from '../api/client';

const STASH = 'sms.link-token:';

/**
 * The single-use token of a link (verification, reset, invite). Links carry it in the fragment (`#token=…`), which the
 * browser never sends, so no server, CDN or proxy log holds it (issue 26 finding 8); an older link's `?token=` still
 * works. Either is removed from the address bar at once (history.replaceState) and kept for this tab only
 * (sessionStorage), so the page can send the user to sign in first and come back without the token in any URL.
 */
export function useLinkToken(params: URLSearchParams): string {
  const key = STASH + window.location.pathname;
  const [token] = useState(
    () =>
      new URLSearchParams(window.location.hash.slice(1)).get('token') ??
      params.get('token') ??
      sessionStorage.getItem(key) ??
      '',
  );
  useEffect(() => {
    if (token) sessionStorage.setItem(key, token);
    const url = new URL(window.location.href);
    const inHash = new URLSearchParams(url.hash.slice(1)).has('token');
    if (!inHash && !url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    if (inHash) url.hash = '';
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [key, token]);
  return token;
}

/** Forgets a link's token once it is used (or refused). */
export function forgetLinkToken() {
  sessionStorage.removeItem(STASH + window.location.pathname);
}

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
