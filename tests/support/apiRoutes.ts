// Every route the API answers, read from the Express app itself, so a test that must cover every
// route covers one the day it is added.
import type { Express } from 'express';

export type ApiRoute = { method: string; path: string };

/** What Express keeps of a route or a mounted router: read here alone (router@2's layers). */
type Layer = {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  match: (path: string) => boolean;
};

/** The routes under /api, each method and path once, as written in the routers (`/payments/:orderId`). */
export function apiRoutes(app: Express): ApiRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  // The router mounted at /api: it takes /api/… and nothing else (the pages' router takes all).
  const api = stack.find((layer) => layer.handle?.stack && layer.match('/api/x') && !layer.match('/x'));
  if (!api?.handle?.stack) throw new Error('No router is mounted at /api: the route reader needs updating.');
  const routes = new Map<string, ApiRoute>();
  const walk = (layers: Layer[]) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = [layer.route.path].flat().filter((path): path is string => typeof path === 'string');
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all')) {
          for (const path of paths) {
            const route = { method: method.toUpperCase(), path: `/api${path}` };
            routes.set(`${route.method} ${route.path}`, route);
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(api.handle.stack);
  return [...routes.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}
