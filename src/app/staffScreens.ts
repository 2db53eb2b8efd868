import { APPLICATION_KINDS, SERVICE_PATHS } from '#domain/kinds';
import { screenLoader } from './screenLoader';

/** The staff area's shell and screens, each its own chunk (router.tsx renders them). */
export const STAFF_SCREENS = {
  layout: screenLoader(() => import('./AdminLayout')),
  dashboard: screenLoader(() => import('../features/admin/dashboard/DashboardPage')),
  list: screenLoader(() => import('../features/admin/lists/ApplicationListPage')),
  detail: screenLoader(() => import('../features/admin/detail/DetailPage')),
  statements: screenLoader(() => import('../features/admin/agents/statements/StatementsPage')),
  agents: screenLoader(() => import('../features/admin/agents/AgentsPage')),
  agent: screenLoader(() => import('../features/admin/agents/AgentPage')),
  reports: screenLoader(() => import('../features/admin/reports/ReportsPage')),
};

type StaffScreen = Exclude<keyof typeof STAFF_SCREENS, 'layout'>;

/**
 * Which staff screen an address opens (/ad/visa: a list; /ad/viewVisa/{id}: an application;
 * /ad/agents and /ad/agents/{aan}: the agents; /ad/reports: the reports).
 */
export function staffScreenAt(pathname: string): StaffScreen | undefined {
  const [area, screen, id, ...rest] = pathname.replace(/\/$/, '').split('/').slice(1);
  if (area !== 'ad' || rest.length > 0) return undefined;
  if (screen === undefined || (screen === 'dashboard' && id === undefined)) return 'dashboard';
  if (screen === 'reports') return id === undefined ? 'reports' : undefined;
  if (screen === 'agents' && id === 'statements') return 'statements';
  if (screen === 'agents') return id === undefined ? 'agents' : 'agent';
  const matches = APPLICATION_KINDS.some((kind) =>
    id === undefined
      ? SERVICE_PATHS[kind].adminList === `/ad/${screen}`
      : SERVICE_PATHS[kind].adminDetailSegment === screen,
  );
  if (!matches) return undefined;
  return id === undefined ? 'list' : 'detail';
}

/**
 * A staff screen opened from its address (a bookmark, a reload, a link) would otherwise download
 * in steps, each waiting for the one before: the staff shell, then Firebase Auth once the shell's
 * guard asks who is signed in, then the screen once the guard has read the role. Here all three
 * start at once, beside React and the translations, and Auth starts restoring the saved session.
 * Only code is fetched: nothing of the staff area renders or is read before the guard has seen a
 * staff role, as before. Public addresses load nothing more.
 */
export function preloadStaffScreen(pathname: string) {
  const screen = staffScreenAt(pathname);
  if (!screen) return;
  STAFF_SCREENS.layout.preload();
  // The staff area's words too, from the module the staff shell loads them with.
  void import('#lib/staffTranslations').then((words) => words.preloadStaffTranslations());
  import('../features/auth/api/accounts').then(
    (accounts) => accounts.startRestoringSession(),
    // Left to the guard, which loads it again and reports a failure.
    () => undefined,
  );
  STAFF_SCREENS[screen].preload();
}
