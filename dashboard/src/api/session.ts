/**
 * The signed-in session (docs/decisions/1502-dashboard-tokens.md). The access token lives only in this module's
 * memory and is refreshed before it expires; the refresh token is kept in sessionStorage (this tab only, gone when it
 * closes) so a reload does not sign the user out. Refreshes are single-flight: the API rotates refresh tokens and
 * treats a rotated one used again as theft, so two concurrent refreshes would sign the user out.
 */
import type { components } from './openapi.gen';

const REFRESH_KEY = 'sms.refreshToken';
/** Refresh when this share of the access token's lifetime has passed (15 minutes: at 12). */
const REFRESH_AT = 0.8;

let accessToken: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<boolean> | undefined;
const listeners = new Set<(signedIn: boolean) => void>();

type TokenPair = components['schemas']['TokenPair'];

/** The lifetime the server gave the token (exp - iat), so a browser clock that is off does not matter. */
function lifetimeMs(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
      iat?: number;
    };
    if (typeof payload.exp === 'number' && typeof payload.iat === 'number') return (payload.exp - payload.iat) * 1000;
  } catch {
    // Not a JWT we can read: refresh on the default schedule.
  }
  return 15 * 60 * 1000;
}

function storedRefreshToken(): string | null {
  try {
    return sessionStorage.getItem(REFRESH_KEY);
  } catch {
    return null;
  }
}

export function currentAccessToken(): string | undefined {
  return accessToken;
}

export function hasStoredSession(): boolean {
  return storedRefreshToken() !== null;
}

export function onSessionChange(listener: (signedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(tokens: TokenPair): void {
  accessToken = tokens.accessToken;
  try {
    sessionStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  } catch {
    // Storage refused (private mode quotas): the session lasts as long as this page.
  }
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void refreshSession(), Math.max(5_000, lifetimeMs(tokens.accessToken) * REFRESH_AT));
  for (const l of listeners) l(true);
}

/** Forgets the tokens here (the caller revokes the refresh token first when it can). */
export function endSession(): void {
  accessToken = undefined;
  if (timer) clearTimeout(timer);
  timer = undefined;
  try {
    sessionStorage.removeItem(REFRESH_KEY);
  } catch {
    // Nothing stored.
  }
  for (const l of listeners) l(false);
}

/** A new token pair from the stored refresh token; false (and signed out) when the API refuses it. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const refreshToken = storedRefreshToken();
    if (!refreshToken) return false;
    try {
      const res = await fetch('/api/v1/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (res.ok) {
        startSession((await res.json()) as TokenPair);
        return true;
      }
      // 401: expired, revoked or reused. Anything else (429, 5xx) leaves the session for the next try.
      if (res.status === 401) endSession();
      return false;
    } catch {
      return false;
    }
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** Revokes the refresh token's family on the server, then forgets the session here. */
export async function signOut(): Promise<void> {
  const refreshToken = storedRefreshToken();
  endSession();
  if (refreshToken) {
    await fetch('/api/v1/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => undefined);
  }
}
