// Claims the reference of every application stored before references were claimed
// (references/{reference} → {kind, applicationId}), so each is unique and Track finds it directly.
//   npm run claim-references [-- --kind visa] [--page-size 500]
// Safe to run again: a claim is only ever created, never overwritten. A reference two records
// share is listed and claimed for neither. Local emulators by default (see
// ops/lib/adminTarget.ts); run it against a real project once after deploying.
import { claimReferences, type ClaimTotals } from '#server/applications/referenceClaims.ts';
import { perKindOptions, runPerKind } from './lib/perKind.ts';

const { kinds, pageSize, db, where } = perKindOptions('claim-references');
console.log(`Claiming the references of stored applications in ${where}, ${pageSize} at a time.`);
const zero: ClaimTotals = { checked: 0, claimed: 0, current: 0, invalid: 0, shared: 0, errors: 0 };
await runPerKind(
  kinds,
  zero,
  (kind, collection) =>
    claimReferences(db, kind, {
      pageSize,
      onShared: ({ reference, applicationIds, claimedBy }) =>
        console.log(
          claimedBy
            ? `  ${reference} is claimed by ${collection}/${claimedBy}, yet ${applicationIds.map((id) => `${collection}/${id}`).join(', ')} carries it: not claimed`
            : `  ${reference} is carried by ${applicationIds.map((id) => `${collection}/${id}`).join(' and ')}: not claimed; decide whose it is`,
        ),
      onError: (error, id) => console.error(`Could not claim the reference of ${collection}/${id}:`, error),
    }),
  (totals) =>
    `${totals.checked} checked, ${totals.claimed} claimed, ${totals.current} already claimed, ` +
    `${totals.invalid} without a reference, ${totals.shared} sharing a reference, ${totals.errors} errors`,
);
