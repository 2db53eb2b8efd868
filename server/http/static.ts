import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA: Vite's hashed files (under /static) cached for a year; everything else,
 * translations included, revalidated so a deploy shows at once.
 */
export function spaRouter(staticDir: string) {
  const root = path.resolve(staticDir);
  const router = Router();
  router.use(
    '/static',
    express.static(path.join(root, 'static'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(root, { index: false, maxAge: 0 }));
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(path.join(root, 'index.html'));
  });
  return router;
}
