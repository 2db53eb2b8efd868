// Settles payments left pending (a lost webhook, an API restart mid-payment) by asking the gateway,
// then sweeps uploaded files that no application took up within 24 hours:
//   npm run reconcile [-- --older-than-minutes 10]
// Local emulators, the sandbox gateway and .data/blobs by default; the API's own settings (.env)
// otherwise.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { blobStoreFor } from '#server/blobs/index.ts';
import { parseEnv } from '#server/env.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { paymentProviderFor } from '#server/payments/index.ts';
import { reconcilePayments } from '#server/payments/settle.ts';
import { sweepUploads } from '#server/uploads/sweep.ts';
import { adminTarget } from './lib/adminTarget.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({ options: { 'older-than-minutes': { type: 'string' } } });
const { projectId, where } = adminTarget();
const env = parseEnv({ ...process.env, FIREBASE_PROJECT_ID: projectId });
const minutes = Number(values['older-than-minutes'] ?? env.RECONCILE_AFTER_MINUTES);
if (!Number.isFinite(minutes) || minutes < 0) {
  console.error('Usage: npm run reconcile [-- --older-than-minutes <minutes>]');
  process.exit(2);
}
const firebase = initFirebaseAdmin(projectId);
const totals = await reconcilePayments(firebase.db, paymentProviderFor(env, firebase), minutes * 60_000);
console.log(
  `Reconciled payments pending over ${minutes} min in ${where} with the ${env.PAYMENT_PROVIDER} gateway: ` +
    `${totals.checked} checked, ${totals.paid} paid, ${totals.failed} failed, ${totals.pending} still pending, ${totals.errors} errors.`,
);
const swept = await sweepUploads(firebase.db, blobStoreFor(env), {
  onError: (error, path) => console.error(`Could not sweep ${path}:`, error),
});
console.log(
  `Swept uploads unattached for over 24 h in ${where}: ` +
    `${swept.checked} checked, ${swept.removed} removed, ${swept.attached} attached to an application, ${swept.errors} errors.`,
);
