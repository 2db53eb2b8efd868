// Gives every application the search index staff search looks up (src/domain/searchIndex.ts),
// where it is missing or stale: records written before the index existed, or past the server.
//   npm run search-index [-- --kind visa] [--page-size 500]
// Safe to run again: a current index is not written. Local emulators by default (see
// scripts/lib/adminTarget.ts); run it against a real project once after deploying the indexes.
import { parseArgs } from 'node:util';
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  isApplicationKind,
  type ApplicationKind,
} from '../src/domain/kinds.ts';
import { indexApplications, type IndexTotals } from '../server/applications/searchIndex.ts';
import { initFirebaseAdmin } from '../server/firebase.ts';
import { adminTarget } from './lib/adminTarget.ts';

const { values } = parseArgs({
  options: { kind: { type: 'string' }, 'page-size': { type: 'string', default: '500' } },
});
const pageSize = Number(values['page-size']);
// A batch of writes is one page: Firestore takes at most 500 writes a batch.
if (
  (values.kind !== undefined && !isApplicationKind(values.kind)) ||
  !Number.isInteger(pageSize) ||
  pageSize < 1 ||
  pageSize > 500
) {
  console.error(
    `Usage: npm run search-index [-- --kind ${APPLICATION_KINDS.join('|')}] [--page-size 1..500]`,
  );
  process.exit(2);
}
const kinds: readonly ApplicationKind[] =
  values.kind && isApplicationKind(values.kind) ? [values.kind] : APPLICATION_KINDS;

const { projectId, where } = adminTarget();
const { db } = initFirebaseAdmin(projectId);
console.log(`Indexing applications for staff search in ${where}, ${pageSize} at a time.`);
const all: IndexTotals = { checked: 0, written: 0, current: 0, gone: 0, errors: 0 };
for (const kind of kinds) {
  const totals = await indexApplications(db, kind, {
    pageSize,
    onError: (error, id) => console.error(`Could not index ${APPLICATION_COLLECTIONS[kind]}/${id}:`, error),
  });
  for (const key of Object.keys(all) as (keyof IndexTotals)[]) all[key] += totals[key];
  console.log(`  ${APPLICATION_COLLECTIONS[kind]}: ${describe(totals)}`);
}
console.log(`Done: ${describe(all)}.`);
process.exit(all.errors ? 1 : 0);

function describe(totals: IndexTotals) {
  return (
    `${totals.checked} checked, ${totals.written} written, ${totals.current} already current, ` +
    `${totals.gone} deleted meanwhile, ${totals.errors} errors`
  );
}
