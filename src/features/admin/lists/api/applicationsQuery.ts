import {
  and,
  collection,
  doc,
  getDocFromServer,
  getCountFromServer,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { ROW_COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import {
  answeredFirstConditions,
  listConditions,
  listOrder,
  type FieldCondition,
  type ListView,
} from '#domain/listFilters';
import type { SearchPlan } from '#domain/searchPlan';
import { ANSWERED_FIRST, ANSWERED_FIRST_MAX } from '#domain/workQueue';
import { getListeningDb } from '#lib/firebase/listening';
import { listenWhenReady } from '#lib/listenWhenReady';
import { LIST_DOCUMENTS_MARK, PAGE_SIZE } from '../paging';
import { confirmedAnswers } from './confirmedAnswers';

// The agents' names, for the agent filter and an export: loaded with the list's own queries.
export { fetchAgentNames } from './agentsQuery';
export { fetchStaffMembers } from './staffQuery';

export type ListRequest = { kind: ApplicationKind; plan: SearchPlan } & ListView;
export type ApplicationRow = { id: string; data: Record<string, unknown> };
/** Where the next page starts: the last document of the page before (opaque to the screens). */
export type PageCursor = QueryDocumentSnapshot;
export type ListPage = { rows: ApplicationRow[]; last: PageCursor | null };

/**
 * The list rows (domain/listRows.ts) of the applications of `kind` that meet every one of
 * `conditions` (the domain's, listFilters.ts): staff read rows, never the applications themselves.
 */
export function conditionsQuery(db: Firestore, kind: ApplicationKind, conditions: FieldCondition[]): Query {
  const source = collection(db, ROW_COLLECTIONS[kind]);
  const filters = conditions.map(({ field, op, value }) => where(field, op, value));
  if (filters.length === 0) return source;
  // and() of a single filter is that filter; Firestore flattens it.
  return query(source, and(...filters));
}

/**
 * The matching applications, unordered: what the count is taken of (here and on the dashboard).
 * The conditions are the domain's (listFilters.ts), which the API also counts an export with.
 */
export const matchingQuery = (db: Firestore, request: ListRequest): Query =>
  conditionsQuery(db, request.kind, listConditions(request, request.plan));

/**
 * The head of the work queue (workQueue.ts ANSWERED_FIRST): answered applications, oldest answer
 * first; one agent's when `agent` names them.
 */
export function answeredFirstQuery(db: Firestore, kind: ApplicationKind, agent?: string): Query {
  const { field, direction } = ANSWERED_FIRST.order;
  return query(
    conditionsQuery(db, kind, answeredFirstConditions(agent)),
    orderBy(field, direction),
    limit(ANSWERED_FIRST_MAX),
  );
}

/**
 * One page after `after` (the previous page's last document), in the list's order (listOrder: the
 * work queue oldest first, every other list newest first). A page is `size` documents at most:
 * PAGE_SIZE on screen, more for an export.
 */
export function pageQuery(
  db: Firestore,
  request: ListRequest,
  after?: PageCursor | null,
  size = PAGE_SIZE,
): Query {
  const order = listOrder(request);
  return query(
    matchingQuery(db, request),
    orderBy(order.field, order.direction),
    ...(after ? [startAfter(after)] : []),
    limit(size),
  );
}

function toPage(snapshot: QuerySnapshot): ListPage {
  return {
    rows: snapshot.docs.map((document) => ({ id: document.id, data: document.data() })),
    last: snapshot.docs.at(-1) ?? null,
  };
}

/** What a page's listener hears: the page as it now is, and whether a row came or went. */
export type PageUpdate = ListPage & { membershipChanged: boolean };
export type PageWatcher = {
  next: (update: PageUpdate) => void;
  error: (error: unknown) => void;
};

/** No answer from the server yet: retried like any fault (lib/fetching). */
const noAnswer = () => Object.assign(new Error('The database has not answered'), { code: 'unavailable' });

/**
 * The page after the application `after` (the previous page's last), whose row is read first as
 * the cursor; the first page when it names none, or one that is gone.
 */
async function placedPageQuery(db: Firestore, request: ListRequest, after: string | null): Promise<Query> {
  const cursor = after ? await getDocFromServer(doc(db, ROW_COLLECTIONS[request.kind], after)) : undefined;
  return pageQuery(db, request, cursor?.exists() ? (cursor as PageCursor) : null);
}

/**
 * Listens to one page (PAGE_SIZE at most, in the view's order, after the application `after`, an
 * id): the watcher hears
 * the page once the server has answered, and again after each change to it, by anyone. Firestore
 * then sends only the documents that changed, so an idle list reads nothing. Answers the function
 * that stops it.
 */
export const watchPage = (request: ListRequest, after: string | null, watcher: PageWatcher) =>
  watchQuery((db) => placedPageQuery(db, request, after), watcher);

/** Listens to the head of the work queue (answeredFirstQuery) as watchPage listens to a page. */
export const watchAnsweredFirst = (kind: ApplicationKind, agent: string | undefined, watcher: PageWatcher) =>
  watchQuery((db) => answeredFirstQuery(db, kind, agent), watcher);

function watchQuery(queryIn: (db: Firestore) => Query | Promise<Query>, watcher: PageWatcher) {
  return listenWhenReady(
    getListeningDb().then(async (db) => ({ db, listened: await queryIn(db) })),
    ({ listened }) => {
      const answers = confirmedAnswers<QuerySnapshot>(
        ({ snapshot, brought, membershipChanged }) => {
          performance.mark(LIST_DOCUMENTS_MARK, { detail: brought });
          watcher.next({ ...toPage(snapshot), membershipChanged });
        },
        () => watcher.error(noAnswer()),
      );
      const stopListening = onSnapshot(listened, { includeMetadataChanges: true }, answers.hear, (error) => {
        answers.stop();
        watcher.error(error);
      });
      return () => {
        answers.stop();
        stopListening();
      };
    },
    watcher.error,
  );
}

/**
 * One read of `size` documents at most after `after`, in the view's order: an export's chunk. From
 * the server only: offline, getDocs would answer from the cache, and an export would silently miss
 * what this browser never read.
 */
export async function fetchPage(
  request: ListRequest,
  after: PageCursor | null,
  size = PAGE_SIZE,
): Promise<ListPage> {
  return toPage(await getDocsFromServer(pageQuery(await getListeningDb(), request, after, size)));
}

/** How many match, by a count aggregation: no document is downloaded. */
export async function countMatching(request: ListRequest): Promise<number> {
  return (await getCountFromServer(matchingQuery(await getListeningDb(), request))).data().count;
}
