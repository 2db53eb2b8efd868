// Starts retention's clocks on applications finished before the app kept them (finishedAt), so the
// retention run (npm run retention) finds them when they are due:
//   npm run retention:backfill [-- --kind visa] [--page-size 500]
// Safe to run again: an application already on the clock, or not finished, is not written. Local
// emulators by default (see ops/lib/adminTarget.ts); run it once against a real project after
// deploying the release that brought retention.
import { backfillFinished, type BackfillTotals } from '#server/retention/backfillFinished.ts';
import { perKindOptions, runPerKind } from './lib/perKind.ts';

const { kinds, pageSize, db, where } = perKindOptions('retention:backfill');
console.log(`Starting retention's clocks on finished applications in ${where}, ${pageSize} at a time.`);
const zero: BackfillTotals = { checked: 0, written: 0, current: 0, open: 0, gone: 0, errors: 0 };
await runPerKind(
  kinds,
  zero,
  (kind, collection) =>
    backfillFinished(db, kind, {
      pageSize,
      onError: (error, id) => console.error(`Could not start the clock of ${collection}/${id}:`, error),
    }),
  (totals) =>
    `${totals.checked} checked, ${totals.written} clocks started, ${totals.current} already on one, ` +
    `${totals.open} not finished, ${totals.gone} deleted meanwhile, ${totals.errors} errors`,
);
