import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { isAgentEvent, type NotificationEvent } from '#domain/notifications';
import { paymentStateOf } from '#domain/paymentState';
import { SEARCH_INDEX_FIELD } from '#domain/searchIndex';
import type { DeletionShown } from '#domain/dataRights';
import { uploadedFilesOf } from '../applications/files.ts';
import { listEvents } from '../applications/events.ts';
import type { ApplicationTarget } from '../applications/target.ts';
import { MAIL, notificationRecords } from '../notifications/records.ts';
import { paymentRecords } from '../payments/records.ts';
import { answerFilesOf, applicationRequests } from '../requests/records.ts';
import { resultsOf } from '../results/records.ts';
import { removedFileRef } from '../retention/removedFiles.ts';
import { deletionRequestsOf } from './records.ts';

/**
 * Fields of an application that are the staff's, not the applicant's: the internal note of a status
 * change, who made it, who has the application, and the record's own bookkeeping (its version, the
 * search index made from the answers). Everything else stored on it is in the copy.
 */
export const STAFF_FIELDS: readonly string[] = [
  'statusNote',
  'statusUpdatedBy',
  'assignee',
  'assignedAt',
  'version',
  SEARCH_INDEX_FIELD,
];

/**
 * What an event of the history may show its applicant: what happened and when, never who did it
 * (staff's uid and email), the internal note, the staff named in a handover or a note's id.
 */
const EVENT_FIELDS = [
  'type',
  'status',
  'applicantMessage',
  'paymentStatus',
  'outcome',
  'decision',
  'requestId',
  'resultId',
  'title',
  'orderId',
] as const;

/** A stored value as JSON says it: times as ISO 8601, maps and lists walked through. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, plain(each)]));
  }
  return value;
}

const isoOf = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const pick = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, plain(data[field])]),
  );

/** A copy of everything held about one application, as its applicant (or their agent) receives it. */
export type ApplicantDataCopy = {
  madeAt: string;
  kind: string;
  reference: string | null;
  /** Every field stored on the application but the staff's (STAFF_FIELDS). */
  answers: Record<string, unknown>;
  /**
   * The files uploaded with it and with answers to requests, listed by name, not embedded: the
   * applicant sent them, and staff alone open them. `removed` once deleted (retention, a request).
   */
  documents: { field: string; name: string; removed: boolean }[];
  /** The documents staff handed back: each downloads through POST /api/results/download {resultId}. */
  results: {
    resultId: string;
    title: string;
    issuedAt: string | null;
    verificationCode: string;
    removed: boolean;
  }[];
  /** What staff asked the applicant for, and what they answered. */
  requests: Record<string, unknown>[];
  messages: {
    channel: string;
    event: string;
    to: string;
    text: string;
    state: string;
    createdAt: string | null;
    sentAt: string | null;
  }[];
  payments: {
    orderId: string;
    amount: number;
    currency: string;
    method: string | null;
    state: string;
    createdAt: string | null;
    paidAt: string | null;
  }[];
  history: Record<string, unknown>[];
  deletionRequests: DeletionShown[];
};

/** Every document the application names, each with whether it was removed (one read each). */
async function documentsOf(
  db: Firestore,
  target: ApplicationTarget,
  data: Record<string, unknown>,
  requests: DocumentSnapshot[],
) {
  const uploadFields = APPLICATIONS[target.kind].uploadFields.map(({ field }) => field);
  const named = [
    ...uploadedFilesOf(target.kind, data).map((path) => ({
      field: uploadFields.find((field) => JSON.stringify(data[field] ?? '').includes(path)) ?? '',
      path,
    })),
    ...requests.flatMap((request) =>
      answerFilesOf(request).map((path) => ({ field: `request:${request.id}`, path })),
    ),
  ];
  if (named.length === 0) return [];
  const removed = await db.getAll(...named.map(({ path }) => removedFileRef(db, path)));
  return named.map(({ field, path }, index) => ({
    field,
    name: path.split('/').at(-1) ?? path,
    removed: removed[index]!.exists,
  }));
}

/** The messages sent to the applicant (not their agent's), oldest first, each email with its text. */
async function messagesOf(db: Firestore, target: ApplicationTarget) {
  const { docs } = await notificationRecords(db).where('applicationId', '==', target.id).limit(200).get();
  const own = docs.filter(
    (doc) => doc.get('kind') === target.kind && !isAgentEvent(doc.get('event') as NotificationEvent),
  );
  const emails = own.filter((doc) => doc.get('channel') === 'email');
  const mails = emails.length ? await db.getAll(...emails.map((doc) => db.collection(MAIL).doc(doc.id))) : [];
  const mailText = new Map(mails.map((mail) => [mail.id, mail.get('message.text') as string | undefined]));
  return own
    .map((doc) => ({
      channel: String(doc.get('channel')),
      event: String(doc.get('event')),
      to: String(doc.get('to') ?? ''),
      text: [doc.get('text') as string | undefined, mailText.get(doc.id)].filter(Boolean).join('\n\n'),
      state: String(doc.get('state')),
      createdAt: isoOf(doc.get('createdAt')),
      sentAt: isoOf(doc.get('sentAt')),
    }))
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

async function paymentsOf(db: Firestore, target: ApplicationTarget) {
  const { docs } = await paymentRecords(db).where('applicationId', '==', target.id).limit(100).get();
  return docs
    .filter((doc) => doc.get('applicationKind') === target.kind)
    .map((doc) => ({
      orderId: doc.id,
      amount: Number(doc.get('amount') ?? 0),
      currency: String(doc.get('currency') ?? ''),
      method: (doc.get('method') as string | undefined) ?? null,
      state: paymentStateOf(doc.data() ?? {}),
      createdAt: isoOf(doc.get('createdAt')),
      paidAt: isoOf(doc.get('paidAt')),
    }))
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/**
 * Gathers the copy of `application`: its answers, documents, results, requests, messages, payments,
 * history and requests to delete. Staff notes (staffNotes) are never read here, and nothing names
 * a staff member.
 */
export async function applicantDataCopy(
  db: Firestore,
  target: ApplicationTarget,
  application: DocumentSnapshot,
): Promise<ApplicantDataCopy> {
  const data = application.data() ?? {};
  const [requests, results, messages, payments, events, deletions] = await Promise.all([
    applicationRequests(db, target).get(),
    resultsOf(db, target),
    messagesOf(db, target),
    paymentsOf(db, target),
    listEvents(db, target.kind, target.id),
    deletionRequestsOf(db, target),
  ]);
  const answers = Object.fromEntries(
    Object.entries(data)
      .filter(([field]) => !STAFF_FIELDS.includes(field))
      .map(([field, value]) => [field, plain(value)]),
  );
  return {
    madeAt: new Date().toISOString(),
    kind: target.kind,
    reference: (data.reference as string | undefined) ?? null,
    answers,
    documents: await documentsOf(db, target, data, requests.docs),
    results: results
      .filter((result) => !result.get('replacedAt'))
      .map((result) => ({
        resultId: result.id,
        title: String(result.get('title') ?? ''),
        issuedAt: isoOf(result.get('createdAt')),
        verificationCode: String(result.get('verificationCode') ?? ''),
        removed: Boolean(result.get('fileRemovedAt')),
      })),
    requests: requests.docs.map((request) => {
      const answer = request.get('answer') as Record<string, unknown> | undefined;
      return {
        ...pick(request.data(), ['items', 'replyBy', 'state', 'createdAt']),
        ...(answer ? { answer: pick(answer, ['corrections', 'answeredAt']) } : {}),
      };
    }),
    messages,
    payments,
    history: events
      .map((event) => ({ at: event.at, ...pick(event as Record<string, unknown>, EVENT_FIELDS) }))
      .reverse(),
    deletionRequests: deletions,
  };
}
