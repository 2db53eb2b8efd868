import type { ComponentType, ReactElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { FormPage } from '#components/FormPage';
import { NotFound } from '#components/NotFound';
import {
  APPLICATION_KINDS,
  applicationKindLabels,
  capitalized,
  PRICED_IN_DOLLARS_TOO,
  PRICES,
  SERVICES_ORDER,
  serviceLabels,
  type ApplicationKind,
} from '#domain/kinds';
import { PublicLayout } from './PublicLayout';
import { FORM_PATHS, PUBLIC_PATHS, STAFF_DETAIL_PATHS, STAFF_LIST_PATHS, STAFF_PATHS } from './routePaths';
import { screenLoader, type ScreenLoader } from './screenLoader';

// The app's screens, each once: its address, what it shows, the tab's title, what opening the page
// at its address downloads ahead, and its link in the staff navigation. The router renders this
// table (router.tsx, in declarative mode: no data router), and the title, the preloading and the
// staff navigation read it with react-router's own matching, so they never disagree with what
// the router shows. The addresses are routePaths.ts's, which a browser test walks one by one.

type RouteFields = {
  /** An address (`:name` a part the screen reads), or absent for a frame around its screens. */
  path?: string;
  /** What the address shows; each screen is its own chunk, downloaded when first shown. */
  element: ReactElement;
  /**
   * Started at once when the page is opened at the address of a screen that has it (a link, a
   * bookmark, a reload), beside React and the translations, with that of each frame around it:
   * otherwise its download would wait for everything before it to be painted. Other addresses
   * download nothing ahead.
   */
  preload?: () => void;
};

/** A link in the staff area's navigation; `adminOnly` for administrators only. */
type StaffNavigation = { label: string; adminOnly?: true };

/** A screen: an address and what it shows, with the translation key of the tab's title. */
type ScreenRoute = RouteFields & {
  title: string;
  nav?: StaffNavigation;
  children?: undefined;
} & ({ index: true; path?: undefined } | { index?: false });

/** A frame (the header, the staff area's guard and navigation) around its screens. */
type LayoutRoute = RouteFields & { children: AppRoute[]; index?: false; title?: undefined; nav?: undefined };

export type AppRoute = ScreenRoute | LayoutRoute;

/** The home page's title: the whole name of the site, as index.html has it in English. */
export const SITE_TITLE = 'meta.siteTitle';
const NOT_FOUND_TITLE = 'notFound.title';

type ScreenModule = { default: ComponentType };

/** A screen that is downloaded when it is first shown. */
const shown = (load: () => Promise<ScreenModule>) => {
  const { Screen } = screenLoader(load);
  return <Screen />;
};

/** The check of a code, at its own address or with a box to type it in. */
const verifyScreen = shown(() => import('../features/verify/VerifyPage'));

/** A screen that is also downloaded ahead when the page is opened at its address. */
const preloaded = ({ Screen, preload }: ScreenLoader<object>) => ({ element: <Screen />, preload });

// Every kind's form is src/features/apply/<kind>/<Kind>Form.tsx, each its own chunk.
const FORM_MODULES = import.meta.glob<ScreenModule>('../features/apply/*/*Form.tsx');

/**
 * A service's form in its frame (title, lead, fee). Opened at its address, the form starts
 * downloading at once: otherwise its download would start only once the frame had been painted,
 * which on a slow phone is one more wait for the network after everything else (measured with
 * measure/formsUsable.mjs).
 */
function formScreen(kind: ApplicationKind) {
  const file = `../features/apply/${kind}/${capitalized(kind)}Form.tsx`;
  const load = FORM_MODULES[file];
  if (!load) throw new Error(`No form screen for "${kind}" at src/${file.slice(3)}.`);
  const { Screen, preload } = screenLoader(load);
  const labels = serviceLabels(kind);
  return {
    element: (
      <FormPage
        title={labels.formTitle}
        lead={labels.formLead}
        price={PRICES[kind]}
        usd={PRICED_IN_DOLLARS_TOO.includes(kind)}
      >
        <Screen />
      </FormPage>
    ),
    preload,
  };
}

const home = shown(() => import('../features/home/HomePage'));

const staffShell = screenLoader(() => import('./AdminLayout'));
const dashboard = screenLoader(() => import('../features/admin/dashboard/DashboardPage'));
const applicationList = screenLoader(() => import('../features/admin/lists/ApplicationListPage'));
const application = screenLoader(() => import('../features/admin/detail/DetailPage'));

/** The staff area's screens, in the order of their links in its navigation. */
const STAFF_SCREENS: AppRoute[] = [
  {
    index: true,
    element: <Navigate to={STAFF_PATHS.dashboard} replace />,
    title: 'admin.nav.dashboard',
    preload: dashboard.preload,
  },
  {
    path: STAFF_PATHS.dashboard,
    ...preloaded(dashboard),
    title: 'admin.nav.dashboard',
    nav: { label: 'admin.nav.dashboard' },
  },
  ...SERVICES_ORDER.map((kind) => ({
    path: STAFF_LIST_PATHS[kind],
    // Its own key: another service's list is another screen, not this one with other props.
    element: <applicationList.Screen key={kind} kind={kind} />,
    preload: applicationList.preload,
    title: serviceLabels(kind).listTitle,
    nav: { label: serviceLabels(kind).nav },
  })),
  {
    path: STAFF_PATHS.agents,
    ...preloaded(screenLoader(() => import('../features/admin/agents/AgentsPage'))),
    title: 'agents.title',
    nav: { label: 'admin.nav.agents', adminOnly: true },
  },
  {
    path: STAFF_PATHS.agentStatements,
    ...preloaded(screenLoader(() => import('../features/admin/agents/statements/StatementsPage'))),
    title: 'statements.admin.title',
    nav: { label: 'statements.admin.nav', adminOnly: true },
  },
  {
    path: STAFF_PATHS.reports,
    ...preloaded(screenLoader(() => import('../features/admin/reports/ReportsPage'))),
    title: 'admin.reports.title',
    nav: { label: 'admin.nav.reports', adminOnly: true },
  },
  {
    path: STAFF_PATHS.agent,
    ...preloaded(screenLoader(() => import('../features/admin/agents/AgentPage'))),
    title: 'agents.title',
  },
  ...APPLICATION_KINDS.map((kind) => ({
    path: STAFF_DETAIL_PATHS[kind],
    ...preloaded(application),
    title: serviceLabels(kind).listTitle,
  })),
  { path: '*', element: <NotFound />, title: NOT_FOUND_TITLE },
];

/** The staff area's navigation: its screens that have a link, in the table's order. */
export const STAFF_NAVIGATION = STAFF_SCREENS.flatMap(({ path, nav }) =>
  path && nav ? [{ to: path, ...nav }] : [],
);

/**
 * A staff screen opened at its address would otherwise download in steps, each waiting for the one
 * before: the staff shell, then Firebase Auth once the shell's guard asks who is signed in, then
 * the screen once the guard has read the role. All three start at once, and Auth starts restoring
 * the saved session. Only code is fetched: nothing of the staff area renders or is read before the
 * guard has seen a staff role.
 */
function preloadStaffArea() {
  staffShell.preload();
  // The staff area's words too, from the module the staff shell loads them with.
  void import('#lib/staffTranslations').then((words) => words.preloadStaffTranslations());
  import('../features/auth/api/accounts').then(
    (accounts) => accounts.startRestoringSession(),
    // Left to the guard, which loads it again and reports a failure.
    () => undefined,
  );
}

export const ROUTES: AppRoute[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: PUBLIC_PATHS.home, element: home, title: SITE_TITLE },
      { path: PUBLIC_PATHS.homeAgain, element: home, title: SITE_TITLE },
      {
        path: PUBLIC_PATHS.staffSignIn,
        element: shown(() => import('../features/auth/SignInPage')),
        title: 'signIn.title',
      },
      {
        path: PUBLIC_PATHS.register,
        element: shown(() => import('../features/auth/RegisterPage')),
        title: 'register.title',
      },
      {
        path: PUBLIC_PATHS.signIn,
        element: shown(() => import('../features/auth/VisitorSignInPage')),
        title: 'header.signIn',
      },
      {
        path: PUBLIC_PATHS.passwordReset,
        element: shown(() => import('../features/auth/PasswordResetPage')),
        title: 'passwordReset.title',
      },
      {
        path: PUBLIC_PATHS.agentClients,
        element: shown(() => import('../features/applicant/clients/ClientsPage')),
        title: 'clients.title',
      },
      {
        path: PUBLIC_PATHS.agentStatements,
        element: shown(() => import('../features/agent/statements/StatementsPage')),
        title: 'statements.agent.title',
      },
      ...APPLICATION_KINDS.map((kind) => ({
        path: FORM_PATHS[kind],
        ...formScreen(kind),
        title: applicationKindLabels[kind],
      })),
      {
        path: PUBLIC_PATHS.payment,
        element: shown(() => import('../features/payment/PaymentPage')),
        title: 'payment.title',
      },
      {
        path: PUBLIC_PATHS.success,
        element: shown(() => import('../features/payment/SuccessPage')),
        title: 'success.title',
      },
      {
        path: PUBLIC_PATHS.paymentStatus,
        element: shown(() => import('../features/payment/PaymentStatusPage')),
        title: 'paymentStatus.title',
      },
      {
        path: PUBLIC_PATHS.myApplications,
        element: shown(() => import('../features/applicant/MyApplicationsPage')),
        title: 'myApplications.title',
      },
      {
        path: PUBLIC_PATHS.track,
        element: shown(() => import('../features/applicant/TrackPage')),
        title: 'track.title',
      },
      ...[PUBLIC_PATHS.verify, PUBLIC_PATHS.verifyTyped].map((path) => ({
        path,
        element: verifyScreen,
        title: 'verify.title',
      })),
      {
        path: PUBLIC_PATHS.becomeAgent,
        element: shown(() => import('../features/home/BecomeAgentPage')),
        title: 'becomeAgent.title',
      },
      {
        path: PUBLIC_PATHS.privacy,
        element: shown(() => import('../features/privacy/PrivacyPage')),
        title: 'privacy.title',
      },
      {
        path: STAFF_PATHS.area,
        element: <staffShell.Screen links={STAFF_NAVIGATION} />,
        preload: preloadStaffArea,
        children: STAFF_SCREENS,
      },
      { path: '*', element: <NotFound />, title: NOT_FOUND_TITLE },
    ],
  },
];

/** The routes `pathname` opens, from the outermost frame to its screen, as the router matches them. */
export const routesAt = (pathname: string) => matchRoutes(ROUTES, pathname) ?? [];

/** The translation key of the title of the screen at `pathname`; an unknown one is "not found". */
export const routeTitleKey = (pathname: string) => routesAt(pathname).at(-1)?.route.title ?? NOT_FOUND_TITLE;

/** Downloads ahead what the screen at `pathname` shows, if it is one that preloads (main.tsx). */
export function preloadScreenAt(pathname: string) {
  const matches = routesAt(pathname);
  if (!matches.at(-1)?.route.preload) return;
  for (const { route } of matches) route.preload?.();
}
