import type { StaffMember } from '#domain/assignment';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApplicationKind } from '#domain/kinds';
import type { AgentName } from './agentNames';
import { retryDelayMs, useFetch, worthRetrying } from '#lib/fetching';
import { listenWhenReady } from '#lib/listenWhenReady';
import type { ApplicationRow, ListPage, ListRequest, PageCursor, PageWatcher } from './api/applicationsQuery';
import { FIRST_PAGE, PAGE_SIZE, type PagePlace } from './paging';

/** What the list reads from; the real one is Firestore (api/applicationsQuery.ts). */
export type ListSource = {
  /**
   * Listens to one page (PAGE_SIZE at most): the first when `after` is null, else the page after
   * the application of that id. The watcher hears it at once and after each change; answers how
   * to stop.
   */
  watchPage: (request: ListRequest, after: string | null, watcher: PageWatcher) => () => void;
  /** One read of `size` documents at most after the cursor (an export's chunk). */
  fetchPage: (request: ListRequest, after: PageCursor | null, size?: number) => Promise<ListPage>;
  countMatching: (request: ListRequest) => Promise<number>;
  /** Every agent's AAN and name, alphabetically (the agent filter's choices, an export's names). */
  agentNames: () => Promise<AgentName[]>;
  /** Every staff member, alphabetically (the filter of who has them). */
  staffNames: () => Promise<StaffMember[]>;
  /**
   * Listens to the work queue's head (useAnsweredFirst.ts), one agent's if `agent` names them;
   * absent: the queue has none.
   */
  watchAnsweredFirst?: (kind: ApplicationKind, agent: string | undefined, watcher: PageWatcher) => () => void;
  /** Whether another unfinished application shares a number with one (absent: the list flags none). */
  hasDuplicates?: (kind: ApplicationKind, row: ApplicationRow) => Promise<boolean>;
};

const api = () => import('./api/applicationsQuery');
export const firestoreSource: ListSource = {
  watchPage: (request, after, watcher) =>
    listenWhenReady(api(), (loaded) => loaded.watchPage(request, after, watcher), watcher.error),
  fetchPage: async (...args) => (await api()).fetchPage(...args),
  countMatching: async (...args) => (await api()).countMatching(...args),
  agentNames: async () => (await api()).fetchAgentNames(),
  staffNames: async () => (await api()).fetchStaffMembers(),
  watchAnsweredFirst: (kind, agent, watcher) =>
    listenWhenReady(api(), (loaded) => loaded.watchAnsweredFirst(kind, agent, watcher), watcher.error),
  hasDuplicates: async (...args) => (await import('./api/duplicatesQuery')).hasDuplicates(...args),
};

type CountKey = readonly ['admin.list.count', ListRequest];
/** Counted when the list opens, and again when a row comes into or leaves the page shown. */
const COUNT = { revalidateOnFocus: false };

/** One listener's run: a page turned or a retry starts another, whose answers replace its. */
type Listening = { after: string | null; attempt: number };
type Heard = { of: Listening | null; page?: ListPage; error?: unknown };

/**
 * Cursor paging over one query, live: the page shown is listened to, so a change by anyone (a new
 * application, a payment, a status change, a delete) shows within moments, and Firestore sends
 * only the documents that changed. Which page is shown is the caller's (`place`, which the screen
 * keeps in the address); Next and Previous ask `onPlace` for another. The screen remounts this for
 * another search or filter (keyed by it).
 */
export function useApplicationPages(
  request: ListRequest,
  source: ListSource = firestoreSource,
  place: PagePlace = FIRST_PAGE,
  onPlace: (place: PagePlace) => void = () => undefined,
) {
  const [attempt, setAttempt] = useState(0);
  const after = place.starts.at(-1) ?? null;
  const listening = useMemo<Listening>(() => ({ after, attempt }), [after, attempt]);
  const [heard, setHeard] = useState<Heard>({ of: null });

  const count = useFetch<number, CountKey>(
    ['admin.list.count', request],
    ([, counted]) => source.countMatching(counted),
    COUNT,
  );
  const { mutate: recount } = count;

  // Failures in a row: a fault (offline while the SDK loads, say) is tried again by itself, later
  // each time, as every screen's reads are (lib/fetching); a refusal is not.
  const failuresInARow = useRef(0);
  useEffect(() => {
    let first = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stop = source.watchPage(request, listening.after, {
      next: (update) => {
        // A late answer after a silence: this listener works, so no retry replaces it.
        clearTimeout(retry);
        failuresInARow.current = 0;
        setHeard({ of: listening, page: update });
        // The first answer is the page as it was; a row that came or went since changes the total.
        if (!first && update.membershipChanged) void recount();
        first = false;
      },
      error: (error) => {
        setHeard({ of: listening, error });
        if (!worthRetrying(error)) return;
        failuresInARow.current += 1;
        retry = setTimeout(() => setAttempt((now) => now + 1), retryDelayMs(failuresInARow.current));
      },
    });
    return () => {
      stop();
      clearTimeout(retry);
    };
  }, [request, source, listening, recount]);

  const current = heard.of === listening ? heard.page : undefined;
  const error = heard.of === listening ? heard.error : undefined;
  const rows: ApplicationRow[] = current?.rows ?? [];
  // The total is a nicety: the list works without it.
  const total = count.data ?? null;
  const hasNext =
    current !== undefined &&
    current.rows.length === PAGE_SIZE &&
    (total === null || (place.index + 1) * PAGE_SIZE < total);

  const lastId = rows.at(-1)?.id;
  const { starts } = place;
  const next = useCallback(() => {
    if (lastId) onPlace({ index: starts.length + 1, starts: [...starts, lastId] });
  }, [lastId, starts, onPlace]);

  const previous = useCallback(() => {
    onPlace({ index: Math.max(0, starts.length - 1), starts: starts.slice(0, -1) });
  }, [starts, onPlace]);

  /** Try again after a failure: listen afresh and count again. */
  const retry = useCallback(() => {
    setAttempt((now) => now + 1);
    void recount();
  }, [recount]);

  return {
    rows,
    loading: current === undefined && error === undefined,
    error,
    pageIndex: place.index,
    total,
    hasNext,
    hasPrevious: place.index > 0,
    next,
    previous,
    retry,
  };
}
