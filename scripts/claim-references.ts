// Claims the reference of every application stored before references were claimed
// (references/{reference} → {kind, applicationId}), so each is unique and Track finds it directly.
//   npm run claim-references [-- --kind visa] [--page-size 500]
// Safe to run again: a claim is only ever created, never overwritten. A reference two records
// share is listed and claimed for neither. Local emulators by default (see
// scripts/lib/adminTarget.ts); run it against a real project once after deploying.
import { parseArgs } from 'node:util';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  isApplicationKind,
  type ApplicationKind,
} from '../src/domain/kinds.ts';
import { claimReferences, type ClaimTotals } from '../server/applications/referenceClaims.ts';
import { initFirebaseAdmin } from '../server/firebase.ts';
import { adminTarget } from './lib/adminTarget.ts';

const { values } = parseArgs({
  options: { kind: { type: 'string' }, 'page-size': { type: 'string', default: '500' } },
});
const pageSize = Number(values['page-size']);
if (
  (values.kind !== undefined && !isApplicationKind(values.kind)) ||
  !Number.isInteger(pageSize) ||
  pageSize < 1 ||
  pageSize > 500
) {
  console.error(
    `Usage: npm run claim-references [-- --kind ${APPLICATION_KINDS.join('|')}] [--page-size 1..500]`,
  );
  process.exit(2);
}
const kinds: readonly ApplicationKind[] =
  values.kind && isApplicationKind(values.kind) ? [values.kind] : APPLICATION_KINDS;

const { projectId, where } = adminTarget();
const { db } = initFirebaseAdmin(projectId);
console.log(`Claiming the references of stored applications in ${where}, ${pageSize} at a time.`);
const all: ClaimTotals = { checked: 0, claimed: 0, current: 0, invalid: 0, shared: 0, errors: 0 };
for (const kind of kinds) {
  const collection = APPLICATION_COLLECTIONS[kind];
  const totals = await claimReferences(db, kind, {
    pageSize,
    onShared: ({ reference, applicationIds, claimedBy }) =>
      console.log(
        claimedBy
          ? `  ${reference} is claimed by ${collection}/${claimedBy}, yet ${applicationIds.map((id) => `${collection}/${id}`).join(', ')} carries it: not claimed`
          : `  ${reference} is carried by ${applicationIds.map((id) => `${collection}/${id}`).join(' and ')}: not claimed; decide whose it is`,
      ),
    onError: (error, id) => console.error(`Could not claim the reference of ${collection}/${id}:`, error),
  });
  for (const key of Object.keys(all) as (keyof ClaimTotals)[]) all[key] += totals[key];
  console.log(`  ${collection}: ${describe(totals)}`);
}
console.log(`Done: ${describe(all)}.`);
process.exit(all.errors ? 1 : 0);

function describe(totals: ClaimTotals) {
  return (
    `${totals.checked} checked, ${totals.claimed} claimed, ${totals.current} already claimed, ` +
    `${totals.invalid} without a reference, ${totals.shared} sharing a reference, ${totals.errors} errors`
  );
}
