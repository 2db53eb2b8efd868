// The conditions a staff list's filters put on its Firestore query, described without either SDK:
// the browser's list (features/admin/lists) and the API counting what an export held
// (server/routes/exports.ts) each turn them into their own SDK's where(), so both select the same
// applications.
import { AGENT_FIELD } from './aan.js';
import { ASSIGNEE_FIELD, ASSIGNEE_UID_FIELD } from './assignment.js';
import type { ExportFilter } from './exports.js';
import type { ApplicationKind } from './kinds.js';
import type { ApplicationStatus, PaymentStatus } from './meta.js';
import { SEARCH_INDEX_FIELD } from './searchText.js';
import { planSearch, type SearchPlan } from './searchPlan.js';
import {
  ANSWERED_FIRST,
  ATTENTION_PAYMENT,
  ATTENTION_STATUSES,
  APPLICATION_REQUEST_FIELDS,
} from './workQueue.js';

type RequestFields = typeof APPLICATION_REQUEST_FIELDS;

/**
 * What a staff list shows: the work queue ("Needs attention": paid, not finished, oldest first), or
 * all applications, newest first, narrowed by status and payment if asked; either of them only one
 * agent's applications when `agent` names their AAN (aan.ts).
 */
export type ListView = (
  { view: 'attention' } | { view: 'all'; status?: ApplicationStatus; payment?: PaymentStatus }
) & {
  agent?: string;
  /** Only the applications one staff member has (their uid: Mine, or one person's), or nobody (null). */
  assignee?: string | null;
};

/** One where(field, op, value) of a list's query; all of them hold together. */
export type FieldCondition =
  | { field: 'paymentStatus' | 'status' | 'reference' | typeof AGENT_FIELD; op: '=='; value: string }
  | { field: 'status'; op: 'in'; value: string[] }
  | { field: typeof SEARCH_INDEX_FIELD; op: 'array-contains'; value: string }
  | { field: RequestFields['state']; op: '=='; value: string }
  | { field: RequestFields['replyBy']; op: '<'; value: string }
  | { field: typeof ASSIGNEE_UID_FIELD; op: '=='; value: string }
  | { field: typeof ASSIGNEE_FIELD; op: '=='; value: null };

/** Who has it, as an equality: an application nobody has holds `assignee: null` (meta.ts). */
function assigneeConditions(assignee: string | null | undefined): FieldCondition[] {
  if (assignee === undefined) return [];
  if (assignee === null) return [{ field: ASSIGNEE_FIELD, op: '==', value: null }];
  return [{ field: ASSIGNEE_UID_FIELD, op: '==', value: assignee }];
}

function viewConditions(view: ListView): FieldCondition[] {
  const agent = view.agent ? [{ field: AGENT_FIELD, op: '==', value: view.agent } as const] : [];
  const assignee = assigneeConditions(view.assignee);
  if (view.view === 'attention') {
    return [
      { field: 'paymentStatus', op: '==', value: ATTENTION_PAYMENT },
      { field: 'status', op: 'in', value: [...ATTENTION_STATUSES] },
      ...agent,
      ...assignee,
    ];
  }
  return [
    ...(view.payment ? [{ field: 'paymentStatus', op: '==', value: view.payment } as const] : []),
    ...(view.status ? [{ field: 'status', op: '==', value: view.status } as const] : []),
    ...agent,
    ...assignee,
  ];
}

function searchConditions(plan: SearchPlan): FieldCondition[] {
  switch (plan.type) {
    case 'all':
      return [];
    // Another service's reference is in none of this list's applications: the list shows none.
    case 'otherKind':
    case 'reference':
      return [{ field: 'reference', op: '==', value: plan.reference }];
    case 'prefix':
      // One array-contains, so Firestore reads only what it returns: a page reads at most a page.
      return [{ field: SEARCH_INDEX_FIELD, op: 'array-contains', value: plan.prefix }];
  }
}

/**
 * The work queue's paid and unfinished applications, or the status and payment asked for, one
 * agent's if asked, and the search. firestore.indexes.json has (status, createdAt) and
 * (paymentStatus, status, createdAt) indexes both ways for these; with an agent, (AAN, …,
 * createdAt desc) for each status and payment (Firestore merges them) and (AAN, paymentStatus,
 * status, createdAt asc) for the work queue. A search, made in the all-applications view only, has
 * (searchPrefixes, createdAt desc) with each of them, the agent's too (or a reference's own index).
 */
export function listConditions(view: ListView, plan: SearchPlan): FieldCondition[] {
  return [...viewConditions(view), ...searchConditions(plan)];
}

/**
 * The order a list reads in: the work queue oldest first, so the application that has waited
 * longest is on top; every other list newest first. With listConditions, what the indexes in
 * firestore.indexes.json must serve (`npm run deploy:check` asks them for every list).
 */
export function listOrder(view: ListView): { field: 'createdAt'; direction: 'asc' | 'desc' } {
  return { field: 'createdAt', direction: view.view === 'attention' ? 'asc' : 'desc' };
}

const ATTENTION_VIEW = { view: 'attention' } as const;
const NO_SEARCH = { type: 'all' } as const;

/**
 * The work queue's applications answered by their applicant, which the list shows first, in
 * ANSWERED_FIRST.order: one agent's when the queue shows only theirs. firestore.indexes.json has
 * (paymentStatus, status, requestState, requestAnsweredAt) for it, and the same with AAN first for
 * an agent's.
 */
export function answeredFirstConditions(agent?: string): FieldCondition[] {
  return [...listConditions({ ...ATTENTION_VIEW, agent }, NO_SEARCH), ANSWERED_FIRST.condition];
}

/**
 * The work queue's applications whose request is open past its reply-by date (`today` is
 * todayInDarEsSalaam()): what the lists flag overdue (requestFlagOf) and the dashboard counts.
 * firestore.indexes.json has (paymentStatus, status, requestState, requestReplyBy) for it.
 */
export function overdueConditions(today: string): FieldCondition[] {
  const { state, replyBy } = APPLICATION_REQUEST_FIELDS;
  return [
    ...listConditions(ATTENTION_VIEW, NO_SEARCH),
    { field: state, op: '==', value: 'open' },
    { field: replyBy, op: '<', value: today },
  ];
}

/**
 * A staff member's own day (GET /api/assignments/mine): the work queue's applications they have,
 * those of them their applicant answered, and those whose request is past its reply-by date
 * (`today` is todayInDarEsSalaam()). firestore.indexes.json has (assignee.uid, paymentStatus,
 * status, requestState[, requestReplyBy]) for the last two; the first merges with the queue's.
 */
export function ownDayConditions(uid: string, today: string) {
  const { state, replyBy } = APPLICATION_REQUEST_FIELDS;
  const waiting = listConditions({ ...ATTENTION_VIEW, assignee: uid }, NO_SEARCH);
  return {
    waiting,
    answered: [...waiting, ANSWERED_FIRST.condition],
    overdue: [
      ...waiting,
      { field: state, op: '==', value: 'open' },
      { field: replyBy, op: '<', value: today },
    ] satisfies FieldCondition[],
  };
}

/** The conditions of the list an export was made of, as its record names the list. */
export function exportConditions(kind: ApplicationKind, filter: ExportFilter): FieldCondition[] {
  if (filter.view === 'attention') return listConditions(filter, { type: 'all' });
  const { q, ...view } = filter;
  return listConditions(view, planSearch(kind, q ?? ''));
}
