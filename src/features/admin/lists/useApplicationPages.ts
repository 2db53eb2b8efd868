import { useCallback, useEffect, useState } from 'react';
import type { ApplicationRow, ListPage, ListRequest, PageCursor } from './api/applicationsQuery';
import { PAGE_SIZE } from './paging';

/** What the list reads from; the real one is Firestore (api/applicationsQuery.ts). */
export type ListSource = {
  watchFirstPage: (
    request: ListRequest,
    onPage: (page: ListPage) => void,
    onError: (error: Error) => void,
  ) => Promise<() => void>;
  fetchPage: (request: ListRequest, after: PageCursor) => Promise<ListPage>;
  countMatching: (request: ListRequest) => Promise<number>;
};

const api = () => import('./api/applicationsQuery');
export const firestoreSource: ListSource = {
  watchFirstPage: async (...args) => (await api()).watchFirstPage(...args),
  fetchPage: async (...args) => (await api()).fetchPage(...args),
  countMatching: async (...args) => (await api()).countMatching(...args),
};

/** Which page is shown and where each page so far started (cursors only go forward). */
type Position = { index: number; starts: Array<PageCursor | null> };
type Loaded = ListPage & { position: Position; version: number };

/**
 * Cursor paging over one query: page 1 kept up to date (watchFirstPage), later pages read once. The screen
 * remounts this for another search or filter (keyed by it), which starts again at page 1.
 */
export function useApplicationPages(request: ListRequest, source: ListSource = firestoreSource) {
  const [position, setPosition] = useState<Position>({ index: 0, starts: [null] });
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [countVersion, setCountVersion] = useState(0);

  useEffect(() => {
    let active = true;
    const show = (page: ListPage) => {
      if (!active) return;
      setLoaded({ ...page, position, version });
      setError(null);
    };
    const fail = (failure: unknown) => {
      if (active) setError(failure instanceof Error ? failure : new Error(String(failure)));
    };
    const after = position.starts[position.index];
    if (!after) {
      let stop: (() => void) | undefined;
      let firstAnswer = true;
      source
        .watchFirstPage(
          request,
          (page) => {
            show(page);
            // A later answer means something changed in the first page: the total may have too.
            if (active && !firstAnswer) setCountVersion((count) => count + 1);
            firstAnswer = false;
          },
          fail,
        )
        .then((unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()), fail);
      return () => {
        active = false;
        stop?.();
      };
    }
    source.fetchPage(request, after).then(show, fail);
    return () => {
      active = false;
    };
  }, [request, source, position, version]);

  useEffect(() => {
    let active = true;
    source.countMatching(request).then(
      (count) => active && setTotal(count),
      // The total is a nicety: the list works without it.
      () => active && setTotal(null),
    );
    return () => {
      active = false;
    };
  }, [request, source, countVersion]);

  const current = loaded && loaded.position === position && loaded.version === version ? loaded : null;
  const rows: ApplicationRow[] = current?.rows ?? [];
  const hasNext =
    current !== null &&
    current.rows.length === PAGE_SIZE &&
    (total === null || (position.index + 1) * PAGE_SIZE < total);

  const next = useCallback(() => {
    if (!current?.last) return;
    const last = current.last;
    setError(null);
    setPosition((now) => ({ index: now.index + 1, starts: [...now.starts.slice(0, now.index + 1), last] }));
  }, [current]);

  const previous = useCallback(() => {
    setError(null);
    setPosition((now) => ({ index: Math.max(0, now.index - 1), starts: now.starts }));
  }, []);

  /** After a delete: read this page again and recount. */
  const reload = useCallback(() => {
    setVersion((now) => now + 1);
    setCountVersion((now) => now + 1);
  }, []);

  return {
    rows,
    loading: current === null && error === null,
    error,
    pageIndex: position.index,
    total,
    hasNext,
    hasPrevious: position.index > 0,
    next,
    previous,
    reload,
  };
}
