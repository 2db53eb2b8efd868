// Removes what the retention table says is due (server/retention/rules.ts), the access log's old
// looks included, as the scheduled function does every hour; with --dry-run it only lists what would go:
//   npm run retention [-- --dry-run] [-- --budget 2000]
// Local emulators and .data/blobs by default; the API's own settings (.env) otherwise, the
// RETENTION_*_DAYS periods among them.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { blobStoreFor } from '#server/blobs/index.ts';
import { parseEnv } from '#server/env.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { RETENTION_BUDGET, runRetention } from '#server/retention/run.ts';
import { removeOldLooks } from '#server/retention/accessLog.ts';
import { ACCESS_LOG_RULE, RETENTION_RULES, retentionPeriodsOf } from '#server/retention/rules.ts';
import { adminTarget } from './lib/adminTarget.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, budget: { type: 'string' } },
});
const budget = Number(values.budget ?? RETENTION_BUDGET);
if (!Number.isInteger(budget) || budget < 1) {
  console.error('Usage: npm run retention [-- --dry-run] [--budget <applications>]');
  process.exit(2);
}
const dryRun = values['dry-run'];
const { projectId, where } = adminTarget();
const env = parseEnv({ ...process.env, FIREBASE_PROJECT_ID: projectId });
const periods = retentionPeriodsOf(env);
const firebase = initFirebaseAdmin(projectId);

for (const [stage, rule] of Object.entries(RETENTION_RULES)) {
  console.log(
    `${stage}: kept ${periods[stage as keyof typeof periods]} days after finishing (${rule.setting}); ${rule.removes}.`,
  );
}
const totals = await runRetention(firebase.db, blobStoreFor(env), {
  periods,
  dryRun,
  budget,
  onError: (error, what) => console.error(`Could not remove ${what}:`, error),
});
for (const item of totals.items) {
  const what = [item.files ? `${item.files} files` : '', item.fields ? `${item.fields} fields` : '']
    .filter(Boolean)
    .join(', ');
  console.log(
    `${dryRun ? 'Would remove' : 'Removed'} ${item.stage} of ${item.kind} ${item.reference ?? item.id} ` +
      `(finished ${item.finishedAt.slice(0, 10)})${what ? `: ${what}` : ''}`,
  );
}
const counted = totals.items.length;
console.log(
  dryRun
    ? `Dry run in ${where}: ${counted} removals due (${totals.files} files), nothing removed.`
    : `Retention in ${where}: ${counted} removals (${totals.files} files), ` +
        `${totals.blobsDeleted} blobs deleted, ${totals.errors} errors.`,
);
if (totals.more) console.log(`More may be due than one run of ${budget} applications takes: run it again.`);
const looksDays = env.RETENTION_ACCESS_LOG_DAYS;
const looks = await removeOldLooks(firebase.db, { days: looksDays, dryRun });
console.log(
  `Access log, kept ${looksDays} days (${ACCESS_LOG_RULE.setting}): ` +
    `${looks.removed} looks ${dryRun ? 'would go' : 'removed'}${looks.more ? ', and more to go' : ''}.`,
);
process.exit(totals.errors > 0 ? 1 : 0);
