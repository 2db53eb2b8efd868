// "My clients": what an agent sees of the applications that carry their AAN, of every service.
// GET /api/agent/clients answers it; the rules would let the agent read the same records.
import * as z from 'zod/mini';
import { LIMITS } from './common.js';
import type { ApplicationKind } from './kinds.js';
import { SEARCH_INDEX_FIELD } from './searchText.js';
import { planSearch } from './searchPlan.js';
import type { ApplicationStatus, PaymentStatus } from './meta.js';
import { optionList } from './options.js';
import { PAYABLE_PAYMENT_STATUSES, type MyApplicationSummary } from './tracking.js';

/** A page of clients: as many as a staff list's page. */
export const CLIENTS_PAGE_SIZE = 24;

/**
 * Which of their clients an agent looks at: all of them, or one of the three things that need the
 * agent (a payment to make, something staff asked for, results to hand over).
 */
export const clientViewOptions = optionList('clientView', ['all', 'unpaid', 'actionNeeded', 'resultsReady']);
export type ClientView = (typeof clientViewOptions.values)[number];
export type NeedView = Exclude<ClientView, 'all'>;
export const NEED_VIEWS: readonly NeedView[] = ['unpaid', 'actionNeeded', 'resultsReady'];

/** Each need as the fields of a record say it; the API's queries and the screen's badges share it. */
export const NEEDS: Record<
  NeedView,
  { paymentStatus: readonly PaymentStatus[] } | { status: ApplicationStatus }
> = {
  unpaid: { paymentStatus: PAYABLE_PAYMENT_STATUSES },
  actionNeeded: { status: 'action_needed' },
  resultsReady: { status: 'completed' },
};

export function needsOf(client: Pick<ClientSummary, 'status' | 'paymentStatus'>): NeedView[] {
  return NEED_VIEWS.filter((need) => {
    const rule = NEEDS[need];
    return 'status' in rule
      ? client.status === rule.status
      : rule.paymentStatus.includes(client.paymentStatus);
  });
}

/** One where(field, op, value) of an agent's query; all of them hold together. */
export type ClientCondition =
  | { field: 'AAN' | 'status' | 'reference'; op: '=='; value: string }
  | { field: 'paymentStatus'; op: 'in'; value: string[] }
  | { field: typeof SEARCH_INDEX_FIELD; op: 'array-contains'; value: string };

/** Each need as conditions on a record. */
export function needConditions(view: ClientView): ClientCondition[] {
  if (view === 'all') return [];
  const need = NEEDS[view];
  return 'status' in need
    ? [{ field: 'status', op: '==', value: need.status }]
    : [{ field: 'paymentStatus', op: 'in', value: [...need.paymentStatus] }];
}

/**
 * What an agent's clients of one service are asked with: their AAN, the view, and the search as
 * the staff lists plan it (a reference, or a prefix of the search index); null when the search is
 * another service's reference, which this service cannot hold. Read newest first (createdAt desc);
 * firestore.indexes.json has each combination.
 */
export function clientConditions(
  kind: ApplicationKind,
  aan: string,
  view: ClientView,
  q: string,
): ClientCondition[] | null {
  const plan = planSearch(kind, q);
  if (plan.type === 'otherKind') return null;
  const search: ClientCondition[] =
    plan.type === 'reference'
      ? [{ field: 'reference', op: '==', value: plan.reference }]
      : plan.type === 'prefix'
        ? [{ field: SEARCH_INDEX_FIELD, op: 'array-contains', value: plan.prefix }]
        : [];
  return [{ field: 'AAN', op: '==', value: aan }, ...needConditions(view), ...search];
}

/**
 * GET /api/agent/clients?view=&q=&before= : `before` is the last shown application's createdAt as
 * seconds.nanoseconds, to the nanosecond the database keeps, so no application falls between pages.
 */
export const clientsQuerySchema = z.object({
  view: z._default(z.enum(clientViewOptions.values), 'all'),
  q: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.search)), ''),
  before: z.optional(z.string().check(z.regex(/^\d{1,12}\.\d{9}$/))),
});
export type ClientsQuery = z.input<typeof clientsQuerySchema>;

/**
 * One client's application: what My applications shows, plus who it is for and the phone number
 * on it, which is the client's proof for the receipt and the staff's message.
 */
export type ClientSummary = MyApplicationSummary & { name?: string; phone?: string };

export type AgentClientsAnswer = {
  clients: ClientSummary[];
  /** The `before` of the next page, or null on the last. */
  next: string | null;
};

/** GET /api/agent/needs: how many of the agent's applications are in each need, whatever the search. */
export type AgentNeeds = Record<NeedView, number>;

/** GET /api/agent/me: who is signed in as an agent. */
export type AgentMe = { aan: string; name: string };
