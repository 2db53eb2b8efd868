import { SERVICE_PATHS, type ApplicationKind } from '#domain/kinds';

/** The staff area's addresses, in one place for links between screens. */
export const ADMIN_DASHBOARD_PATH = '/ad/dashboard';

/** Agents, admins only: the list with the new-agent form, and each agent's page. */
export const ADMIN_AGENTS_PATH = '/ad/agents';

export function adminAgentPath(aan: string): string {
  return `${ADMIN_AGENTS_PATH}/${encodeURIComponent(aan)}`;
}

/** The owner's figures: money, workload, speed, payments and targets (admins only). */
export const ADMIN_REPORTS_PATH = '/ad/reports';

/** Every agent's commission for a month, what has been paid out and what is owed (admins only). */
export const ADMIN_AGENT_STATEMENTS_PATH = `${ADMIN_AGENTS_PATH}/statements`;

const pathsOf = <P extends keyof (typeof SERVICE_PATHS)[ApplicationKind]>(part: P) =>
  Object.fromEntries(Object.entries(SERVICE_PATHS).map(([kind, paths]) => [kind, paths[part]])) as {
    [K in ApplicationKind]: (typeof SERVICE_PATHS)[K][P];
  };

export const ADMIN_LIST_PATHS = pathsOf('adminList');

/** Route segment of each detail screen (ad/viewVisa/{id} …). */
export const ADMIN_DETAIL_SEGMENTS = pathsOf('adminDetailSegment');

export function adminDetailPath(kind: ApplicationKind, id: string): string {
  return `/ad/${ADMIN_DETAIL_SEGMENTS[kind]}/${encodeURIComponent(id)}`;
}

/** Where an application's page shows the applicant's answer that waits for staff (its hash). */
export const ANSWER_WAITING_ANCHOR = 'answer';

/** An application whose applicant has answered opens at the answer, not 2,700 px above it. */
export function adminAnswerPath(kind: ApplicationKind, id: string): string {
  return `${adminDetailPath(kind, id)}#${ANSWER_WAITING_ANCHOR}`;
}

/**
 * What a link from a list to an application carries (router state): the list's address with its
 * filters and search, so that "Back to the list" returns to the list as it was left.
 */
export type ListOrigin = { list: string };

export const listOrigin = ({ pathname, search }: { pathname: string; search: string }): ListOrigin => ({
  list: `${pathname}${search}`,
});

/** What "Back to the list" carries (router state): the list gives back the scroll position it had. */
export type ReturnedToList = { returned: true };
export const RETURNED_TO_LIST: ReturnedToList = { returned: true };

/**
 * The list to go back to from an application of `kind`: the one it was opened from, when the
 * state names one of this service's lists, else the service's list as it opens.
 */
export function listPathFrom(kind: ApplicationKind, state: unknown): string {
  const list = (state as Partial<ListOrigin> | null)?.list;
  const own = ADMIN_LIST_PATHS[kind];
  return typeof list === 'string' && (list === own || list.startsWith(`${own}?`)) ? list : own;
}
