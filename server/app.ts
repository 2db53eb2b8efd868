import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import type { BlobStore } from './blobs/store.ts';
import { isLocalStack, publicUrlOf, type Env } from './env.ts';
import type { FirebaseServices } from './firebase.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { requireAppCheck } from './http/appCheck.ts';
import { csrfProtection } from './http/csrf.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { jsonBody } from './http/jsonBody.ts';
import { rateLimits } from './http/rateLimit/limits.ts';
import { requestLogger } from './http/requestLog.ts';
import { proxyTrust } from './http/proxyTrust.ts';
import { securityHeaders } from './http/security.ts';
import { spaRouter } from './http/static.ts';
import { submissionsRouter } from './routes/submissions.ts';
import { agentsRouter } from './routes/agents.ts';
import { agentClientsRouter } from './routes/agentClients.ts';
import { agentNamesRouter } from './routes/agentNames.ts';
import { applicantRouter } from './routes/applicant.ts';
import { accessRouter } from './routes/access.ts';
import { applicationsRouter } from './routes/applications.ts';
import { requestAnswersRouter } from './routes/requestAnswers.ts';
import { requestsRouter } from './routes/requests.ts';
import { assignmentsRouter } from './routes/assignments.ts';
import { dataRightsRouter } from './routes/dataRights.ts';
import { clientConfigRouter } from './routes/clientConfig.ts';
import { exportsRouter } from './routes/exports.ts';
import { healthRouter } from './routes/health.ts';
import { messagesRouter } from './routes/messages.ts';
import { paymentsRouter } from './routes/payments.ts';
import { sandboxCheckoutRouter } from './routes/sandboxCheckout.ts';
import { sandboxOutboxRouter } from './routes/sandboxOutbox.ts';
import { tinDuplicatesRouter } from './routes/tinDuplicates.ts';
import { resultsRouter } from './routes/results.ts';
import { reportsRouter } from './routes/reports.ts';
import { statementsRouter } from './routes/statements.ts';
import { uploadsRouter } from './routes/uploads.ts';
import { projectUploadAllowance } from './uploads/projectAllowance.ts';
import { verifyRouter } from './routes/verify.ts';

export type AppDeps = {
  env: Env;
  logger: Logger;
  firebase: FirebaseServices;
  blobs: BlobStore;
  payments: PaymentProvider;
};

/** Unset: nothing in front locally; in production Firebase Hosting, then Google's front end. */
function proxyHops(env: Env) {
  return env.TRUST_PROXY_HOPS ?? (env.NODE_ENV === 'production' ? 2 : 0);
}

/** Builds the Express app without listening, so tests and the Cloud Function wrap the same thing. */
export function createApp({ env, logger, firebase, blobs, payments }: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  // Exactly the hops in front of us: the client's address is the one the outermost of them saw.
  app.set('trust proxy', proxyTrust(proxyHops(env), env.HOSTING_PROXY_RANGES));
  app.use(requestLogger(logger));
  app.use(securityHeaders(env));
  app.use(compression());
  app.use(cookieParser());

  const api = express.Router();
  // Answers are private and not stored unless a route says otherwise: the CSRF cookies may ride on
  // any of them, and Hosting drops Set-Cookie from an answer not marked private (its CDN could
  // otherwise hand one visitor's token to the next).
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  // Server-to-server calls (the gateway's webhook) and the sandbox gateway's own page carry no CSRF token.
  api.use(
    csrfProtection({
      secureCookie: env.NODE_ENV === 'production',
      exempt: (path) => path === '/payments/webhook' || path.startsWith('/sandbox/checkout/'),
    }),
  );
  // After the CSRF check, so a forged request costs no counter. Each route lists its own limit
  // first, before its body is read, and App Check after it (server/http/guards.ts).
  const limits = rateLimits({
    db: firebase.db,
    logger,
    scale: env.RATE_LIMIT_SCALE,
    checks: { auth: firebase.auth, verifyAppCheck: firebase.verifyAppCheck },
  });
  // After a route's limit, so a flood is stopped before its tokens are verified.
  const appCheck = requireAppCheck(env.APP_CHECK, firebase.verifyAppCheck, logger);
  const guards = { limits, appCheck };
  api.use(healthRouter(firebase));
  api.use(clientConfigRouter(env));
  api.use(
    uploadsRouter(
      firebase,
      guards,
      blobs,
      projectUploadAllowance(firebase.db, env.UPLOAD_BYTES_DAILY, logger),
    ),
  );
  api.use(submissionsRouter(firebase, guards));
  // Before the agents' routes, whose /agents/:aan would take /agents/statements for an AAN.
  api.use(statementsRouter(firebase));
  api.use(reportsRouter(firebase));
  api.use(agentsRouter(firebase, guards, { publicUrl: publicUrlOf(env) }));
  api.use(agentClientsRouter(firebase, guards));
  api.use(agentNamesRouter(firebase, guards));
  api.use(applicationsRouter(firebase, blobs));
  api.use(accessRouter(firebase, guards));
  api.use(requestsRouter(firebase));
  api.use(assignmentsRouter(firebase));
  api.use(requestAnswersRouter(firebase, guards));
  api.use(messagesRouter(firebase, guards));
  api.use(exportsRouter(firebase, guards));
  api.use(
    paymentsRouter(firebase, guards, payments, {
      publicUrl: env.PUBLIC_URL,
      reconcileAfterMs: env.RECONCILE_AFTER_MINUTES * 60_000,
      expiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
      tshPerUsd: env.PAYMENT_TSH_PER_USD,
    }),
  );
  if (payments.name === 'sandbox') api.use(sandboxCheckoutRouter(firebase.db));
  // Every applicant's phone number and messages: only ever on a developer's machine.
  if (env.SMS_PROVIDER === 'sandbox' && isLocalStack(env)) api.use(sandboxOutboxRouter(firebase.db));
  api.use(tinDuplicatesRouter(firebase, guards));
  api.use(applicantRouter(firebase, guards, { publicUrl: env.PUBLIC_URL }));
  api.use(resultsRouter(firebase, guards, blobs));
  api.use(dataRightsRouter(firebase, guards, blobs));
  api.use(verifyRouter(firebase, guards));
  // No route took it: its body is read all the same, so a malformed or oversized one is answered
  // as such (400, 413) rather than as an unknown route.
  api.use(jsonBody);
  api.use(apiNotFound);
  app.use('/api', api);

  if (env.STATIC_DIR) app.use(spaRouter(env.STATIC_DIR));
  app.use(errorHandler);
  return app;
}
