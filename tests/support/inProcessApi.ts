// The real Express app, started in the test process with settings of the test's choosing (a fake
// gateway, a short timeout, a blob store that fails on cue), against the same emulators as the rest
// of the suite.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { pino, type Logger } from 'pino';
import { createApp } from '#server/app.ts';
import { localDiskStore } from '#server/blobs/localDisk.ts';
import type { AppCheckVerifier } from '#server/http/appCheck.ts';
import type { BlobStore } from '#server/blobs/store.ts';
import { parseEnv } from '#server/env.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { paymentProviderFor } from '#server/payments/index.ts';
import { apiRoutes } from './apiRoutes.ts';
import { authAsInProduction } from './authAsInProduction.ts';

export type InProcessApi = Awaited<ReturnType<typeof startApi>>;

export async function startApi(
  settings: Record<string, string>,
  {
    logger = pino({ level: 'silent' }),
    blobs,
    verifyAppCheck,
    revocationAsInProduction = false,
    firestore,
  }: {
    logger?: Logger;
    blobs?: BlobStore;
    verifyAppCheck?: AppCheckVerifier;
    /** Auth checks a token for revocation only when asked, as a real project's does. */
    revocationAsInProduction?: boolean;
    /** Firestore as the API is to see it: the emulator's, with a fault of the test's choosing. */
    firestore?: (db: Firestore) => Firestore;
  } = {},
) {
  const env = parseEnv({ ...process.env, NODE_ENV: 'test', ...settings });
  const admin = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
  // App Check's verifier needs Google's keys: a test brings a stand-in that checks the same things.
  const firebase = {
    ...admin,
    ...(verifyAppCheck ? { verifyAppCheck } : {}),
    ...(revocationAsInProduction ? { auth: authAsInProduction(admin.auth) } : {}),
    ...(firestore ? { db: firestore(admin.db) } : {}),
  };
  const app = createApp({
    env,
    logger,
    firebase,
    blobs: blobs ?? localDiskStore(path.join(tmpdir(), `applytz-blobs-${process.pid}`)),
    payments: paymentProviderFor(env, firebase),
  });
  const server = app.listen(0, '127.0.0.1');
  // Idle connections are kept well past the test's client's own keep-alive (undici's 4 s): on a
  // busy machine the server's 5 s could otherwise close one just as a request went out on it.
  server.keepAliveTimeout = 60_000;
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every route this API answers. */
    routes: apiRoutes(app),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
