import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA as Hosting does: its files, and index.html for every other address. How long
 * each may be cached is firebase.json's to say (see hostingHeaders.ts), not ours.
 */
export function spaRouter(staticDir: string) {
  const root = path.resolve(staticDir);
  const router = Router();
  router.use(
    '/static',
    express.static(path.join(root, 'static'), { cacheControl: false, fallthrough: false }),
  );
  router.use(express.static(root, { index: false, cacheControl: false }));
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.sendFile(path.join(root, 'index.html'), { cacheControl: false });
  });
  return router;
}
