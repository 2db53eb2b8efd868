import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { staffScope } from '#domain/reports/counts';
import type { StaffReportView } from '#domain/reports/figures';
import type { ReportQuery } from '#domain/reports/query';
import { readReport } from './read.ts';

/** The agency's staff accounts read for the report: more than an agency of ten will ever have. */
const STAFF_LIMIT = 100;

/** GET /api/reports/staff → 200: who does what, per staff member and period. */
export type StaffReportAnswer = StaffReportView;

/**
 * Each staff member's figures of the range, read from their own scope's counts as the agency's
 * are (read.ts): taken, completed, rejected, requests made, and the median and 90th percentile of
 * taken to completed. A handful of queries per staff member, whatever the number of applications.
 */
export async function readStaffReport(db: Firestore, query: ReportQuery): Promise<StaffReportAnswer> {
  const accounts = await db
    .collection(COLLECTIONS.users)
    .where('role', 'in', ['staff', 'admin'])
    .limit(STAFF_LIMIT)
    .get();
  let documentsRead = Math.max(1, accounts.size);
  const staff = await Promise.all(
    accounts.docs.map(async (account) => {
      const report = await readReport(db, { ...query, aan: undefined }, new Date(), staffScope(account.id));
      documentsRead += report.documentsRead;
      const team = report.team!;
      const rows = report.periods.map((period, index) => ({
        period,
        taken: team.rows[index]!.taken,
        requests: team.rows[index]!.requests,
        completed: report.workload.rows[index]!.completed,
        rejected: report.workload.rows[index]!.rejected,
      }));
      const { completed, rejected } = report.workload.totals;
      return {
        uid: account.id,
        name: (account.get('name') as string | undefined) ?? (account.get('email') as string | undefined) ?? account.id,
        rows,
        totals: { ...team.totals, completed, rejected },
        takenToCompleted: team.takenToCompleted,
        periods: report.periods,
      };
    }),
  );
  return {
    periods: staff[0]?.periods ?? [],
    staff: staff.map(({ periods: _periods, ...member }) => member),
    documentsRead,
  };
}
