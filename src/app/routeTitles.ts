import { APPLICATION_KINDS, applicationKindLabels, SERVICE_PATHS, serviceLabels } from '#domain/kinds';

/** The home page's title: the whole name of the site, as index.html has it in English. */
export const SITE_TITLE = 'meta.siteTitle';

const FIXED: Readonly<Record<string, string>> = {
  '/': SITE_TITLE,
  '/home': SITE_TITLE,
  '/sign-in': 'signIn.title',
  '/register': 'register.title',
  '/login': 'header.signIn',
  '/payment': 'payment.title',
  '/success': 'success.title',
  '/payment-status': 'paymentStatus.title',
  '/my-applications': 'myApplications.title',
  '/track': 'track.title',
  '/agent/statements': 'statements.agent.title',
  '/ad': 'admin.nav.dashboard',
  '/ad/dashboard': 'admin.nav.dashboard',
  '/ad/agents': 'agents.title',
  '/ad/reports': 'admin.reports.title',
  '/become-an-agent': 'becomeAgent.title',
};

/** Each form, staff list and application page: the service's name, or its list's. */
const SERVICE_TITLES = APPLICATION_KINDS.flatMap((kind) => {
  const paths = SERVICE_PATHS[kind];
  const list = serviceLabels(kind).listTitle;
  return [
    { matches: (path: string) => path === paths.form, key: applicationKindLabels[kind] },
    { matches: (path: string) => path === paths.adminList, key: list },
    { matches: (path: string) => path.startsWith(`/ad/${paths.adminDetailSegment}/`), key: list },
  ];
});

/** The translation key of the title of the screen at `pathname`; an unknown one is "not found". */
export function routeTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/verify\/[^/]+$/.test(path)) return 'verify.title';
  if (path === '/ad/agents/statements') return 'statements.admin.title';
  if (/^\/ad\/agents\/[^/]+$/.test(path)) return 'agents.title';
  return FIXED[path] ?? SERVICE_TITLES.find((title) => title.matches(path))?.key ?? 'notFound.title';
}
