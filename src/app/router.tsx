import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ROUTES } from './routes';

/**
 * The tab's title, loaded after the first screen: nothing on it waits for the title. Should its
 * file fail to load (a release since the page opened), the page goes on with the title it has.
 */
const RouteTitle = lazy(() => import('./RouteTitle').catch(() => ({ default: () => null })));

// Declarative routes, not the data router: the same lazy screens for ~16 kB less gzip on first load.
// The table (routes.tsx) is rendered as <Routes> would render it, and the tab's title is read from it.
export function AppRoutes() {
  return (
    <>
      <Suspense fallback={null}>
        <RouteTitle />
      </Suspense>
      {useRoutes(ROUTES)}
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
