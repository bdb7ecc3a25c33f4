/**
 * Sign-in with an identity provider from the browser (docs/decisions/1511-dashboard-social-sign-in.md): the implicit
 * flow for an ID token, answered in the URL fragment to /auth/callback, where the app checks its `state` and `nonce`
 * and signs in with POST /auth/social. No provider configured: no button.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { AuthProvider } from '../api/account-types';
import { get } from '../api/client';

const PENDING_KEY = 'sms.socialSignIn';

export interface PendingSignIn {
  state: string;
  nonce: string;
  next: string | null;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Sends the browser to the provider, remembering (this tab only) what the answer must carry. */
function startSocialSignIn(provider: AuthProvider, next: string | null): void {
  const pending: PendingSignIn = { state: randomToken(), nonce: randomToken(), next };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', `${window.location.origin}/auth/callback`);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  if (provider.scope) url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  window.location.assign(url.toString());
}

/** What startSocialSignIn remembered, used once. */
export function takePendingSignIn(): PendingSignIn | undefined {
  const text = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    return text ? (JSON.parse(text) as PendingSignIn) : undefined;
  } catch {
    return undefined;
  }
}

/** The `nonce` claim of an ID token (read, not verified: the API verifies the token itself). */
export function nonceOf(idToken: string): string | undefined {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { nonce?: unknown };
    return typeof json.nonce === 'string' ? json.nonce : undefined;
  } catch {
    return undefined;
  }
}

export function SocialButtons({ next }: { next: string | null }) {
  const providers = useQuery({
    queryKey: ['/auth/providers'],
    queryFn: () => get<{ items: AuthProvider[] }>('/auth/providers'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const items = providers.data?.items ?? [];
  if (!items.length) return null;
  return (
    <div className="social">
      {items.map((p) => (
        <Button key={p.name} className="button" onPress={() => startSocialSignIn(p, next)}>
          Sign in with {p.label}
        </Button>
      ))}
    </div>
  );
}
