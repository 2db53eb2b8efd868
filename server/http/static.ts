import path from 'node:path';
import express, { Router } from 'express';
import firebaseJson from '../../firebase.json' with { type: 'json' };

type Rewrite = { source: string; destination?: string };

/** The page firebase.json's catch-all rewrite serves: the bare shell, for every other address. */
const SHELL = (firebaseJson.hosting.rewrites as Rewrite[]).find((rule) => rule.destination)!.destination!;

/**
 * Serves the built app as Hosting does with firebase.json's settings: its files; with cleanUrls a
 * page at its address without .html (/visa is visa.html, /sw/visa sw/visa.html) and the address
 * with .html sent there; the shell for every other address but a hashed file's, which is a 404
 * when missing. How long each may be cached is firebase.json's to say (see hostingHeaders.ts).
 */
export function spaRouter(staticDir: string) {
  const root = path.resolve(staticDir);
  const router = Router();
  router.use(
    '/static',
    express.static(path.join(root, 'static'), { cacheControl: false, fallthrough: false }),
  );
  if (firebaseJson.hosting.cleanUrls) {
    router.get(/\.html$/, (req, res, next) => {
      const clean = req.path.replace(/(\/index)?\.html$/, '') || '/';
      if (clean === req.path) {
        next();
        return;
      }
      res.redirect(301, `${clean}${new URL(req.originalUrl, 'http://app').search}`);
    });
  }
  router.use(
    express.static(root, {
      index: 'index.html',
      cacheControl: false,
      extensions: firebaseJson.hosting.cleanUrls ? ['html'] : false,
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.sendFile(path.join(root, SHELL), { cacheControl: false });
  });
  return router;
}
