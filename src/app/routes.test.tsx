import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_TRANSLATIONS, TRANSLATIONS } from '#unit/translationTrees';
import { PRERENDERED_PAGES } from '../../scripts/prerender/pages';
import { FORM_PATHS, PUBLIC_PATHS, STAFF_DETAIL_PATHS, STAFF_LIST_PATHS, STAFF_PATHS } from './routePaths';
import { preloadScreenAt, ROUTES, routesAt, routeTitleKey, STAFF_NAVIGATION, type AppRoute } from './routes';

// What opening the staff area ahead starts besides the screens' code: recorded, not loaded.
const started = vi.hoisted(() => ({ words: vi.fn(), session: vi.fn() }));
vi.mock('#lib/staffTranslations', () => ({ preloadStaffTranslations: started.words }));
vi.mock('../features/auth/api/accounts', () => ({ startRestoringSession: started.session }));
vi.mock('./AdminLayout', () => ({ default: () => null }));

type Entry = { route: AppRoute; path: string; name: string };

/** Every route of the table with its whole address; an index route is named after its parent's. */
function entriesOf(routes: AppRoute[], base = ''): Entry[] {
  return routes.flatMap((route) => {
    const own =
      route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const entry = { route, path: own || '/', name: route.index ? `${own} (index)` : own || '(layout)' };
    return [entry, ...(route.children ? entriesOf(route.children, own) : [])];
  });
}

const ENTRIES = entriesOf(ROUTES);
const SCREENS = ENTRIES.filter(({ route }) => !route.children);
const nameOf = (route: AppRoute) => ENTRIES.find((entry) => entry.route === route)!.name;

/** An address that opens `path`, each `:name` part given a value. */
const addressOf = (path: string) => path.replace(/:\w+/g, 'x1');

const isStaff = (path: string) => /^\/ad(\/|$)/.test(path);

describe('the table of routes', () => {
  it('has a screen at every address of routePaths.ts, and no other', () => {
    const addresses = [
      ...Object.values(PUBLIC_PATHS),
      ...Object.values(FORM_PATHS),
      ...Object.values(STAFF_PATHS),
      ...Object.values(STAFF_LIST_PATHS),
      ...Object.values(STAFF_DETAIL_PATHS),
    ];
    const screens = SCREENS.map(({ path }) => path).filter((path) => !path.endsWith('*'));
    expect([...screens].sort()).toEqual([...new Set(addresses)].sort());
  });

  it("finds each screen at its address with react-router's matching, titled in both languages", () => {
    for (const { route, path, name } of SCREENS) {
      const address = addressOf(path.replace(/\*$/, 'no-such-page'));
      expect(nameOf(routesAt(address).at(-1)!.route), address).toBe(name);
      // A public screen's title is in the file every visitor downloads; the staff area's may be in its own.
      const words = isStaff(path) ? TRANSLATIONS : PUBLIC_TRANSLATIONS;
      for (const lang of ['en', 'sw'] as const) {
        const text = route.title
          ?.split('.')
          .reduce<unknown>((tree, key) => (tree as never)?.[key], words[lang]);
        expect(typeof text, `${lang} title of ${path}: ${route.title}`).toBe('string');
      }
    }
  });

  it('loads every screen of the features: a *Page.tsx no route shows is missing from it', () => {
    const source = readFileSync(path.join(process.cwd(), 'src/app/routes.tsx'), 'utf8');
    const loaded = [...source.matchAll(/import\('(\.\.\/features\/[^']+)'\)/g)].map(
      ([, file]) => `${file}.tsx`,
    );
    const pages = Object.keys(import.meta.glob('../features/**/*Page.tsx'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => !loaded.includes(page))).toEqual([]);
  });

  it('shows a screen of its own at every pre-rendered page', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(routesAt(page.path).at(-1)!.route.path, page.path).not.toBe('*');
    }
  });

  it('links the staff navigation to its screens, in their order', () => {
    expect(STAFF_NAVIGATION.map(({ to }) => to)).toEqual([
      STAFF_PATHS.dashboard,
      ...Object.values(STAFF_LIST_PATHS),
      STAFF_PATHS.agents,
      STAFF_PATHS.agentStatements,
      STAFF_PATHS.reports,
    ]);
    for (const { to, label } of STAFF_NAVIGATION) expect(routesAt(to).at(-1)!.route.nav?.label).toBe(label);
  });
});

describe('routeTitleKey', () => {
  it("names the screen an address opens, by the router's own matching", () => {
    expect(routeTitleKey('/')).toBe('meta.siteTitle');
    expect(routeTitleKey('/tin')).toBe('options.applicationKind.tin');
    expect(routeTitleKey('/ad')).toBe('admin.nav.dashboard');
    expect(routeTitleKey('/ad/brela')).toBe('staffKinds.brela.list');
    expect(routeTitleKey('/ad/viewBusiness/x1')).toBe('staffKinds.business.list');
    expect(routeTitleKey('/ad/agents/statements')).toBe('statements.admin.title');
    expect(routeTitleKey('/ad/agents/AGT-7K3QM')).toBe('agents.title');
    expect(routeTitleKey('/verify/ABC123')).toBe('verify.title');
    expect(routeTitleKey('/my-applications/')).toBe('myApplications.title');
    expect(routeTitleKey('/reset-password')).toBe('passwordReset.title');
    expect(routeTitleKey('/agent')).toBe('clients.title');
  });

  it('is "not found" where the router shows "not found"', () => {
    for (const pathname of [
      '/no-such-page',
      '/visa/x',
      '/ad/nothing',
      '/ad/viewVisa/a/b',
      '/ad/reports/2026',
    ]) {
      expect(routeTitleKey(pathname), pathname).toBe('notFound.title');
    }
  });
});

describe('preloadScreenAt', () => {
  const preloads = () =>
    ENTRIES.flatMap(({ route, name }) =>
      route.preload ? [{ name, spy: vi.spyOn(route, 'preload').mockImplementation(() => undefined) }] : [],
    );
  const preloadedAt = (pathname: string) => {
    const spies = preloads();
    preloadScreenAt(pathname);
    const preloaded = spies.filter(({ spy }) => spy.mock.calls.length > 0).map(({ name }) => name);
    for (const { spy } of spies) spy.mockRestore();
    return preloaded;
  };

  afterEach(() => {
    vi.restoreAllMocks();
    started.words.mockClear();
    started.session.mockClear();
  });

  it('downloads a form ahead when the page is opened at its address', () => {
    expect(preloadedAt('/visa')).toEqual(['/visa']);
    expect(preloadedAt('/tin/')).toEqual(['/tin']);
    expect(preloadedAt('/business')).toEqual(['/business']);
  });

  it('downloads the staff shell and the staff screen an address opens, together', () => {
    expect(preloadedAt('/ad')).toEqual(['/ad', '/ad (index)']);
    expect(preloadedAt('/ad/')).toEqual(['/ad', '/ad (index)']);
    expect(preloadedAt('/ad/dashboard')).toEqual(['/ad', '/ad/dashboard']);
    expect(preloadedAt('/ad/visa')).toEqual(['/ad', '/ad/visa']);
    expect(preloadedAt('/ad/viewTin/abc123/')).toEqual(['/ad', '/ad/viewTin/:id']);
    expect(preloadedAt('/ad/agents')).toEqual(['/ad', '/ad/agents']);
    expect(preloadedAt('/ad/agents/statements')).toEqual(['/ad', '/ad/agents/statements']);
    expect(preloadedAt('/ad/agents/AGT-7K3QM')).toEqual(['/ad', '/ad/agents/:aan']);
    expect(preloadedAt('/ad/reports/')).toEqual(['/ad', '/ad/reports']);
  });

  it("starts the staff area's words and Auth's saved session with the staff shell", async () => {
    const screen = routesAt('/ad/reports').at(-1)!.route;
    vi.spyOn(screen, 'preload').mockImplementation(() => undefined);
    preloadScreenAt('/ad/reports');
    await vi.waitFor(() => {
      expect(started.words).toHaveBeenCalledOnce();
      expect(started.session).toHaveBeenCalledOnce();
    });
  });

  it('downloads nothing ahead for other pages, nor for addresses no screen answers', () => {
    for (const pathname of [
      '/',
      '/home',
      '/payment',
      '/sign-in',
      '/visa/x',
      '/visas',
      '/adverts',
      '/ad/nothing',
      '/ad/viewVisa/a/b',
      '/ad/dashboard/x',
      '/ad/agents/AGT-7K3QM/x',
      '/ad/reports/2026',
    ]) {
      expect(preloadedAt(pathname), pathname).toEqual([]);
    }
    expect(started.session).not.toHaveBeenCalled();
  });
});
