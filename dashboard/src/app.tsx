/**
 * The app: public pages (sign in, register, accept an invite) and the signed-in shell with the navigation of the pages
 * the user's role allows. A session that ends (sign-out, a refresh the API refuses) sends the user to sign in, keeping
 * where they were so they come back to it.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { get } from './api/client';
import { hasStoredSession, onSessionChange, refreshSession, signOut } from './api/session';
import type { Me } from './api/types';
import { Mark, PRODUCT_NAME } from './brand';
import { AppLink } from './components/app-link';
import { ErrorMessage, Loading } from './components/page';
import { VerifyBanner } from './components/verify-banner';
import { MeContext } from './me';
import { findPage, groupOf, NAV_GROUPS, NAV_ORDER, PAGES, type PageEntry } from './pages/registry';
import { navigate, signInPath, useLocation } from './router';
import { setTimeZone } from './time';

const PUBLIC_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/sign-in': () => import('./pages/sign-in'),
  '/register': () => import('./pages/register'),
  '/accept-invite': () => import('./pages/accept-invite'),
  '/verify-email': () => import('./pages/verify-email'),
  '/forgot-password': () => import('./pages/forgot-password'),
  '/reset-password': () => import('./pages/reset-password'),
  '/auth/callback': () => import('./pages/auth-callback'),
};

// The page's own chunk starts loading with the entry, beside the session's refresh and GET /auth/me, not after them
// (a reload of a signed-in page waited for both before it asked for its chunk; decision 1539). The lazy component
// below imports the same module, which the browser then already has.
const startingPath = window.location.pathname;
void (PUBLIC_PAGES[startingPath] ?? (hasStoredSession() ? findPage(startingPath)?.load : undefined))?.().catch(
  () => undefined,
);

const lazyPages = new Map<string, ComponentType>();
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(load);
    lazyPages.set(path, page);
  }
  return page;
}

const queryClient = new QueryClient({
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
  const [menuOpen, setMenuOpen] = useState(false);
  // A phone's menu closes once a link of it is followed.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  if (me.isPending) return <Loading what="your account" />;
  if (me.isError) return <ErrorMessage error={me.error} />;
  setTimeZone(me.data.user.timeZone);
  const entry: PageEntry | undefined = findPage(pathname);
  const Page = entry && allowed.includes(entry) ? lazyPage(entry.path, entry.load) : undefined;
  return (
    <MeContext.Provider value={me.data}>
      <div className="shell">
        <header className="topbar">
          <AppLink className="product" href="/">
            <Mark />
            <span>{PRODUCT_NAME}</span>
          </AppLink>
          <button
            type="button"
            className="button menu-button"
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          <p className="brand">
            <span className="account">{me.data.account.name}</span>
            <span className="muted">
              {me.data.user.fullName} · {me.data.platformAdmin ? 'Platform administrator' : roleWords(me.data.role)}
            </span>
          </p>
          <div className="actions">
            <AppLink className="button" href="/account" aria-current={pathname === '/account' ? 'page' : undefined}>
              Your account
            </AppLink>
            <button
              type="button"
              className="button"
              onClick={() =>
                void signOut().then(() => {
                  queryClient.clear();
                  navigate('/sign-in');
                })
              }
            >
              Sign out
            </button>
          </div>
        </header>
        <div className="frame">
          <nav id="sidebar" aria-label="Main" className="sidebar" data-open={menuOpen || undefined}>
            <NavList pages={allowed} me={me.data} pathname={pathname} current={entry} />
          </nav>
          <div className="content">
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
        </div>
      </div>
    </MeContext.Provider>
  );
}

/**
 * The sidebar: Overview, then the pages grouped by job (docs/decisions/1530-dashboard-console-layout.md). A page out
 * of the navigation (a message's detail) marks its parent's link as where the user is.
 */
function NavList(props: { pages: readonly PageEntry[]; me: Me; pathname: string; current: PageEntry | undefined }) {
  const { pages, me, pathname, current } = props;
  const rank = (p: PageEntry) => {
    const i = NAV_ORDER.indexOf(p.path);
    return i < 0 ? NAV_ORDER.length : i;
  };
  const shown = pages.filter((p) => p.inNav !== false).sort((a, b) => rank(a) - rank(b));
  const link = (p: PageEntry) => (
    <li key={p.path}>
      <AppLink
        href={p.path}
        aria-current={p.path === pathname ? 'page' : current?.parent === p.path ? 'true' : undefined}
      >
        {p.label}
      </AppLink>
    </li>
  );
  const top = shown.filter((p) => groupOf(p, me) === undefined);
  return (
    <>
      <ul className="nav-top">{top.map(link)}</ul>
      {NAV_GROUPS.map((group) => {
        const inGroup = shown.filter((p) => groupOf(p, me) === group);
        if (inGroup.length === 0) return null;
        const id = `nav-${group.toLowerCase()}`;
        return (
          <div className="nav-group" key={group}>
            <span className="nav-group-name" id={id}>
              {group}
            </span>
            <ul aria-labelledby={id}>{inGroup.map(link)}</ul>
          </div>
        );
      })}
    </>
  );
}

function roleWords(role: Me['role']): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}

function NotFound({ known }: { known: boolean }) {
  useEffect(() => {
    document.title = `Not found · ${PRODUCT_NAME}`;
  }, []);
  return (
    <>
      <h1>{known ? 'Not available' : 'Page not found'}</h1>
      <p>
        {known ? 'Your role does not give access to this page.' : 'There is no page here.'}{' '}
        <AppLink href="/">Go to the overview</AppLink>
      </p>
    </>
  );
}
