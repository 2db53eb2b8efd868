// Gives every application the search index staff search looks up (src/domain/searchIndex.ts),
// where it is missing or stale, and `assignee: null` where it names nobody at all: records written
// before these existed, or past the server.
//   npm run search-index [-- --kind visa] [--page-size 500]
// Safe to run again: a current index is not written. Local emulators by default (see
// ops/lib/adminTarget.ts); run it against a real project once after deploying the indexes.
import { indexApplications, type IndexTotals } from '#server/applications/searchIndex.ts';
import { perKindOptions, runPerKind } from './lib/perKind.ts';

const { kinds, pageSize, db, where } = perKindOptions('search-index');
console.log(`Indexing applications for staff search in ${where}, ${pageSize} at a time.`);
const zero: IndexTotals = { checked: 0, written: 0, current: 0, gone: 0, errors: 0 };
await runPerKind(
  kinds,
  zero,
  (kind, collection) =>
    indexApplications(db, kind, {
      pageSize,
      onError: (error, id) => console.error(`Could not index ${collection}/${id}:`, error),
    }),
  (totals) =>
    `${totals.checked} checked, ${totals.written} written, ${totals.current} already current, ` +
    `${totals.gone} deleted meanwhile, ${totals.errors} errors`,
);
