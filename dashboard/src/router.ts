/** A minimal history router: the location as an external store, navigate() for links and redirects. */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
window.addEventListener('popstate', emit);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => window.location.pathname + window.location.search;

export function navigate(to: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  if (!options.keepScroll) window.scrollTo(0, 0);
  emit();
}

export interface Location {
  pathname: string;
  params: URLSearchParams;
}

export function useLocation(): Location {
  const current = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(current, window.location.origin);
  return { pathname: url.pathname, params: url.searchParams };
}

/** Where to send the user to sign in, keeping where they were. */
export function signInPath(): string {
  const here = snapshot();
  if (here.startsWith('/sign-in')) return here;
  return here === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(here)}`;
}
