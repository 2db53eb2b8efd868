// The queries whose conditions the code only knows at run time, which the scan of the code cannot
// read (scanQueries.ts): each is declared here, under where it is made, with every form it can
// take, built with the very functions the code builds it with. The check fails on a query that
// can be read neither way, and on a declaration whose query has gone.
import { clientConditions, clientViewOptions } from '#domain/agentClients';
import type { ExportFilter } from '#domain/exports';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  ROW_COLLECTIONS,
  type ApplicationKind,
} from '#domain/kinds';
import {
  answeredFirstConditions,
  exportConditions,
  listOrder,
  overdueConditions,
  ownDayConditions,
  type FieldCondition,
} from '#domain/listFilters';
import { applicationStatusOptions, paymentStatusOptions } from '#domain/meta';
import { newReference } from '#domain/reference';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES } from '#domain/retention';
import { ANSWERED_FIRST } from '#domain/workQueue';
import { DOCUMENT_ID, type Filter, type QueryShape } from './queryShape.ts';

/** Any agent's number: the lists ask for one agent's applications the same way whoever it is. */
const AN_AGENT = 'AGT-7K3QM';

/**
 * Every staff list of a service as its address can ask for it (src/features/admin/lists/listView.ts),
 * which an export names the same way: the work queue, or all applications with or without a
 * status, a payment and a search (a whole reference of this service or another, or a name); each
 * of them with or without an agent.
 */
function everyList(kind: ApplicationKind): ExportFilter[] {
  const otherKind = APPLICATION_KINDS.find((other) => other !== kind)!;
  const searches = [undefined, newReference(kind), newReference(otherKind), 'asha'];
  const lists: ExportFilter[] = [];
  for (const agent of [undefined, AN_AGENT]) {
    lists.push({ view: 'attention', ...(agent && { agent }) });
    for (const status of [undefined, ...applicationStatusOptions.values])
      for (const payment of [undefined, ...paymentStatusOptions.values])
        for (const q of searches)
          lists.push({
            view: 'all',
            ...(status && { status }),
            ...(payment && { payment }),
            ...(agent && { agent }),
            ...(q && { q }),
          });
  }
  return lists;
}

/** Each kind's collection a query reads: the staff lists' rows, or the applications (the API's). */
type Collections = Record<ApplicationKind, string>;

/**
 * The list's conditions (listFilters.ts), ordered as its pages are read or, for a count, not at all,
 * on the lists' rows unless told.
 */
function listShapes(ordered: boolean, collections: Collections = ROW_COLLECTIONS): QueryShape[] {
  return APPLICATION_KINDS.flatMap((kind) =>
    everyList(kind).map((filter) => ({
      collection: collections[kind],
      filters: exportConditions(kind, filter).map(({ field, op }) => ({ field, op })),
      orders: ordered ? [listOrder(filter)] : [],
    })),
  );
}

/** `conditions` on every service's list rows (or `collections`), in `orders`. */
const everyKind = (
  conditions: FieldCondition[],
  orders: QueryShape['orders'] = [],
  collections: Collections = ROW_COLLECTIONS,
): QueryShape[] =>
  APPLICATION_KINDS.map((kind) => ({
    collection: collections[kind],
    filters: conditions.map(({ field, op }) => ({ field, op })),
    orders,
  }));

/** An agent's clients of each service, every view and every kind of search (agentClients.ts). */
function clientShapes(ordered: boolean): QueryShape[] {
  return APPLICATION_KINDS.flatMap((kind) => {
    const otherKind = APPLICATION_KINDS.find((other) => other !== kind)!;
    const searches = ['', newReference(kind), newReference(otherKind), 'asha'];
    return clientViewOptions.values.flatMap((view) =>
      searches.flatMap((q) => {
        const conditions = clientConditions(kind, AN_AGENT, view, q);
        if (!conditions) return [];
        return [
          {
            collection: APPLICATION_COLLECTIONS[kind],
            filters: conditions.map(({ field, op }) => ({ field, op })),
            orders: ordered ? [{ field: 'createdAt', direction: 'desc' as const }] : [],
          },
        ];
      }),
    );
  });
}

/** Every record the rebuild of the report counts reads, a page at a time in id order (rebuild.ts). */
function rebuildShapes(): QueryShape[] {
  const inIdOrder = (collection: string, filters: Filter[] = []): QueryShape => ({
    collection,
    filters,
    orders: [{ field: DOCUMENT_ID, direction: 'asc' }],
  });
  const oneScope = [{ field: 'scope', op: '==' }];
  return [
    ...APPLICATION_KINDS.map((kind) => inIdOrder(APPLICATION_COLLECTIONS[kind])),
    inIdOrder(COLLECTIONS.reportDeletions),
    inIdOrder(COLLECTIONS.applicationEvents, [{ field: 'type', op: '==' }]),
    inIdOrder(COLLECTIONS.payments),
    ...[COLLECTIONS.reportDays, COLLECTIONS.reportMonths].flatMap((collection) => [
      inIdOrder(collection),
      inIdOrder(collection, oneScope),
    ]),
  ];
}

/** The same conditions on the days' counts and on the months'. */
const countsShapes = (filters: Filter[]): QueryShape[] =>
  [COLLECTIONS.reportDays, COLLECTIONS.reportMonths].map((collection) => ({
    collection,
    filters,
    orders: [],
  }));

/** Keyed `file#function`, as the scan names where a query is made. */
export const DECLARED_QUERIES: Record<string, () => QueryShape[]> = {
  /**
   * A staff list's applications, counted (the list's total and the dashboard's counts), and the
   * dashboard's count of overdue replies.
   */
  'src/features/admin/lists/api/applicationsQuery.ts#conditionsQuery': () => [
    ...listShapes(false),
    ...everyKind(overdueConditions('2026-01-01')),
  ],
  /** The head of the work queue, or of one agent's: its answered applications, oldest answer first. */
  'src/features/admin/lists/api/applicationsQuery.ts#answeredFirstQuery': () => [
    ...everyKind(answeredFirstConditions(), [ANSWERED_FIRST.order]),
    ...everyKind(answeredFirstConditions(AN_AGENT), [ANSWERED_FIRST.order]),
  ],
  /** A page of a staff list, in its order. */
  'src/features/admin/lists/api/applicationsQuery.ts#pageQuery': () => listShapes(true),
  /** A page of an agent's clients of a service (My clients), newest first: every view, with and without a search. */
  'server/agents/clients.ts#agentClients': () => clientShapes(true),
  /** Their conditions alone: what needs the agent, counted per service. */
  'server/agents/clients.ts#clientsQuery': () => clientShapes(false),
  /** The operators' rewrites (search index, agents' matching): each kind's applications in id order. */
  'server/applications/rewritePages.ts#rewritePages': () =>
    APPLICATION_KINDS.map((kind) => ({
      collection: APPLICATION_COLLECTIONS[kind],
      filters: [],
      orders: [{ field: DOCUMENT_ID, direction: 'asc' as const }],
    })),
  /** The records a rebuild of the report counts reads, and the counts it compares them with. */
  'server/reports/rebuild.ts#pagesOf': rebuildShapes,
  /** A staff member's own day, counted per service: theirs waiting, answered and overdue. */
  'server/applications/ownDay.ts#countOf': () => {
    const { waiting, answered, overdue } = ownDayConditions('a-staff-uid', '2026-01-01');
    return [waiting, answered, overdue].flatMap((conditions) =>
      everyKind(conditions, [], APPLICATION_COLLECTIONS),
    );
  },
  /** What an export holds beyond its applications: their notes and results, thirty applications a query. */
  'server/applications/ofApplications.ts#ofApplications': () =>
    [COLLECTIONS.staffNotes, COLLECTIONS.results].map((collection) => ({
      collection,
      filters: [{ field: 'applicationId', op: 'in' }],
      orders: [],
    })),
  /** The count of what an export held, made by the API with the list's own conditions. */
  'server/applications/exportedCount.ts#countExported': () => listShapes(false, APPLICATION_COLLECTIONS),
  /** The scopes a day or a month has documents of (server/reports/fold.ts). */
  'server/reports/fold.ts#foldPeriod': () => countsShapes([{ field: 'period', op: '==' }]),
  /** Every document of one scope's day or month, folded into one (server/reports/fold.ts). */
  'server/reports/fold.ts#foldOne': () =>
    countsShapes([
      { field: 'scope', op: '==' },
      { field: 'period', op: '==' },
    ]),
  /** The applications whose stage retention has made due, oldest finished first (server/retention/run.ts). */
  'server/retention/run.ts#dueQuery': () =>
    RETENTION_STAGES.flatMap((stage) =>
      APPLICATION_KINDS.map((kind) => ({
        collection: APPLICATION_COLLECTIONS[kind],
        filters: [
          { field: `${RETENTION_FIELD}.${stage}`, op: '==' },
          { field: FINISHED_AT_FIELD, op: '<=' },
        ],
        orders: [{ field: FINISHED_AT_FIELD, direction: 'asc' as const }],
      })),
    ),
};
