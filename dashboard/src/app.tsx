/**
 * The app: public pages (sign in, register, accept an invite) and the signed-in shell with the navigation of the pages
 * the user's role allows. A session that ends (sign-out, a refresh the API refuses) sends the user to sign in, keeping
 * where they were so they come back to it.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Link, RouterProvider } from 'react-aria-components';
import { get } from './api/client';
import { hasStoredSession, onSessionChange, refreshSession, signOut } from './api/session';
import type { Me } from './api/types';
import { ErrorMessage, Loading } from './components/ui';
import { VerifyBanner } from './components/verify-banner';
import { MeContext } from './me';
import { PAGES, type PageEntry } from './pages/registry';
import { navigate, signInPath, useLocation } from './router';

const PUBLIC_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/sign-in': () => import('./pages/sign-in'),
  '/register': () => import('./pages/register'),
  '/accept-invite': () => import('./pages/accept-invite'),
  '/verify-email': () => import('./pages/verify-email'),
  '/forgot-password': () => import('./pages/forgot-password'),
  '/reset-password': () => import('./pages/reset-password'),
  '/auth/callback': () => import('./pages/auth-callback'),
};

const lazyPages = new Map<string, ComponentType>();
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(load);
    lazyPages.set(path, page);
  }
  return page;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error), staleTime: 5_000 },
  },
});

type SessionState = 'checking' | 'signed-in' | 'signed-out';

export function App() {
  const [session, setSession] = useState<SessionState>(hasStoredSession() ? 'checking' : 'signed-out');
  const { pathname } = useLocation();

  useEffect(() => {
    if (session === 'checking') void refreshSession().then((ok) => setSession(ok ? 'signed-in' : 'signed-out'));
    return onSessionChange((signedIn) => {
      setSession(signedIn ? 'signed-in' : 'signed-out');
      if (!signedIn) queryClient.clear();
    });
  }, [session]);

  const publicPage = PUBLIC_PAGES[pathname];
  useEffect(() => {
    if (session === 'signed-out' && !publicPage) navigate(signInPath(), { replace: true });
  }, [session, publicPage]);

  let content: React.ReactNode;
  if (publicPage) {
    const Page = lazyPage(pathname, publicPage);
    content = (
      <main id="main" className="public">
        <Suspense fallback={<Loading what="the page" />}>
          <Page />
        </Suspense>
      </main>
    );
  } else if (session === 'signed-in') {
    content = <Shell pathname={pathname} />;
  } else {
    content = (
      <main id="main" className="public">
        <Loading what="your session" />
      </main>
    );
  }

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider navigate={(to) => navigate(to)}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {content}
      </RouterProvider>
    </QueryClientProvider>
  );
}

function Shell({ pathname }: { pathname: string }) {
  const me = useQuery({ queryKey: ['me'], queryFn: () => get<Me>('/auth/me') });
  const allowed = useMemo(() => (me.data ? PAGES.filter((p) => p.allowed(me.data)) : []), [me.data]);
  if (me.isPending) return <Loading what="your account" />;
  if (me.isError) return <ErrorMessage error={me.error} />;
  const entry: PageEntry | undefined = PAGES.find((p) => p.path === pathname);
  const Page = entry && allowed.includes(entry) ? lazyPage(entry.path, entry.load) : undefined;
  return (
    <MeContext.Provider value={me.data}>
      <div className="shell">
        <header className="topbar">
          <p className="brand">
            <span className="account">{me.data.account.name}</span>
            <span className="muted">
              {me.data.user.fullName} · {me.data.platformAdmin ? 'Platform administrator' : roleWords(me.data.role)}
            </span>
          </p>
          <div className="actions">
            <Link className="button" href="/account" aria-current={pathname === '/account' ? 'page' : undefined}>
              Your account
            </Link>
            <Button
              className="button"
              onPress={() =>
                void signOut().then(() => {
                  queryClient.clear();
                  navigate('/sign-in');
                })
              }
            >
              Sign out
            </Button>
          </div>
        </header>
        <nav aria-label="Main" className="nav">
          <NavList pages={allowed} pathname={pathname} />
        </nav>
        {me.data.account.suspended ? (
          <p role="alert" className="banner">
            This account is suspended: you can read everything, but nothing can be sent.
          </p>
        ) : null}
        <VerifyBanner me={me.data} />
        <main id="main">
          <Suspense fallback={<Loading what="the page" />}>
            {Page ? <Page /> : <NotFound known={entry !== undefined} />}
          </Suspense>
        </main>
      </div>
    </MeContext.Provider>
  );
}

/** The navigation's links; a page with a parent is listed under its parent's link (or on its own without it). */
function NavList({ pages, pathname }: { pages: readonly PageEntry[]; pathname: string }) {
  const shown = pages.filter((p) => p.inNav !== false);
  const link = (p: PageEntry) => (
    <Link href={p.path} aria-current={p.path === pathname ? 'page' : undefined}>
      {p.label}
    </Link>
  );
  return (
    <ul>
      {shown
        .filter((p) => !p.parent || !shown.some((q) => q.path === p.parent))
        .map((p) => {
          const children = shown.filter((c) => c.parent === p.path);
          return (
            <li key={p.path}>
              {link(p)}
              {children.length ? (
                <ul className="sub-nav">
                  {children.map((c) => (
                    <li key={c.path}>{link(c)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
    </ul>
  );
}

function roleWords(role: Me['role']): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}

function NotFound({ known }: { known: boolean }) {
  useEffect(() => {
    document.title = 'Not found · SMS dashboard';
  }, []);
  return (
    <>
      <h1>{known ? 'Not available' : 'Page not found'}</h1>
      <p>
        {known ? 'Your role does not give access to this page.' : 'There is no page here.'}{' '}
        <Link href="/">Go to the overview</Link>
      </p>
    </>
  );
}
