import { canonicalAan, isAan } from '#domain/aan';
import { LIMITS } from '#domain/common';
import type { ApplicationKind } from '#domain/kinds';
import type { ListView } from '#domain/listFilters';
import { applicationStatusOptions, paymentStatusOptions } from '#domain/meta';
import { optionOf } from '#domain/options';
import { ADMIN_LIST_PATHS } from '../common/routes';

export type { ListView } from '#domain/listFilters';

/**
 * What the address holds (?view=all&status=in_review&payment=paid&agent=AGT-7K3QX&q=asha): the
 * view, one agent's applications if asked, and the search.
 */
export type Filters = ListView & { q: string };

export const ATTENTION: Filters = { view: 'attention', q: '' };

/** Longest search kept from an address, as long as the search box takes. */
export const MAX_SEARCH = LIMITS.search;

/** An agent's AAN as the address may hold it, in capitals; undefined for anything else. */
function agentOf(param: string | null): string | undefined {
  const aan = canonicalAan(param ?? '');
  return isAan(aan) ? aan : undefined;
}

/**
 * The filters an address asks for. Anything unknown is left out, never an error. A status, a
 * payment or a search means all applications (a search looks through them all, so an application
 * is found whatever its state); with none of them and no view=all, the list is the work queue. An
 * agent narrows either.
 */
export function filtersFromParams(params: URLSearchParams): Filters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH);
  const status = optionOf(applicationStatusOptions, params.get('status'));
  const payment = optionOf(paymentStatusOptions, params.get('payment'));
  const agent = agentOf(params.get('agent'));
  if (params.get('view') !== 'all' && !status && !payment && !q) return attentionOf(agent);
  return { view: 'all', status, payment, agent, q };
}

/** The work queue, of one agent if given. */
export const attentionOf = (agent: string | undefined): Filters =>
  agent ? { ...ATTENTION, agent } : ATTENTION;

/** The address of these filters; the work queue, the default, has none. */
export function paramsFromFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === 'all') {
    params.set('view', 'all');
    if (filters.status) params.set('status', filters.status);
    if (filters.payment) params.set('payment', filters.payment);
  }
  if (filters.agent) params.set('agent', filters.agent);
  if (filters.q) params.set('q', filters.q);
  return params;
}

/** A link to a service's list showing these filters (from the dashboard, or another list). */
export function listPath(kind: ApplicationKind, filters: Filters): string {
  const search = paramsFromFilters(filters).toString();
  return search ? `${ADMIN_LIST_PATHS[kind]}?${search}` : ADMIN_LIST_PATHS[kind];
}
