// Settles payments left pending (a lost webhook, an API restart mid-payment) by asking the gateway:
//   npm run reconcile [-- --older-than-minutes 10]
// Local emulators and the sandbox gateway by default; the API's own settings (.env) otherwise.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseEnv } from '../server/env.ts';
import { initFirebaseAdmin } from '../server/firebase.ts';
import { paymentProviderFor } from '../server/payments/index.ts';
import { reconcilePayments } from '../server/payments/settle.ts';
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
