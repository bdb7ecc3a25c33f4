import { startSession } from '../api/session';
import type { LoginResult } from '../api/types';
import { navigate } from '../router';

/** A path of this app to go back to after signing in; anything else (another origin) is ignored. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : '/';
}

/** Starts the session of a login-shaped answer and opens `next`. */
export function signedIn(result: LoginResult, next: string | null): void {
  startSession(result);
  navigate(safeNext(next), { replace: true });
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
}
