import { Router } from 'express';
import { COLLECTIONS } from '#domain/kinds';
import type { FirebaseServices } from '../firebase.ts';

const CHECK_TIMEOUT_MS = 2_500;
/** Readiness is asked of Firestore and Auth at most this often, however often it is requested. */
export const READINESS_CACHE_MS = 10_000;

type Readiness = { ok: boolean; firestore: 'up' | 'down'; auth: 'up' | 'down' };

async function answers(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One readiness check shared by every caller: requests arriving while it runs wait for it, and
 * its answer is reused for READINESS_CACHE_MS, so no number of requests reaches Firestore or Auth
 * more than once per period.
 */
function cachedReadiness({ db, auth }: FirebaseServices, now = () => Date.now()) {
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  return () => {
    if (!last || now() - last.at >= READINESS_CACHE_MS) {
      const answer = Promise.all([
        answers(() => db.collection(COLLECTIONS.health).limit(1).get()),
        answers(() => auth.listUsers(1)),
      ]).then(([firestore, authService]) => ({
        ok: firestore === 'up' && authService === 'up',
        firestore,
        auth: authService,
      }));
      last = { at: now(), answer };
    }
    return last.answer;
  };
}

/**
 * GET /api/health: liveness, answered by this process alone (it touches no other service, so it
 * cannot be used to multiply load). GET /api/health/ready: 200 when Firestore and Auth answer,
 * 503 otherwise, from the shared cached check.
 */
export function healthRouter(firebase: FirebaseServices) {
  const router = Router();
  const readiness = cachedReadiness(firebase);
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', async (_req, res) => {
    const { ok, firestore, auth } = await readiness();
    res
      .status(ok ? 200 : 503)

      .json({ status: ok ? 'ok' : 'degraded', firestore, auth });
  });
  return router;
}
