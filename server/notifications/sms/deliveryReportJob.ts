import type { Env } from '../../env.ts';
import { initFirebaseAdmin } from '../../firebase.ts';
import { createLogger } from '../../http/requestLog.ts';
import { deliveryReportRunFor } from './index.ts';

/**
 * The scheduled function's run of the delivery-report job, with the settings read as it runs (not
 * when the module loads, which `firebase deploy` does without the function's secrets). Nothing
 * for the sandbox, which has no reports to give. Its totals, for the log and for tests.
 */
export async function runDeliveryReportJob(env: Env) {
  const run = deliveryReportRunFor(
    env,
    initFirebaseAdmin(env.FIREBASE_PROJECT_ID).db,
    createLogger(env.LOG_LEVEL),
  );
  return run?.();
}
