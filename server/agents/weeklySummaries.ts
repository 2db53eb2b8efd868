import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { startOfDayInTanzania } from '#domain/timeZone';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import { PAYABLE_PAYMENT_STATUSES } from '#domain/tracking';
import { isAlreadyExists } from '../firestoreErrors.ts';
import { agentLanguage } from '../notifications/agentNotices.ts';
import {
  composeAgentSummary,
  type AgentSummary,
  type UnpaidApplication,
} from '../notifications/agentSummaryEmail.ts';
import { MAIL } from '../notifications/records.ts';
import { storedDate } from '../applications/storedTime.ts';
import { agentRecords } from './records.ts';

// Every Monday morning each active agent gets an email of their week (agentWeeklySummary in
// server/function.ts, at 07:00 in Dar es Salaam): the seven days from the Monday before to this
// Monday's midnight there, the same week whichever day of it the job runs.
//
// Exactly once: the email is mail/agentSummary-{AAN}-{week's first day}, created with create(), so
// a second run, a retry or two instances at once find it there and send nothing; a run reads that
// id first and skips an agent already told. An agent with nothing in the week (nothing received,
// paid or completed) and nothing waiting for action gets no email.
//
// Bounded: the active agents are read a page at a time, and for each one a few count()
// aggregations by AAN and date (a read per thousand entries), the newest unpaid applications and
// nothing else: no application is downloaded to be counted.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Agents read at a time. */
export const AGENTS_PER_PAGE = 100;
/** Unpaid applications the email names; it counts the rest. */
export const UNPAID_LISTED = 10;

/** The Dar es Salaam day a midnight there falls on, as YYYY-MM-DD. */
const dayOf = (midnight: number) => new Date(midnight + DAY_MS / 2).toISOString().slice(0, 10);

/**
 * The week a run at `now` tells of: from the Monday before the last Monday (at midnight in Dar es
 * Salaam) to that last Monday's midnight, excluded; `id` is its first day.
 */
export function summaryWeek(now: number) {
  const today = startOfDayInTanzania(new Date(now)).getTime();
  // 0 on Monday, 6 on Sunday; East Africa Time keeps no daylight saving, so days are 24 hours.
  const sinceMonday = (new Date(today + DAY_MS / 2).getUTCDay() + 6) % 7;
  const to = today - sinceMonday * DAY_MS;
  const from = to - WEEK_MS;
  return { id: dayOf(from), from, to };
}
export type SummaryWeek = ReturnType<typeof summaryWeek>;

/** The weekly email's id for one agent: one a week. */
export const summaryMailId = (aan: string, week: SummaryWeek) => `agentSummary-${aan}-${week.id}`;

const count = async (query: Query) => (await query.count().get()).data().count;

/** The week's counts of one agent's clients' applications, and what waits for action or payment now. */
async function weekOf(db: Firestore, aan: string, week: SummaryWeek) {
  const from = Timestamp.fromMillis(week.from);
  const to = Timestamp.fromMillis(week.to);
  const perKind = await Promise.all(
    APPLICATION_KINDS.map(async (kind) => {
      const theirs = db.collection(APPLICATION_COLLECTIONS[kind]).where('AAN', '==', aan);
      const unpaid = theirs.where('paymentStatus', 'in', [...PAYABLE_PAYMENT_STATUSES]);
      const [received, completed, actionNeeded, unpaidCount, newestUnpaid] = await Promise.all([
        // Newest first, as the clients page reads them: the same index serves both.
        count(theirs.where('createdAt', '>=', from).where('createdAt', '<', to).orderBy('createdAt', 'desc')),
        count(
          theirs
            .where('status', '==', 'completed')
            .where('statusUpdatedAt', '>=', from)
            .where('statusUpdatedAt', '<', to),
        ),
        count(theirs.where('status', '==', 'action_needed')),
        count(unpaid),
        unpaid.orderBy('createdAt', 'desc').limit(UNPAID_LISTED).select('reference', 'createdAt').get(),
      ]);
      const listed = newestUnpaid.docs.map((doc): UnpaidApplication => ({
        kind,
        reference: String(doc.get('reference')),
        createdAt: storedDate(doc.get('createdAt'))?.getTime() ?? 0,
      }));
      return { received, completed, actionNeeded, unpaid: unpaidCount, listed };
    }),
  );
  // Payments carry the AAN of the agent whose client paid, from the moment they are paid.
  const paid = await count(
    db
      .collection(COLLECTIONS.payments)
      .where('AAN', '==', aan)
      .where('paidAt', '>=', from)
      .where('paidAt', '<', to),
  );
  const sum = (key: 'received' | 'completed' | 'actionNeeded' | 'unpaid') =>
    perKind.reduce((total, kind) => total + kind[key], 0);
  return {
    received: sum('received'),
    paid,
    completed: sum('completed'),
    actionNeeded: sum('actionNeeded'),
    unpaid: sum('unpaid'),
    newestUnpaid: perKind
      .flatMap((kind) => kind.listed)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, UNPAID_LISTED),
  };
}

/** Something happened in the week, or waits for the agent now. */
const worthTelling = (week: Awaited<ReturnType<typeof weekOf>>) =>
  week.received + week.paid + week.completed + week.actionNeeded > 0;

export type SummaryOutcome = 'sent' | 'sentBefore' | 'idle' | 'noEmail';

/** One agent's email of `week`, unless they were sent it already or have nothing to hear of. */
export async function sendWeeklySummary(
  db: Firestore,
  agent: DocumentSnapshot,
  week: SummaryWeek,
  publicUrl: string,
): Promise<SummaryOutcome> {
  const email = agent.get('email') as unknown;
  if (typeof email !== 'string' || !email) return 'noEmail';
  const mail = db.collection(MAIL).doc(summaryMailId(agent.id, week));
  if ((await mail.get()).exists) return 'sentBefore';
  const counts = await weekOf(db, agent.id, week);
  if (!worthTelling(counts)) return 'idle';
  const summary: AgentSummary = {
    name: String(agent.get('name') ?? ''),
    aan: agent.id,
    lang: agentLanguage(agent),
    from: week.from,
    to: week.to,
    ...counts,
  };
  const { subject, text, html } = composeAgentSummary(summary, publicUrl);
  try {
    // The Trigger Email extension's format, as the applicants' emails (dispatch.ts).
    await mail.create({ to: email, message: { subject, text, html } });
    return 'sent';
  } catch (error) {
    if (isAlreadyExists(error)) return 'sentBefore';
    throw error;
  }
}

export type SummaryRun = {
  publicUrl: string;
  /** The run's time: the clock's, except in tests. */
  now?: number;
  pageSize?: number;
  onError?: (error: unknown, aan: string) => void;
};

/**
 * Sends each active agent their email of the week before `now`, once; answers what it did. An
 * agent it fails on is reported to `onError` and left for the next run, which tries again.
 */
export async function sendWeeklySummaries(db: Firestore, run: SummaryRun) {
  const week = summaryWeek(run.now ?? Date.now());
  const totals: Record<SummaryOutcome | 'errors', number> = {
    sent: 0,
    sentBefore: 0,
    idle: 0,
    noEmail: 0,
    errors: 0,
  };
  const active = agentRecords(db)
    .where('status', '==', 'active')
    .orderBy(FieldPath.documentId())
    .limit(run.pageSize ?? AGENTS_PER_PAGE);
  let last: string | undefined;
  for (;;) {
    const page = await (last ? active.startAfter(last) : active).get();
    for (const agent of page.docs) {
      try {
        totals[await sendWeeklySummary(db, agent, week, run.publicUrl)] += 1;
      } catch (error) {
        totals.errors += 1;
        run.onError?.(error, agent.id);
      }
    }
    if (page.size < (run.pageSize ?? AGENTS_PER_PAGE)) break;
    last = page.docs.at(-1)!.id;
  }
  return { week: week.id, ...totals };
}
