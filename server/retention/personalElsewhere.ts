// The applicant's personal data kept beside an application rather than in it: who paid and from
// which number (payments), where each message went and what it said (notifications, and the emails
// handed to the mail extension), and the answers they corrected for staff (requests). The personal
// stage reduces these with the application's own fields, in the same transaction; what the money
// and the history count (amounts, states, times, order ids) stays.
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ApplicationTarget } from '../applications/target.ts';
import { MAIL, notificationRecords } from '../notifications/records.ts';
import { paymentRecords } from '../payments/records.ts';
import { applicationRequests } from '../requests/records.ts';

/** What goes of each record beside the application. */
export const PERSONAL_ELSEWHERE = {
  payment: ['phone', 'buyer_name', 'buyer_email', 'billing', 'providerResponse'],
  notification: ['to', 'recipient', 'text', 'facts'],
  mail: ['to', 'message'],
} as const;

/** A message still to be sent keeps where it goes: only a finished one is reduced. */
const UNFINISHED = new Set(['queued', 'sending']);
/** An application has a handful of payments and messages; this only bounds a transaction's reads. */
const LIMIT = 200;

export type PersonalElsewhere = { ref: DocumentReference; removes: Record<string, FieldValue | unknown[]> }[];

const deleted = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, FieldValue.delete()]));

/** Reads, in `transaction`, the records beside `target` that hold its applicant's personal data. */
export async function readPersonalElsewhere(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
): Promise<PersonalElsewhere> {
  const [payments, messages, requests] = await Promise.all([
    transaction.get(paymentRecords(db).where('applicationId', '==', target.id).limit(LIMIT)),
    transaction.get(notificationRecords(db).where('applicationId', '==', target.id).limit(LIMIT)),
    transaction.get(applicationRequests(db, target)),
  ]);
  const finished = messages.docs.filter(
    (message) => message.get('kind') === target.kind && !UNFINISHED.has(message.get('state') as string),
  );
  const emails = finished.filter((message) => message.get('channel') === 'email');
  const mails = emails.length
    ? await transaction.getAll(...emails.map(({ id }) => db.collection(MAIL).doc(id)))
    : [];
  return [
    ...payments.docs
      .filter((payment) => payment.get('applicationKind') === target.kind)
      .map(({ ref }) => ({ ref, removes: deleted(PERSONAL_ELSEWHERE.payment) })),
    ...finished.map(({ ref }) => ({ ref, removes: deleted(PERSONAL_ELSEWHERE.notification) })),
    ...mails
      .filter((mail) => mail.exists)
      .map(({ ref }) => ({ ref, removes: deleted(PERSONAL_ELSEWHERE.mail) })),
    // The corrected answers, as they were and as the applicant made them: the request keeps that it
    // was answered, when, and how.
    ...requests.docs
      .filter((request) => request.get('answer') !== undefined)
      .map(({ ref }) => ({ ref, removes: { 'answer.corrections': [] } })),
  ];
}

/** Writes, in `transaction`, the reductions readPersonalElsewhere found. */
export function reducePersonalElsewhere(transaction: Transaction, found: PersonalElsewhere) {
  for (const { ref, removes } of found) transaction.update(ref, removes);
}
