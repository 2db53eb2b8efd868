import type { StaffMember } from '#domain/assignment';
import type { AgentName } from './agentNames';
import type { ApplicationRow, ListPage, ListRequest, PageCursor } from './api/applicationsQuery';
import { PAGE_SIZE } from './paging';
import type { ListSource } from './useApplicationPages';

type Watch = { request: ListRequest; after: string | null };

/**
 * For tests: Firestore as a list sees it, over `rows` (newest first; a cursor is a row's id), the
 * `agents` and the `staff` it names.
 * `changed()` tells every open listener its page again, as Firestore does after a change to
 * `rows`; `watches` records each listener started, `open()` how many still listen.
 */
export function fakeListSource(rows: ApplicationRow[], agents: AgentName[] = [], staff: StaffMember[] = []) {
  const watches: Watch[] = [];
  const listening = new Set<{ after: string | null; hear: (membershipChanged: boolean) => void }>();
  const pageAfter = (after: string | null, size = PAGE_SIZE): ListPage => {
    const start = after ? rows.findIndex((row) => row.id === after) + 1 : 0;
    const page = rows.slice(start, start + size);
    return { rows: page, last: (page.at(-1)?.id ?? null) as unknown as PageCursor };
  };
  const source: ListSource = {
    watchPage: (request, after, watcher) => {
      watches.push({ request, after });
      const listener = {
        after,
        hear: (membershipChanged: boolean) => watcher.next({ ...pageAfter(after), membershipChanged }),
      };
      listening.add(listener);
      // Firestore answers a new listener asynchronously, never within the call.
      queueMicrotask(() => listening.has(listener) && listener.hear(false));
      return () => void listening.delete(listener);
    },
    fetchPage: (_request, cursor, size) =>
      Promise.resolve(pageAfter(cursor as unknown as string | null, size)),
    countMatching: () => Promise.resolve(rows.length),
    agentNames: () => Promise.resolve(agents),
    staffNames: () => Promise.resolve(staff),
  };
  const changed = (membershipChanged = true) => {
    for (const listener of listening) listener.hear(membershipChanged);
  };
  return { source, watches, changed, open: () => listening.size, pageAfter };
}
