// The owner's running counts worked out again from the records, with the same change functions the
// API counts with (counts.ts), each at the time the API would have counted it. Pure: the records come
// in as plain values (server/reports/rebuild.ts reads them) and the documents come out.
import { COLLECTIONS, type ApplicationKind } from '../kinds.js';
import { INITIAL_PAYMENT_STATUS, INITIAL_STATUS, applicationStatusOptions, type ApplicationStatus } from '../meta.js';
import { todayInDarEsSalaam } from '../officeDay.js';
import { monthOfDay } from '../officeMonth.js';
import type { PaymentState } from '../paymentState.js';
import {
  addChange,
  applicationDeleted,
  attemptMoved,
  countsDocumentId,
  paymentConfirmed,
  paymentReversed,
  received,
  requestAnswered,
  scopesOf,
  statusChanged,
  type ApplicationFacts,
  type CountChange,
  type CountsDocument,
} from './counts.js';

/** Times are milliseconds. An application still stored, or one deleted (reportDeletions). */
export type ApplicationRecord = {
  kind: ApplicationKind;
  id: string;
  aan?: unknown;
  createdAt?: number;
  paidAt?: number;
  paymentStatus?: unknown;
  /** Its status now, or when it was deleted. */
  status?: unknown;
  statusUpdatedAt?: number;
  deletedAt?: number;
};

export type StatusEventRecord = { kind: ApplicationKind; applicationId: string; status: unknown; at: number };

export type PaymentRecord = {
  orderId: string;
  kind: ApplicationKind;
  applicationId: string;
  amount: number;
  state: PaymentState;
  createdAt?: number;
  paidAt?: number;
  /** Fixed on the payment that paid its application, for the agent who earned it. */
  commission?: number;
  reversedAt?: number;
};

export type AnsweredRequestRecord = {
  id: string;
  kind: ApplicationKind;
  applicationId: string;
  askedAt: number;
  answeredAt: number;
};

export type ReportRecords = {
  applications: Iterable<ApplicationRecord>;
  statusEvents: Iterable<StatusEventRecord>;
  payments: Iterable<PaymentRecord>;
  answeredRequests: Iterable<AnsweredRequestRecord>;
};

/** Records the rebuild had to read past or fill in: for the operator, not for the figures. */
export type RebuildNotes = {
  /** Applications whose status events do not end in the status they hold (older records). */
  historyGaps: number;
  /** Applications whose payment status is paid without a paid payment. */
  paidWithoutPayment: number;
  /** Payments, events and requests of applications found neither stored nor deleted. */
  orphans: number;
};

export type Rebuilt = { documents: Map<string, CountsDocument>; notes: RebuildNotes };

/** Where a period's counts are folded into one document: `reportDays/{id}` or `reportMonths/{id}`. */
export const countsPath = (collection: string, scope: string, period: string) =>
  `${collection}/${countsDocumentId(scope, period)}`;

const HOUR = 3_600_000;

/**
 * Adds changes to the documents of the day and month they happened in, for every scope, as
 * server/reports/counter.ts does. Dar es Salaam is a whole number of hours from UTC, so the day of
 * an hour is worked out once: the zone's formatter is slow over a few hundred thousand changes.
 */
export function countsTally() {
  const documents = new Map<string, CountsDocument>();
  const dayOfHour = new Map<number, string>();
  const dayOf = (at: number) => {
    const hour = Math.floor(at / HOUR);
    let day = dayOfHour.get(hour);
    if (day === undefined) dayOfHour.set(hour, (day = todayInDarEsSalaam(new Date(hour * HOUR))));
    return day;
  };
  const count = (aan: unknown, at: number, change: CountChange) => {
    if (Object.keys(change.add).length === 0) return;
    const day = dayOf(at);
    for (const scope of scopesOf(aan)) {
      for (const [collection, period] of [
        [COLLECTIONS.reportDays, day],
        [COLLECTIONS.reportMonths, monthOfDay(day)],
      ] as const) {
        const path = countsPath(collection, scope, period);
        const document = documents.get(path) ?? { scope, period, kinds: {} };
        documents.set(path, document);
        addChange((document.kinds ??= {}), change);
      }
    }
  };
  return { documents, count };
}

type Tally = ReturnType<typeof countsTally>;

const keyOf = (kind: ApplicationKind, id: string) => `${kind}_${id}`;

function groupBy<T>(items: Iterable<T>, key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const isStatus = (value: unknown): value is ApplicationStatus =>
  applicationStatusOptions.values.includes(value as ApplicationStatus);

/** Whether the application was still there at `at` (the API counts nothing of one that is gone). */
const storedAt = (application: ApplicationRecord | undefined, at: number) =>
  application !== undefined && (application.deletedAt === undefined || at < application.deletedAt);

/** The application's agent, if the application was there at `at`: whose figures count what happened then. */
const aanAt = (application: ApplicationRecord | undefined, at: number) =>
  storedAt(application, at) ? application?.aan : undefined;

/**
 * The paid payment that paid the application: the first confirmed while it was there. A later one
 * is money taken twice, which counts as money but not as the application paid.
 */
function payingPayment(application: ApplicationRecord, payments: PaymentRecord[]) {
  const paid = payments
    .filter((payment): payment is PaymentRecord & { paidAt: number } => payment.state === 'paid' && payment.paidAt !== undefined)
    .sort((a, b) => a.paidAt - b.paidAt || a.orderId.localeCompare(b.orderId));
  const first = paid[0];
  return first && storedAt(application, first.paidAt) ? first : undefined;
}

type Step = { at: number; status?: ApplicationStatus; paid?: PaymentRecord & { paidAt: number }; deleted?: true };

/**
 * An application's life in time order: sent, each change of status, paid, deleted. The queue and
 * the paid-to-completed wait depend on where it stood at each step, so the steps are replayed with
 * the facts the API read at that moment.
 */
function replayApplication(
  tally: Tally,
  notes: RebuildNotes,
  application: ApplicationRecord,
  events: StatusEventRecord[],
  paying: (PaymentRecord & { paidAt: number }) | undefined,
) {
  const { kind, aan } = application;
  if (application.createdAt !== undefined) tally.count(aan, application.createdAt, received(kind));

  const history = events
    .filter((event): event is StatusEventRecord & { status: ApplicationStatus } => isStatus(event.status))
    .sort((a, b) => a.at - b.at);
  const steps: Step[] = history.map(({ at, status }) => ({ at, status }));
  const lastStatus = history.at(-1)?.status ?? INITIAL_STATUS;
  if (isStatus(application.status) && application.status !== lastStatus) {
    // Changed before its history was kept: counted as changed when the record says it was.
    notes.historyGaps += 1;
    const since = history.at(-1)?.at ?? application.createdAt ?? 0;
    const at = Math.max(application.statusUpdatedAt ?? since, since);
    steps.push({ at: Math.min(at, application.deletedAt ?? at), status: application.status });
  }
  if (paying) steps.push({ at: paying.paidAt, paid: paying });
  if (application.deletedAt !== undefined) steps.push({ at: application.deletedAt, deleted: true });
  steps.sort((a, b) => a.at - b.at);

  const facts: ApplicationFacts = { status: INITIAL_STATUS, paymentStatus: INITIAL_PAYMENT_STATUS };
  for (const step of steps) {
    if (step.status) {
      tally.count(aan, step.at, statusChanged(kind, facts, step.status, step.at));
      facts.status = step.status;
    } else if (step.paid) {
      const { amount, commission } = step.paid;
      const change = paymentConfirmed(kind, amount, { paysApplication: true, commission, status: facts.status });
      tally.count(aan, step.at, change);
      facts.paymentStatus = 'paid';
      facts.paidAt = application.paidAt ?? step.at;
    } else {
      tally.count(aan, step.at, applicationDeleted(kind, facts));
    }
  }
}

/** A payment's own counts: its attempt's outcome, money not counted as paying, its reversal. */
function countPayment(
  tally: Tally,
  payment: PaymentRecord,
  application: ApplicationRecord | undefined,
  paying: PaymentRecord | undefined,
) {
  const { kind, amount } = payment;
  if (payment.createdAt !== undefined) {
    tally.count(aanAt(application, payment.createdAt), payment.createdAt, attemptMoved(kind, 'creating', payment.state));
  }
  if (payment.state === 'paid' && payment.paidAt !== undefined && payment !== paying) {
    tally.count(aanAt(application, payment.paidAt), payment.paidAt, paymentConfirmed(kind, amount, { paysApplication: false }));
  }
  if (payment.reversedAt !== undefined) {
    // The reversal counts for the agent whose figures had its money, as the API does: the
    // application's, if it was there when paid (a record without that time: if it is there still).
    const aan = aanAt(application, payment.paidAt ?? Infinity);
    tally.count(aan, payment.reversedAt, paymentReversed(kind, amount, payment.commission ?? 0));
  }
}

/** Every counts document, keyed by its path, that the records imply. */
export function rebuildCounts(records: ReportRecords): Rebuilt {
  const tally = countsTally();
  const notes: RebuildNotes = { historyGaps: 0, paidWithoutPayment: 0, orphans: 0 };
  const applications = new Map<string, ApplicationRecord>();
  for (const application of records.applications) {
    applications.set(keyOf(application.kind, application.id), application);
  }
  const eventsOf = groupBy(records.statusEvents, (event) => keyOf(event.kind, event.applicationId));
  const paymentsOf = groupBy(records.payments, (payment) => keyOf(payment.kind, payment.applicationId));
  const orphaned = (groups: Map<string, unknown[]>) =>
    [...groups].reduce((sum, [key, items]) => sum + (applications.has(key) ? 0 : items.length), 0);
  notes.orphans += orphaned(eventsOf);

  const payingOf = new Map<string, PaymentRecord & { paidAt: number }>();
  for (const [key, application] of applications) {
    const paying = payingPayment(application, paymentsOf.get(key) ?? []);
    if (paying) payingOf.set(key, paying);
    else if (application.paymentStatus === 'paid') notes.paidWithoutPayment += 1;
    replayApplication(tally, notes, application, eventsOf.get(key) ?? [], paying);
  }
  for (const [key, payments] of paymentsOf) {
    const application = applications.get(key);
    if (!application) notes.orphans += payments.length;
    for (const payment of payments) countPayment(tally, payment, application, payingOf.get(key));
  }
  for (const request of records.answeredRequests) {
    const application = applications.get(keyOf(request.kind, request.applicationId));
    if (!application) notes.orphans += 1;
    const change = requestAnswered(request.kind, request.askedAt, request.answeredAt);
    tally.count(application?.aan, request.answeredAt, change);
  }
  return { documents: tally.documents, notes };
}
