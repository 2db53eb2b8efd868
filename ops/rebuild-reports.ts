// Works out the owner's figures (reportDays, reportMonths) again from the records and prints every
// difference from what is stored: the check that the counts the API keeps have not drifted, and the
// way to fill them for records older than the counts (server/reports/rebuild.ts).
//   npm run rebuild-reports [-- --write] [--scope all|agent:<AAN>] [--page-size 500]
// Exits 0 when nothing differs, 1 when something did and --write was not given. With --write each
// differing document is replaced: run it while nobody works, as a change counted meanwhile is lost.
// Local emulators by default (see ops/lib/adminTarget.ts).
import { parseArgs } from 'node:util';
import { rebuildReports } from '#server/reports/rebuild.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { adminTarget } from './lib/adminTarget.ts';

const USAGE = 'Usage: npm run rebuild-reports [-- --write] [--scope all|agent:<AAN>] [--page-size 1..500]';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    scope: { type: 'string' },
    'page-size': { type: 'string', default: '500' },
  },
});
const pageSize = Number(values['page-size']);
const scope = values.scope;
if (
  !Number.isInteger(pageSize) ||
  pageSize < 1 ||
  pageSize > 500 ||
  (scope !== undefined && !/^(all|agent:.+)$/.test(scope))
) {
  console.error(USAGE);
  process.exit(2);
}

const { projectId, where } = adminTarget();
const { db } = initFirebaseAdmin(projectId);
const write = values.write;
console.log(
  `Rebuilding the report counts${scope ? ` of ${scope}` : ''} in ${where}${write ? ', writing' : ''}.`,
);
const summary = await rebuildReports(db, {
  write,
  scope,
  pageSize,
  onDifference: ({ document, field, stored, rebuilt }) =>
    console.log(`  ${document} ${field}: stored ${stored ?? '-'}, rebuilt ${rebuilt ?? '-'}`),
});
const { records, documents, differences, notes } = summary;
console.log(
  `Read ${records.applications} applications, ${records.deletions} deletions, ${records.statusEvents} status events, ` +
    `${records.payments} payments, ${records.answeredRequests} answered requests` +
    (records.skipped ? `; left out ${records.skipped} records of no service or amount.` : '.'),
);
if (notes.historyGaps || notes.paidWithoutPayment || notes.orphans) {
  console.log(
    `Filled in: ${notes.historyGaps} applications whose events miss their last status, ` +
      `${notes.paidWithoutPayment} paid without a paid payment, ${notes.orphans} records of no known application.`,
  );
}
console.log(
  `Done: ${documents.rebuilt} documents rebuilt, ${documents.stored} stored, ${documents.differing} differ ` +
    `(${differences} figures)${write ? `; ${documents.written} written, ${documents.deleted} deleted` : ''}.`,
);
process.exit(differences > 0 && !write ? 1 : 0);
