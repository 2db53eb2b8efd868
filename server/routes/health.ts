import { Router } from 'express';
import type { FirebaseServices } from '../firebase.ts';

const CHECK_TIMEOUT_MS = 2_500;

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

/** GET /api/health: 200 when Firestore and Auth both answer, 503 otherwise. */
export function healthRouter({ db, auth }: FirebaseServices) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [firestore, authService] = await Promise.all([
      answers(() => db.collection('health').limit(1).get()),
      answers(() => auth.listUsers(1)),
    ]);
    const ok = firestore === 'up' && authService === 'up';
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', firestore, auth: authService });
  });
  return router;
}
