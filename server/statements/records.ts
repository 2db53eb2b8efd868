import type { DocumentSnapshot, Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { isAan } from '#domain/agents';
import { APPLICATION_KINDS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { monthBounds } from '#domain/officeMonth';
import { DEFAULT_BUYER_NAME } from '#domain/payment';
import { type AgentPayment, type Payout, type PayoutMethod } from '#domain/statements';
import { storedDate } from '../applications/storedTime.ts';
import { paymentRecords } from '../payments/records.ts';

// What a month's statements read, and nothing more: an agent's payments confirmed in the month and
// those given back in it (by AAN and time: composite indexes AAN + paidAt, AAN + reversedAt), and the
// payouts recorded against the month. Payments carry the AAN and the commission from the moment
// they were paid (server/payments/records.ts).

export const payoutRecords = (db: Firestore) => db.collection(COLLECTIONS.agentPayouts);

/** How a query is read: at once, or inside a transaction (`(query) => transaction.get(query)`). */
export type QueryRead = (query: Query) => Promise<QuerySnapshot>;
const readNow: QueryRead = (query) => query.get();

/** One agent's payments confirmed in `month`, and those given back in it. */
export async function agentPaymentsOfMonth(
  db: Firestore,
  aan: string,
  month: string,
  read: QueryRead = readNow,
): Promise<AgentPayment[]> {
  const { start, end } = monthBounds(month);
  const payments = paymentRecords(db);
  const [paid, reversed] = await Promise.all([
    read(payments.where('AAN', '==', aan).where('paidAt', '>=', start).where('paidAt', '<', end)),
    read(payments.where('AAN', '==', aan).where('reversedAt', '>=', start).where('reversedAt', '<', end)),
  ]);
  return [...paid.docs, ...reversed.docs].flatMap((doc) => agentPaymentOf(doc) ?? []);
}

/**
 * Every agent's payments of `month`, by AAN, for the admins' table: the month's confirmed payments
 * and reversals (one range each, served by single-field indexes), those of an agent kept. One read
 * for all agents rather than two for each.
 */
export async function paymentsOfMonthByAgent(
  db: Firestore,
  month: string,
): Promise<Map<string, AgentPayment[]>> {
  const { start, end } = monthBounds(month);
  const payments = paymentRecords(db);
  const [paid, reversed] = await Promise.all([
    payments.where('paidAt', '>=', start).where('paidAt', '<', end).get(),
    payments.where('reversedAt', '>=', start).where('reversedAt', '<', end).get(),
  ]);
  const byAgent = new Map<string, AgentPayment[]>();
  for (const doc of [...paid.docs, ...reversed.docs]) {
    const payment = agentPaymentOf(doc);
    const aan = doc.get('AAN') as string;
    if (payment) byAgent.set(aan, [...(byAgent.get(aan) ?? []), payment]);
  }
  return byAgent;
}

/** A stored payment as a statement reads it; undefined for one that is no agent's paid payment. */
function agentPaymentOf(doc: DocumentSnapshot): AgentPayment | undefined {
  const paidAt = storedDate(doc.get('paidAt'));
  const kind = doc.get('applicationKind') as ApplicationKind;
  const price = doc.get('amount') as unknown;
  if (!isAan(doc.get('AAN')) || doc.get('status') !== 'paid' || !paidAt) return undefined;
  if (!APPLICATION_KINDS.includes(kind) || !Number.isSafeInteger(price)) return undefined;
  const commission = doc.get('commission') as unknown;
  const reversedAt = storedDate(doc.get('reversedAt'));
  return {
    orderId: doc.id,
    reference: (doc.get('reference') as string | null | undefined) ?? null,
    kind,
    price: price as number,
    paidAt: paidAt.toISOString(),
    commission: Number.isSafeInteger(commission) ? (commission as number) : 0,
    ...clientOf(doc),
    ...(reversedAt
      ? { reversal: { at: reversedAt.toISOString(), reason: String(doc.get('reversal.reason') ?? '') } }
      : {}),
  };
}

/**
 * Whom a payment was for: the name it was made in, which is the applicant's on the application
 * unless the payer typed another; the gateway's stand-in for a missing name is no one's.
 */
function clientOf(doc: DocumentSnapshot): { client?: string } {
  const name = doc.get('buyer_name') as unknown;
  return typeof name === 'string' && name.trim() && name !== DEFAULT_BUYER_NAME
    ? { client: name.trim() }
    : {};
}

/** The payouts recorded against one agent's month (equalities only: no composite index). */
export async function payoutsOfMonth(
  db: Firestore,
  aan: string,
  month: string,
  read: QueryRead = readNow,
): Promise<Payout[]> {
  const snapshot = await read(payoutRecords(db).where('aan', '==', aan).where('month', '==', month));
  return snapshot.docs.map(payoutOf);
}

/** Every agent's payouts against `month`, by AAN. */
export async function payoutsOfMonthByAgent(db: Firestore, month: string): Promise<Map<string, Payout[]>> {
  const snapshot = await payoutRecords(db).where('month', '==', month).get();
  const byAgent = new Map<string, Payout[]>();
  for (const doc of snapshot.docs) {
    const aan = doc.get('aan') as string;
    byAgent.set(aan, [...(byAgent.get(aan) ?? []), payoutOf(doc)]);
  }
  return byAgent;
}

/** agentPayouts/{id} as the API answers it. */
export function payoutOf(doc: DocumentSnapshot): Payout {
  return {
    id: doc.id,
    month: doc.get('month') as string,
    amount: doc.get('amount') as number,
    paidOn: doc.get('paidOn') as string,
    // Written by the API alone, with a method its schema checked.
    method: doc.get('method') as PayoutMethod,
    reference: (doc.get('reference') as string | undefined) ?? '',
    recordedAt: (storedDate(doc.get('at')) ?? new Date(0)).toISOString(),
    recordedBy: (doc.get('actorEmail') as string | null | undefined) ?? null,
  };
}
