/**
 * A list of the API (`{items, nextCursor}`, newest first) as a table, a page at a time with Next and Previous page
 * buttons. The cursors of the pages seen are kept, so Previous goes back without the API paging backwards.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { get, qs } from '../api/client';
import type { Page } from '../api/types';
import { ErrorMessage, Loading } from './page';

interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface PagedTableProps<T> {
  /** The list's path, without the page parameters. */
  path: string;
  filters?: Record<string, string | undefined>;
  caption: string;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  empty: string;
  pageSize?: number;
  /** Poll while this says the page may still change (statuses moving). */
  refetchInterval?: (items: T[]) => number | false;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { path, filters = {}, columns, rowKey, caption, empty, pageSize = 25 } = props;
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [filterKey, setFilterKey] = useState(JSON.stringify(filters));
  const currentKey = JSON.stringify(filters);
  if (filterKey !== currentKey) {
    // New filters start again from the first page.
    setFilterKey(currentKey);
    setCursors([undefined]);
  }
  const cursor = cursors[cursors.length - 1];
  const query = useQuery({
    queryKey: [path, filters, cursor, pageSize],
    queryFn: () => get<Page<T>>(`${path}${qs({ ...filters, limit: pageSize, cursor })}`),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const items = q.state.data?.items;
      return items && props.refetchInterval ? props.refetchInterval(items) : false;
    },
  });
  if (query.isPending) return <Loading what={caption.toLowerCase()} />;
  if (query.isError) return <ErrorMessage error={query.error} />;
  const { items, nextCursor } = query.data;
  const pageNumber = cursors.length;
  return (
    <div className="table-block">
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        // Focusable, so that a table wider than a phone's screen scrolls by keyboard too (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <div className="table-scroll" tabIndex={0}>
          <table>
            <caption>
              {caption}
              {pageNumber > 1 ? `, page ${pageNumber}` : ''}
            </caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((c) => (
                    <td key={c.header} data-label={c.header}>
                      {c.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageNumber > 1 || nextCursor ? (
        <nav className="pager" aria-label={`${caption} pages`}>
          <button
            type="button"
            className="button"
            disabled={pageNumber <= 1}
            onClick={() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c))}
          >
            Previous page
          </button>
          <button
            type="button"
            className="button"
            disabled={!nextCursor}
            onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}
          >
            Next page
          </button>
        </nav>
      ) : null}
    </div>
  );
}
