import { useCallback, useRef, useState } from 'react';
import { useFetch } from '../../../lib/fetching';
import type { ApplicationRow, ListPage, ListRequest, PageCursor } from './api/applicationsQuery';
import { FIRST_PAGE_REFRESH_MS, PAGE_SIZE } from './paging';

/** What the list reads from; the real one is Firestore (api/applicationsQuery.ts). */
export type ListSource = {
  /** The first page when `after` is null, else the page after that cursor; PAGE_SIZE unless `size`. */
  fetchPage: (request: ListRequest, after: PageCursor | null, size?: number) => Promise<ListPage>;
  countMatching: (request: ListRequest) => Promise<number>;
};

const api = () => import('./api/applicationsQuery');
export const firestoreSource: ListSource = {
  fetchPage: async (...args) => (await api()).fetchPage(...args),
  countMatching: async (...args) => (await api()).countMatching(...args),
};

/** Which page is shown and where each page so far started (cursors only go forward). */
type Position = { index: number; starts: Array<PageCursor | null> };

type PageKey = readonly ['admin.list.page', ListRequest, PageCursor | null];
type CountKey = readonly ['admin.list.count', ListRequest];

/** What a page shows: its rows. A new answer with the same rows is the same page (no re-render). */
const signature = (page: ListPage) => JSON.stringify(page.rows);
const samePage = (a?: ListPage, b?: ListPage) => a === b || (!!a && !!b && signature(a) === signature(b));

/**
 * The first page is kept up to date: read again every FIRST_PAGE_REFRESH_MS while the tab is
 * visible, and at once when it comes back into view. Each read is one page (24 documents at most).
 */
const FIRST_PAGE = { refreshInterval: FIRST_PAGE_REFRESH_MS, compare: samePage };
/** A later page is read when it is opened (again when it is opened again), not on a timer. */
const LATER_PAGE = { revalidateOnFocus: false, compare: samePage };
/** The total follows the first page: it is counted again when the first page changes. */
const COUNT = { revalidateOnFocus: false };

/**
 * Cursor paging over one query: page 1 kept up to date, later pages read when shown. The screen
 * remounts this for another search or filter (keyed by it), which starts again at page 1.
 */
export function useApplicationPages(request: ListRequest, source: ListSource = firestoreSource) {
  const [position, setPosition] = useState<Position>({ index: 0, starts: [null] });
  const after = position.starts[position.index] ?? null;

  const count = useFetch<number, CountKey>(
    ['admin.list.count', request],
    ([, counted]) => source.countMatching(counted),
    COUNT,
  );
  // What the first page held when last read: a different answer means the total may have changed.
  const firstRows = useRef<string | undefined>(undefined);
  const page = useFetch<ListPage, PageKey>(
    ['admin.list.page', request, after],
    ([, asked, cursor]) => source.fetchPage(asked, cursor),
    after === null
      ? {
          ...FIRST_PAGE,
          onSuccess: (answer) => {
            const rows = signature(answer);
            if (firstRows.current !== undefined && firstRows.current !== rows) void count.mutate();
            firstRows.current = rows;
          },
        }
      : LATER_PAGE,
  );

  const current = page.data;
  const rows: ApplicationRow[] = current?.rows ?? [];
  // The total is a nicety: the list works without it.
  const total = count.data ?? null;
  const hasNext =
    current !== undefined &&
    current.rows.length === PAGE_SIZE &&
    (total === null || (position.index + 1) * PAGE_SIZE < total);

  const last = current?.last ?? null;
  const next = useCallback(() => {
    if (!last) return;
    setPosition((now) => ({ index: now.index + 1, starts: [...now.starts.slice(0, now.index + 1), last] }));
  }, [last]);

  const previous = useCallback(() => {
    setPosition((now) => ({ index: Math.max(0, now.index - 1), starts: now.starts }));
  }, []);

  /** After a delete, or on Try again: read this page again and recount. */
  const { mutate: reloadPage } = page;
  const { mutate: recount } = count;
  const reload = useCallback(() => {
    void reloadPage();
    void recount();
  }, [reloadPage, recount]);

  return {
    rows,
    loading: current === undefined && page.error === undefined,
    error: page.error,
    pageIndex: position.index,
    total,
    hasNext,
    hasPrevious: position.index > 0,
    next,
    previous,
    reload,
  };
}
