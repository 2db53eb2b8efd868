// Writes the staff lists' row of every application that has none or a stale one (src/domain/
// listRows.ts), so the lists, which read rows, show applications written before rows were kept:
//   npm run rows:backfill [-- --kind visa] [--page-size 500]
// Safe to run again: a current row is not written. Local emulators by default (see
// ops/lib/adminTarget.ts); run it once against a real project after deploying the release that
// brought rows, before its staff open a list.
import { backfillRows, type RowTotals } from '#server/applications/backfillRows.ts';
import { perKindOptions, runPerKind } from './lib/perKind.ts';

const { kinds, pageSize, db, where } = perKindOptions('rows:backfill');
console.log(`Writing the list rows of applications in ${where}, ${pageSize} at a time.`);
const zero: RowTotals = { checked: 0, written: 0, current: 0, errors: 0 };
await runPerKind(
  kinds,
  zero,
  (kind, collection) =>
    backfillRows(db, kind, {
      pageSize,
      onError: (error, id) => console.error(`Could not write the row of ${collection}/${id}:`, error),
    }),
  (totals) =>
    `${totals.checked} checked, ${totals.written} rows written, ${totals.current} current, ${totals.errors} errors`,
);
