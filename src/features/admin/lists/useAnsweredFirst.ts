import { useEffect, useState } from 'react';
import type { ApplicationRow, ListRequest } from './api/applicationsQuery';
import type { ListSource } from './useApplicationPages';

/**
 * The head of the work queue: the applications whose applicant has answered staff's request,
 * oldest answer first (domain/workQueue.ts ANSWERED_FIRST), listened to live while the queue's
 * first page is shown, only the agent's in one agent's queue. A small query of its own above the
 * page's rows, rather than an order of the page's query: most applications lack the request
 * fields, and Firestore leaves a document out of a query ordered by a field it lacks. The pages and their cursors stay those of the oldest-first
 * query. None in other views and pages, nor when the query fails (the rows then stay where the
 * oldest-first order puts them, flagged as answered), nor in a queue narrowed to who has them
 * (already short, and the head's order has no index with the assignee).
 */
export function useAnsweredFirst(request: ListRequest, firstPage: boolean, source: ListSource) {
  const [head, setHead] = useState<ApplicationRow[]>([]);
  const watch = source.watchAnsweredFirst;
  const shown =
    Boolean(watch) &&
    firstPage &&
    request.view === 'attention' &&
    request.plan.type === 'all' &&
    request.assignee === undefined;
  useEffect(() => {
    if (!shown || !watch) return;
    return watch(request.kind, request.agent, {
      next: (page) => setHead(page.rows),
      error: () => setHead([]),
    });
  }, [shown, watch, request.kind, request.agent]);
  return shown ? head : [];
}

/** The head's rows first, then the page's, each application once. */
export function answeredFirst(head: ApplicationRow[], rows: ApplicationRow[]): ApplicationRow[] {
  if (head.length === 0) return rows;
  const pulled = new Set(head.map((row) => row.id));
  return [...head, ...rows.filter((row) => !pulled.has(row.id))];
}
