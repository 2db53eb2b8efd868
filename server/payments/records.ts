import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { isAan, type Commissions } from '#domain/agents';
import { APPLICATION_COLLECTIONS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { DEFAULT_BUYER_EMAIL, type Payment } from '#domain/payment';
import type { PaymentStatus } from '#domain/meta';
import {
  applicationPaymentStatusAfter,
  INITIAL_PAYMENT_STATE,
  paymentStateOf,
  paymentStatusOf,
  transition,
  type PaymentEvent,
  type PaymentState,
  type PaymentTransition,
} from '#domain/paymentState';
import { attemptMoved, paymentConfirmed } from '#domain/reports/counts';
import { commissionAtPayment } from '#domain/statements';
import { SYSTEM_ACTOR } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { bumpVersion } from '../applications/version.ts';
import { agentRecords } from '../agents/records.ts';
import { countChanges, type Counted } from '../reports/counter.ts';
import { deletedApplicationAan } from '../reports/deletions.ts';
import { messagesFor, queueMessages } from '../notifications/records.ts';
import { isAlreadyExists } from '../firestoreErrors.ts';
import { updateApplication } from '../applications/rows.ts';
import { firstCheckDue } from './systemChecks.ts';

// The only writer of payments/{orderId}. Each write after the first goes through the domain's
// `transition` (src/domain/paymentState.ts), inside a transaction with the application it pays for.

export const paymentRecords = (db: Firestore) => db.collection(COLLECTIONS.payments);

/** The state of a stored payment, new or written before `state` existed. */
export const stateOf = (payment: DocumentSnapshot): PaymentState => paymentStateOf(payment.data() ?? {});

/**
 * When the gateway closes the order unpaid: as recorded when it made the order, or for a record
 * from before that (or an attempt whose create call never answered), its creation plus the expiry
 * the gateway was given (its default).
 */
export function expiresAtOf(payment: DocumentSnapshot, expiryMinutes: number): Date | undefined {
  const recorded = payment.get('expiresAt') as Timestamp | undefined;
  if (recorded) return recorded.toDate();
  const createdAt = payment.get('createdAt') as Timestamp | undefined;
  return createdAt && new Date(createdAt.toMillis() + expiryMinutes * 60_000);
}

/** The application a payment pays for. */
export function applicationOf(db: Firestore, payment: DocumentSnapshot) {
  const kind = payment.get('applicationKind') as ApplicationKind;
  return db.collection(APPLICATION_COLLECTIONS[kind]).doc(payment.get('applicationId') as string);
}

/** What a new attempt is recorded with; the state, status and times are added here. */
export type NewPayment = Pick<
  Payment,
  | 'orderId'
  | 'transid'
  | 'phone'
  | 'buyer_name'
  | 'buyer_email'
  | 'amount'
  | 'currency'
  | 'applicationKind'
  | 'applicationId'
  | 'provider'
  | 'method'
> &
  Partial<Pick<Payment, 'billing'>> & { reference: string | null };

/** Facts an event brings besides the state (see `paymentSchema`). */
export type PaymentDetails = Partial<
  Pick<
    Payment,
    | 'paymentUrl'
    | 'providerResponse'
    | 'failure'
    | 'ambiguous'
    | 'problem'
    | 'cancelReason'
    | 'gatewayTransactionId'
  >
> & { cancelledAt?: FieldValue; leftAt?: FieldValue; expiresAt?: Date };

/**
 * Records a new attempt, `creating`. False when the id is taken already (two attempts should never
 * get the same id; if they did, the second must not take over the first).
 */
export async function createPaymentRecord(db: Firestore, payment: NewPayment): Promise<boolean> {
  try {
    await paymentRecords(db)
      .doc(payment.orderId)
      .create({
        ...payment,
        state: INITIAL_PAYMENT_STATE,
        status: paymentStatusOf(INITIAL_PAYMENT_STATE),
        checkDueAt: firstCheckDue(),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/**
 * Forgets an attempt nothing was sent to the gateway for, so a later Pay starts afresh; only while
 * it is still `creating`.
 */
export async function forgetUnsentPayment(db: Firestore, orderId: string) {
  const ref = paymentRecords(db).doc(orderId);
  await db.runTransaction(async (transaction) => {
    const payment = await transaction.get(ref);
    if (payment.exists && stateOf(payment) === INITIAL_PAYMENT_STATE) transaction.delete(ref);
  });
}

export type RecordedEvent = { before: PaymentState; result: PaymentTransition };

/**
 * Applies `event` to payments/{orderId} in one transaction: the next state with its `status` and
 * `details`, and the application's `paymentStatus` as `applicationPaymentStatusAfter` says (never
 * over a paid application). A refused transition writes nothing. `details` may depend on the stored
 * payment. Undefined when there is no such payment.
 */
export async function recordPaymentEvent(
  db: Firestore,
  orderId: string,
  event: PaymentEvent,
  details: PaymentDetails | ((payment: DocumentSnapshot) => PaymentDetails) = {},
): Promise<RecordedEvent | undefined> {
  const ref = paymentRecords(db).doc(orderId);
  return db.runTransaction(async (transaction) => {
    const payment = await transaction.get(ref);
    if (!payment.exists) return undefined;
    const before = stateOf(payment);
    const result = transition(before, event);
    if (!result.ok) return { before, result };

    // Every read before the first write, as a transaction requires.
    const applicationStatus = applicationPaymentStatusAfter(event, before, result.next);
    const notice = result.changed ? noticeOf(event, result.next) : undefined;
    // A change of state is counted in the figures of the application's agent too.
    const applicationRef =
      applicationStatus || notice || result.changed ? applicationOf(db, payment) : undefined;
    const application = applicationRef ? await transaction.get(applicationRef) : undefined;
    // An attempt counts for the agent its application had when it started, deleted since or not.
    const attemptAan =
      result.changed && application && !application.exists
        ? await deletedApplicationAan(transaction, db, payment)
        : application?.get('AAN');

    // Another attempt may have paid for the application already: nothing here may undo that.
    const alreadyPaid = application?.get('paymentStatus') === 'paid';
    const agentFacts =
      result.changed && result.next === 'paid' && application?.exists && !alreadyPaid
        ? await agentCommissionOf(transaction, db, payment, application)
        : {};

    // The payment's time paid, and the count of its money, are one instant.
    const now = Timestamp.now();
    const paidNow = result.changed && result.next === 'paid';
    const facts = {
      ...(typeof details === 'function' ? details(payment) : details),
      ...agentFacts,
      ...(paidNow ? { paidAt: now } : {}),
    };
    if (result.changed || Object.keys(facts).length > 0) {
      const settled = result.changed && paymentStatusOf(result.next) !== 'pending';
      transaction.update(ref, {
        ...(result.changed ? { state: result.next, status: paymentStatusOf(result.next) } : {}),
        // Settled: nothing left for the scheduled reconciliation to ask about.
        ...(settled ? { checkDueAt: FieldValue.delete() } : {}),
        ...facts,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const paysApplication = paidNow && application?.exists === true && !alreadyPaid;
    if (applicationRef && applicationStatus && application?.exists && !alreadyPaid) {
      // When it was paid starts its wait in the queue (the speed report).
      updateApplication(transaction, application, {
        paymentStatus: applicationStatus,
        ...(paysApplication ? { paidAt: now } : {}),
      });
      // A page showing the payment as it was is stale: staff deciding on it hear of this one.
      if (application.get('paymentStatus') !== applicationStatus) {
        recordApplicationPayment(db, transaction, payment, application, applicationStatus, now);
      }
    }
    if (result.changed) {
      countPaymentEvent(db, transaction, payment, application, {
        attemptAan,
        before,
        next: result.next,
        at: now.toDate(),
        paysApplication,
        commission: agentFacts.commission,
      });
    }
    // The applicant hears of this attempt's outcome with it; a failure after another attempt paid is news to nobody.
    if (notice && application?.exists && !(notice === 'paymentFailed' && alreadyPaid)) {
      const subject = {
        kind: payment.get('applicationKind') as ApplicationKind,
        id: application.id,
        data: application.data() ?? {},
        payerEmail: payerEmailOf(payment),
      };
      const amount = payment.get('amount') as number;
      queueMessages(db, transaction, messagesFor(subject, notice, { amount, orderId }, orderId));
    }
    return { before, result };
  });
}

/**
 * The address the payer gave, if any. A payer who gave none is recorded, as the gateway was told,
 * with the placeholder address, which is nobody's: no message is written to it.
 */
function payerEmailOf(payment: DocumentSnapshot): string | undefined {
  const email = payment.get('buyer_email') as string | undefined;
  return email && email !== DEFAULT_BUYER_EMAIL ? email : undefined;
}

/**
 * The agent an application paid now was brought by, and what they earned on it: their commission
 * table of this moment, fixed on the payment so their statement never changes when the table does
 * (see `commissionAtPayment`). Only for the payment that pays the application: a second attempt
 * paid by mistake earns nothing. Read within the transaction, before its first write.
 */
async function agentCommissionOf(
  transaction: Transaction,
  db: Firestore,
  payment: DocumentSnapshot,
  application: DocumentSnapshot,
): Promise<{ AAN?: string; commission?: number }> {
  const aan = application.get('AAN') as unknown;
  if (!isAan(aan)) return {};
  const agent = await transaction.get(agentRecords(db).doc(aan));
  if (!agent.exists) return {};
  const kind = payment.get('applicationKind') as ApplicationKind;
  const commissions = agent.get('commission') as Partial<Commissions> | undefined;
  return { AAN: aan, commission: commissionAtPayment(payment.get('amount') as number, kind, commissions) };
}

/**
 * Counts a payment's move in the owner's figures: the attempt's outcome on the day it was started,
 * and, when it is paid now, its money on this day.
 */
function countPaymentEvent(
  db: Firestore,
  transaction: Transaction,
  payment: DocumentSnapshot,
  application: DocumentSnapshot | undefined,
  move: {
    attemptAan: unknown;
    before: PaymentState;
    next: PaymentState;
    at: Date;
    paysApplication: boolean;
    commission?: number;
  },
) {
  const kind = payment.get('applicationKind') as ApplicationKind;
  const started = (payment.get('createdAt') as Timestamp | undefined)?.toDate() ?? move.at;
  const counted: Counted[] = [{ at: started, change: attemptMoved(kind, move.before, move.next) }];
  if (move.next === 'paid') {
    const change = paymentConfirmed(kind, payment.get('amount') as number, {
      paysApplication: move.paysApplication,
      commission: move.commission,
      status: application?.get('status'),
    });
    // Money paid after the application was deleted is the agency's alone: no agent earned it.
    counted.push({ at: move.at, change, aan: application?.exists ? application.get('AAN') : undefined });
  }
  // One call, so a document both changes add to is written once.
  countChanges(db, transaction, move.attemptAan, counted);
}

/** What the applicant is told when a payment moves: paid, or failed by the gateway's word (not a cancel of ours). */
function noticeOf(event: PaymentEvent, next: PaymentState) {
  if (next === 'paid') return 'paid' as const;
  if (event === 'confirmedFailed' && next === 'failed') return 'paymentFailed' as const;
  return undefined;
}

/**
 * The attempt that paid for an application, if one did. Paid is final and an application is
 * paid once (a second attempt is refused while one is paid), so the first found is the one.
 */
export async function paidPaymentOf(db: Firestore, application: { kind: ApplicationKind; id: string }) {
  const paid = await paymentRecords(db)
    .where('applicationId', '==', application.id)
    .where('status', '==', 'paid')
    .limit(5)
    .get();
  return paid.docs.find((payment) => payment.get('applicationKind') === application.kind);
}

/** The application's move to `paymentStatus` in its history, with the version it produced. */
function recordApplicationPayment(
  db: Firestore,
  transaction: Transaction,
  payment: DocumentSnapshot,
  application: DocumentSnapshot,
  paymentStatus: PaymentStatus,
  at: Timestamp,
) {
  const event = {
    kind: payment.get('applicationKind') as ApplicationKind,
    applicationId: application.id,
    reference: (application.get('reference') as string | undefined) ?? null,
    type: 'payment' as const,
    paymentStatus,
    version: bumpVersion(transaction, application),
  };
  recordEvent(db, transaction, event, SYSTEM_ACTOR, at);
}
