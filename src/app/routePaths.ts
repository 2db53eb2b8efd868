import { APPLICATION_KINDS, SERVICE_PATHS, type ApplicationKind } from '#domain/kinds';
import { PRIVACY_PATH } from '#domain/privacy';
import {
  ADMIN_AGENT_STATEMENTS_PATH,
  ADMIN_AGENTS_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_REPORTS_PATH,
} from '../features/admin/common/routes.js';

// Every address the router answers (the table of routes, routes.tsx, has a screen at each, which
// its unit test holds), so whatever walks the whole app, a browser test, finds every screen.
// `:name` is a part of the address the screen reads. Any other address shows "not found".

const perKind = (path: (kind: ApplicationKind) => string) =>
  Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, path(kind)])) as Record<ApplicationKind, string>;

/** What anyone may open, signed in or not (an agent's screens ask an agent to sign in). */
export const PUBLIC_PATHS = {
  home: '/',
  homeAgain: '/home',
  staffSignIn: '/sign-in',
  register: '/register',
  signIn: '/login',
  passwordReset: '/reset-password',
  agentClients: '/agent',
  agentStatements: '/agent/statements',
  payment: '/payment',
  success: '/success',
  paymentStatus: '/payment-status',
  myApplications: '/my-applications',
  track: '/track',
  verify: '/verify/:code',
  /** The same screen without a code: a box to type one from the paper. */
  verifyTyped: '/verify',
  becomeAgent: '/become-an-agent',
  privacy: PRIVACY_PATH,
} as const;

/** Each service's application form. */
export const FORM_PATHS = perKind((kind) => SERVICE_PATHS[kind].form);

/** The staff area: its own screens, then each service's list and application page. */
export const STAFF_PATHS = {
  area: '/ad',
  dashboard: ADMIN_DASHBOARD_PATH,
  agentStatements: ADMIN_AGENT_STATEMENTS_PATH,
  agents: ADMIN_AGENTS_PATH,
  agent: `${ADMIN_AGENTS_PATH}/:aan`,
  reports: ADMIN_REPORTS_PATH,
} as const;

export const STAFF_LIST_PATHS = perKind((kind) => SERVICE_PATHS[kind].adminList);

export const STAFF_DETAIL_PATHS = perKind((kind) => `/ad/${SERVICE_PATHS[kind].adminDetailSegment}/:id`);
