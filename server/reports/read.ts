import type { Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, DASHBOARD_ORDER, type ApplicationKind } from '#domain/kinds';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { addToMonth, monthInDarEsSalaam, monthOfDay } from '#domain/officeMonth';
import { ALL_SCOPE, agentScope, isStaffScope, type CountsDocument } from '#domain/reports/counts';
import { reportFigures, type ReportView } from '#domain/reports/figures';
import { lengthOf, type ReportQuery } from '#domain/reports/query';
import { previousRange, readPlan, type DateRange } from '#domain/reports/range';
import { addDays } from '#domain/requests';

export const TARGETS_DOCUMENT = 'targets';

export const targetsRecord = (db: Firestore) => db.collection(COLLECTIONS.reportSettings).doc(TARGETS_DOCUMENT);

type Targets = Partial<Record<ApplicationKind, number>>;

const targetsOf = (stored: unknown): Targets =>
  Object.fromEntries(
    Object.entries((stored ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );

/** Each service's monthly revenue target, as an admin last set them. */
export async function readTargets(db: Firestore): Promise<Targets> {
  return targetsOf((await targetsRecord(db).get()).get('targets'));
}

/**
 * The targets as they stood in each month: the last set in or before it (`history` keeps what was
 * set in each month); none for a month before any was kept.
 */
async function readTargetsByMonth(db: Firestore) {
  const record = await targetsRecord(db).get();
  const history = (record.get('history') ?? {}) as Record<string, unknown>;
  const months = Object.keys(history).sort();
  return {
    current: targetsOf(record.get('targets')),
    inMonth: (month: string): Targets => {
      const set = months.filter((kept) => kept <= month).at(-1);
      return set ? targetsOf(history[set]) : {};
    },
  };
}

/** How many months before this one the targets show against the targets of their time. */
export const PAST_TARGET_MONTHS = 3;

/**
 * How many documents the last report read: what the bench measures. `team` only in a staff
 * member's scope (server/reports/staff.ts): the agency's and agents' reports are as they were.
 */
export type ReportAnswer = Omit<ReportView, 'team'> & { team?: ReportView['team']; documentsRead: number };

/**
 * A report from the stored counts: the range's day documents (or whole months' documents in a report
 * by month), the months and days before it for the queue it starts with, the period of the same
 * length before it for its money (as few documents as a report by month of it reads), this month's documents
 * for the targets, and the targets. A handful of queries whatever the number of applications, each
 * finding every shard of its periods (shards.ts): one document for a period that is over and was
 * folded, up to a shard count for today and this month.
 */
export async function readReport(
  db: Firestore,
  query: ReportQuery,
  now = new Date(),
  scope = query.aan ? agentScope(query.aan) : ALL_SCOPE,
): Promise<ReportAnswer> {
  const range: DateRange = { from: query.from, to: query.to };
  const length = lengthOf(query);
  const plan = readPlan(range, length);
  // Firestore counts a document read per document found, and one for a query that finds none.
  let documentsRead = 0;
  const documentsOf = async (query: Query) => {
    const { docs } = await query.get();
    documentsRead += Math.max(1, docs.length);
    return docs.map((doc) => doc.data() as CountsDocument);
  };
  const days = db.collection(COLLECTIONS.reportDays).where('scope', '==', scope);
  const months = db.collection(COLLECTIONS.reportMonths).where('scope', '==', scope);
  const daysBetween = (between: DateRange) =>
    documentsOf(days.where('period', '>=', between.from).where('period', '<=', between.to));

  const firstMonth = monthOfDay(range.from);
  const thisMonth = monthInDarEsSalaam(now);
  // This month's money, for the targets, is in documents the report reads anyway when it takes in
  // this month whole (this month's document) or every day of it so far (its days').
  const today = todayInDarEsSalaam(now);
  const thisMonthRead = plan.months.includes(thisMonth)
    ? (document: CountsDocument) => document.period === thisMonth
    : plan.days.some((days) => days.from <= `${thisMonth}-01` && days.to >= today)
      ? (document: CountsDocument) => document.period.startsWith(`${thisMonth}-`)
      : undefined;
  // The period before, for its money alone: whole months one document each, whatever the length.
  const previous = previousRange(range);
  const previousPlan = readPlan(previous, 'month');
  const firstPast = addToMonth(thisMonth, -PAST_TARGET_MONTHS);
  const [inRange, monthsInRange, monthsBefore, daysBefore, targets, current, previousDocuments, past] = await Promise.all([
    Promise.all(plan.days.map(daysBetween)).then((all) => all.flat()),
    plan.months.length === 0
      ? []
      : documentsOf(months.where('period', '>=', plan.months[0]!).where('period', '<=', plan.months.at(-1)!)),
    documentsOf(months.where('period', '<', firstMonth)),
    range.from.endsWith('-01') ? [] : daysBetween({ from: `${firstMonth}-01`, to: addDays(range.from, -1) }),
    readTargetsByMonth(db),
    thisMonthRead ? undefined : documentsOf(months.where('period', '==', thisMonth)),
    Promise.all([
      ...previousPlan.days.map(daysBetween),
      ...(previousPlan.months.length === 0
        ? []
        : [
            documentsOf(
              months.where('period', '>=', previousPlan.months[0]!).where('period', '<=', previousPlan.months.at(-1)!),
            ),
          ]),
    ]).then((all) => all.flat()),
    // The last few months' money, for their result against target: a folded month is one document.
    documentsOf(months.where('period', '>=', firstPast).where('period', '<', thisMonth)),
  ]);
  const documents = [...inRange, ...monthsInRange];
  const before = [...monthsBefore, ...daysBefore];
  const kinds: readonly ApplicationKind[] = query.kind ? [query.kind] : DASHBOARD_ORDER;
  const { team, ...figures } = reportFigures({
    range,
    length,
    kinds,
    documents,
    before,
    previous: { range: previous, documents: previousDocuments },
    targets: targets.current,
    thisMonth: {
      month: thisMonth,
      documents: current ?? [...inRange, ...monthsInRange].filter(thisMonthRead!),
      today,
    },
    pastMonths: Array.from({ length: PAST_TARGET_MONTHS }, (_, back) => addToMonth(thisMonth, -1 - back)).map(
      (month) => ({
        month,
        documents: past.filter((document) => document.period === month),
        targets: targets.inMonth(month),
      }),
    ),
  });
  // The targets are one document.
  return { ...figures, ...(isStaffScope(scope) ? { team } : {}), documentsRead: documentsRead + 1 };
}

