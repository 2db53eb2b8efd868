import type { Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, DASHBOARD_ORDER, type ApplicationKind } from '#domain/kinds';
import { monthInDarEsSalaam, monthOfDay } from '#domain/officeMonth';
import { ALL_SCOPE, agentScope, countsDocumentId, type CountsDocument } from '#domain/reports/counts';
import { reportFigures, type ReportView } from '#domain/reports/figures';
import { lengthOf, type ReportQuery } from '#domain/reports/query';
import { readPlan, type DateRange } from '#domain/reports/range';
import { addDays } from '#domain/requests';

export const TARGETS_DOCUMENT = 'targets';

export const targetsRecord = (db: Firestore) => db.collection(COLLECTIONS.reportSettings).doc(TARGETS_DOCUMENT);

/** Each service's monthly revenue target, as an admin last set them. */
export async function readTargets(db: Firestore): Promise<Partial<Record<ApplicationKind, number>>> {
  const stored = (await targetsRecord(db).get()).get('targets') as Record<string, unknown> | undefined;
  return Object.fromEntries(
    Object.entries(stored ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

const documentsOf = async (query: Query) => (await query.get()).docs.map((doc) => doc.data() as CountsDocument);

/** How many documents the last report read: what the bench measures. */
export type ReportAnswer = ReportView & { documentsRead: number };

/**
 * A report from the stored counts: the range's day documents (or whole months' documents in a report
 * by month), the months and days before it for the queue it starts with, this month's document
 * for the targets, and the targets. A handful of queries whatever the number of applications.
 */
export async function readReport(db: Firestore, query: ReportQuery, now = new Date()): Promise<ReportAnswer> {
  const scope = query.aan ? agentScope(query.aan) : ALL_SCOPE;
  const range: DateRange = { from: query.from, to: query.to };
  const length = lengthOf(query);
  const plan = readPlan(range, length);
  const days = db.collection(COLLECTIONS.reportDays).where('scope', '==', scope);
  const months = db.collection(COLLECTIONS.reportMonths).where('scope', '==', scope);
  const daysBetween = (between: DateRange) =>
    documentsOf(days.where('period', '>=', between.from).where('period', '<=', between.to));

  const firstMonth = monthOfDay(range.from);
  const thisMonth = monthInDarEsSalaam(now);
  const [inRange, monthsInRange, monthsBefore, daysBefore, targets, current] = await Promise.all([
    Promise.all(plan.days.map(daysBetween)).then((all) => all.flat()),
    plan.months.length === 0
      ? []
      : documentsOf(months.where('period', '>=', plan.months[0]!).where('period', '<=', plan.months.at(-1)!)),
    documentsOf(months.where('period', '<', firstMonth)),
    range.from.endsWith('-01') ? [] : daysBetween({ from: `${firstMonth}-01`, to: addDays(range.from, -1) }),
    readTargets(db),
    db.collection(COLLECTIONS.reportMonths).doc(countsDocumentId(scope, thisMonth)).get(),
  ]);
  const documents = [...inRange, ...monthsInRange];
  const before = [...monthsBefore, ...daysBefore];
  const kinds: readonly ApplicationKind[] = query.kind ? [query.kind] : DASHBOARD_ORDER;
  const figures = reportFigures({
    range,
    length,
    kinds,
    documents,
    before,
    targets,
    thisMonth: { month: thisMonth, document: current.exists ? (current.data() as CountsDocument) : undefined },
  });
  return { ...figures, documentsRead: documents.length + before.length + 2 };
}

