import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { emailOf, phonesOf } from '#domain/identity';
import { internationalNumber } from '#domain/phone';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus } from '#domain/meta';
import {
  notificationId,
  type ApplicantEvent,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationLimit,
  type NotificationState,
  type NotificationView,
  type Overtaking,
} from '#domain/notifications';
import { isAlreadyExists } from '../firestoreErrors.ts';

// notifications/{id}: one per message to an applicant (or to their agent: agentNotices.ts), written
// by the API only, in the same transaction as the change it tells of (a payment settled, a status
// saved), or by the handler of a new application. The dispatcher (dispatch.ts) moves it from
// queued to sent or failed, to held when a bound on SMS keeps it back (smsAllowance.ts), or to
// cancelled when what it tells of has changed since (overtaken.ts); it goes only after the earlier
// messages to the same person are finished (turns.ts). An SMS's delivery report moves it from sent
// to delivered or failed (sms/deliveryReports.ts).

export const NOTIFICATIONS = 'notifications';
/** Documents in the format of the Trigger Email extension, which sends them in production. */
export const MAIL = 'mail';

/** What a message says besides its event: it names no person (only reference, service and amount). */
export type NotificationFacts = {
  amount?: number;
  status?: ApplicationStatus;
  applicantMessage?: string;
  /**
   * The request a message tells of (a request made, its reminder) by its id; a reminder's reply-by
   * date and what it asks, named in the message's language.
   */
  requestId?: string;
  replyBy?: string;
  asked?: string;
  /** A payment's news: the attempt it tells of (payments/{orderId}). */
  orderId?: string;
};

export type NotificationRecord = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  to: string;
  /** Who it goes to, however `to` is written (recipientOf): its turn comes after theirs before it. */
  recipient?: string;
  lang: AppLanguage;
  facts: NotificationFacts;
  state: NotificationState;
  attempts: number;
  nextAttemptAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The SMS text, or the email's subject, as composed for the first try. */
  text?: string;
  error?: string;
  /** What the provider calls the message (Beem's request_id): delivery reports are asked for by it. */
  providerId?: string;
  /** When the provider took the message: delivery reports are asked for during a day after. */
  sentAt?: Timestamp;
  /** When the provider's delivery report settled it (delivered, or failed with the network's reason). */
  deliveryReportedAt?: Timestamp;
  resendOf?: string;
  /** The bound on SMS that holds it (state `held`) or makes it wait (`queued`); see smsAllowance.ts. */
  limitedBy?: NotificationLimit;
  /** The Dar es Salaam day whose SMS counters it was counted in: its retries are not counted again. */
  countedOn?: string;
  /** When a message that waited (for the budget, or its turn) went out: its hour of retries runs from then. */
  retriesFrom?: Timestamp;
  /** What overtook it before it was sent (state `cancelled`). */
  overtakenBy?: Overtaking;
  /** The earlier message to the same person it waits for (state `queued`). */
  waitsFor?: string;
};

export const notificationRecords = (db: Firestore) => db.collection(NOTIFICATIONS);

/**
 * One person's address on a channel, however it is written: a phone as the gateway texts it
 * (0754…, +255 754… and 255754… are one phone), an email address in small letters.
 */
export function recipientOf({ channel, to }: Pick<NotificationRecord, 'channel' | 'to'>) {
  return channel === 'sms' ? `sms:${internationalNumber(to)}` : `email:${to.trim().toLowerCase()}`;
}

type Writer = Transaction | WriteBatch;

/** What an event's messages are about: the application as stored, and a fallback email (the payer's). */
export type NotificationSubject = {
  kind: ApplicationKind;
  id: string;
  data: Record<string, unknown>;
  payerEmail?: string;
};

/**
 * The messages an event sends: an SMS to the applicant's phone and an email where there is an
 * address, in the language the application was made in. None for a record without a reference.
 */
export function messagesFor(
  subject: NotificationSubject,
  event: ApplicantEvent,
  facts: NotificationFacts = {},
  occasion?: string,
) {
  const { identity } = APPLICATIONS[subject.kind];
  const lang: AppLanguage = subject.data.lang === 'sw' ? 'sw' : 'en';
  const phone = phonesOf(identity, subject.data)[0];
  const email = emailOf(identity, subject.data) ?? subject.payerEmail;
  const destinations: [NotificationChannel, string | undefined][] = [
    ['sms', phone],
    ['email', email],
  ];
  return destinations.flatMap(([channel, to]) =>
    to ? queuedMessage(subject, { event, channel, to, lang, facts }, occasion) : [],
  );
}

/** What one message is, besides the application it is about. */
type Message = Pick<NotificationRecord, 'event' | 'channel' | 'to' | 'lang' | 'facts'>;

/**
 * One message about `subject`, queued now, with the id that makes it once per event (`occasion`
 * tells apart events that happen more than once); none for a record without a reference.
 */
export function queuedMessage(subject: NotificationSubject, message: Message, occasion?: string) {
  const reference = subject.data.reference;
  if (typeof reference !== 'string') return [];
  const now = Timestamp.now();
  const record: NotificationRecord = {
    kind: subject.kind,
    applicationId: subject.id,
    reference,
    ...message,
    recipient: recipientOf(message),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  };
  return [{ id: notificationId(subject, message.event, message.channel, occasion), record }];
}

/**
 * Queues `messages` in `writer` (a transaction or a batch): created, never overwritten, so a
 * second writer for the same event fails rather than sending twice.
 */
export function queueMessages(db: Firestore, writer: Writer, messages: ReturnType<typeof messagesFor>) {
  for (const { id, record } of messages) {
    // `create` on a Transaction and a WriteBatch take the same arguments.
    (writer as WriteBatch).create(notificationRecords(db).doc(id), record);
  }
}

/** Queues messages in a batch of their own; false when they were queued before (by another sighting). */
export async function queueOnce(db: Firestore, messages: ReturnType<typeof messagesFor>) {
  if (messages.length === 0) return false;
  const batch = db.batch();
  queueMessages(db, batch, messages);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0)).toISOString();

/** The record as staff see it; an email's state follows what the extension wrote on its mail document. */
export function notificationView(doc: DocumentSnapshot, mail?: DocumentSnapshot): NotificationView {
  const record = doc.data() as NotificationRecord;
  const delivery = mail?.exists ? deliveryOf(mail) : undefined;
  return {
    id: doc.id,
    kind: record.kind,
    applicationId: record.applicationId,
    event: record.event,
    channel: record.channel,
    ...(record.to ? { to: record.to } : {}),
    state: delivery?.state ?? record.state,
    attempts: record.attempts,
    ...((delivery?.error ?? record.error) ? { error: delivery?.error ?? record.error } : {}),
    ...(record.limitedBy ? { limitedBy: record.limitedBy } : {}),
    ...(record.overtakenBy ? { overtakenBy: record.overtakenBy } : {}),
    ...(record.waitsFor ? { waitsForEarlier: true } : {}),
    summary: record.text ?? '',
    ...(record.resendOf ? { resendOf: record.resendOf } : {}),
    ...(record.deliveryReportedAt ? { deliveryReportedAt: iso(record.deliveryReportedAt) } : {}),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** The Trigger Email extension's `delivery.state` in our words, once it has written one. */
function deliveryOf(mail: DocumentSnapshot): { state: NotificationState; error?: string } | undefined {
  const delivery = mail.get('delivery') as { state?: unknown; error?: unknown } | undefined;
  const error = typeof delivery?.error === 'string' && delivery.error ? delivery.error : undefined;
  switch (delivery?.state) {
    case 'SUCCESS':
      return { state: 'delivered' };
    case 'ERROR':
      return { state: 'failed', ...(error ? { error } : {}) };
    case 'PENDING':
    case 'PROCESSING':
    case 'RETRY':
      return { state: 'sending' };
    default:
      return undefined;
  }
}

export const touched = () => ({ updatedAt: FieldValue.serverTimestamp() });
