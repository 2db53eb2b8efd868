import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { BlobStore } from './blobs/store.ts';
import type { Env } from './env.ts';
import type { FirebaseServices } from './firebase.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { csrfProtection } from './http/csrf.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { spaRouter } from './http/static.ts';
import { applicationsRouter } from './routes/applications.ts';
import { clientConfigRouter } from './routes/clientConfig.ts';
import { healthRouter } from './routes/health.ts';
import { paymentsRouter } from './routes/payments.ts';
import { sandboxCheckoutRouter } from './routes/sandboxCheckout.ts';
import { tinDuplicatesRouter } from './routes/tinDuplicates.ts';
import { uploadsRouter } from './routes/uploads.ts';

export type AppDeps = {
  env: Env;
  logger: Logger;
  firebase: FirebaseServices;
  blobs: BlobStore;
  payments: PaymentProvider;
};

const JSON_LIMIT = '100kb';

/** Builds the Express app without listening, so tests and the Cloud Function wrap the same thing. */
export function createApp({ env, logger, firebase, blobs, payments }: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.NODE_ENV === 'production');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(securityHeaders(env));
  app.use(compression());
  app.use(cookieParser());

  const api = express.Router();
  // Server-to-server calls (the gateway's webhook) and the sandbox gateway's own page carry no CSRF token.
  api.use(
    csrfProtection({
      secureCookie: env.NODE_ENV === 'production',
      exempt: (path) => path === '/payments/webhook' || path.startsWith('/sandbox/checkout/'),
    }),
  );
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use(healthRouter(firebase));
  api.use(clientConfigRouter(env));
  api.use(uploadsRouter(blobs, firebase));
  api.use(applicationsRouter(firebase, blobs));
  api.use(
    paymentsRouter(firebase, payments, {
      publicUrl: env.PUBLIC_URL,
      reconcileAfterMs: env.RECONCILE_AFTER_MINUTES * 60_000,
    }),
  );
  if (payments.name === 'sandbox') api.use(sandboxCheckoutRouter(firebase.db));
  api.use(tinDuplicatesRouter(firebase));
  api.use(apiNotFound);
  app.use('/api', api);

  if (env.STATIC_DIR) app.use(spaRouter(env.STATIC_DIR));
  app.use(errorHandler);
  return app;
}
