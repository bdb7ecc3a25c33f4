/**
 * The plain parts of every page: its heading, a loading line, an API error, a time with its zone. No React Aria here:
 * the entry chunk and the pages that only read (the overview, the message log, a message) load these without the
 * form components of ./ui (docs/decisions/1539-dashboard-main-thread.md).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../api/client';
import { PRODUCT_NAME } from '../brand';
import { whenText, zoneTitle } from '../time';

/** The page's one h1, focused when the page opens so a screen reader announces where the user is. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
    ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** An error the API returned, in words, announced when it appears. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const text =
    error instanceof ApiError
      ? error.message
      : error instanceof Error
        ? `Something went wrong: ${error.message}`
        : String(error);
  return (
    <p role="alert" className="error">
      {text}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="muted">
      Loading {what}…
    </p>
  );
}

/** A time in the user's zone, labelled (SAST unless they chose another; one formatter for the dashboard: ../time.ts). */
export function When({ iso, seconds }: { iso: string | null | undefined; seconds?: boolean }) {
  if (!iso) return <>—</>;
  return (
    <time dateTime={iso} title={zoneTitle(iso)}>
      {whenText(iso, seconds ? 'seconds' : 'short')}
    </time>
  );
}
