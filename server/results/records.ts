import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { DownloadVia, ResultView } from '#domain/results';
import type { OfferedResult } from '#domain/tracking';
import type { Actor } from '../applications/actor.ts';
import { byApplication, ofApplications } from '../applications/ofApplications.ts';
import { storedDate } from '../applications/storedTime.ts';
import { HttpError } from '../http/errors.ts';

/**
 * `results/{id}`: one per PDF staff handed back, written only by the API (server/results/), the
 * rules keeping every client out. `replacedAt` is null until a corrected document takes its place;
 * then it is kept for the history but no longer offered. The download fields count what
 * `downloads/{id}` records one by one.
 */
export type ResultRecord = {
  kind: ApplicationKind;
  applicationId: string;
  reference: string | null;
  title: string;
  /** In the blob store (resultPath): never a public address. */
  path: string;
  sha256: string;
  size: number;
  /** Its place among the documents handed back with it. */
  position: number;
  verificationCode: string;
  createdAt: Timestamp;
  createdBy: Actor;
  replaces?: string;
  replacedAt: Timestamp | null;
  replacedBy?: string;
  downloads: number;
  firstDownloadedAt?: Timestamp;
  lastDownloadedAt?: Timestamp;
  agentDownloads?: number;
  lastAgentDownload?: { aan: string; at: Timestamp };
};

/** `downloads/{id}`: one per download of a result, written with the download. */
export type DownloadRecord = {
  kind: ApplicationKind;
  applicationId: string;
  resultId: string;
  via: DownloadVia;
  /** With `via: 'agent'`: the agent who downloaded it. */
  agent?: { uid: string; aan: string };
  at: Timestamp;
};

export const resultRecords = (db: Firestore) => db.collection(COLLECTIONS.results);
export const downloadRecords = (db: Firestore) => db.collection(COLLECTIONS.downloads);

/** An application is handed a few documents; this only bounds the read. */
const RESULTS_LIMIT = 100;

export const noSuchResult = () =>
  new HttpError(404, 'This application has no such document.', 'result.notFound');

/** Whether a stored result belongs to the application. */
export const isResultOf = (result: DocumentSnapshot, target: { kind: ApplicationKind; id: string }) =>
  result.exists && result.get('kind') === target.kind && result.get('applicationId') === target.id;

/** Still offered to the applicant: no corrected document has taken its place. */
export const isOffered = (result: DocumentSnapshot) => !result.get('replacedAt');

/** Every result of the application, read in `transaction` (a delete takes them with it). */
export async function resultsIn(
  db: Firestore,
  transaction: Transaction,
  target: { kind: ApplicationKind; id: string },
) {
  const snapshot = await transaction.get(
    resultRecords(db).where('applicationId', '==', target.id).limit(RESULTS_LIMIT),
  );
  return snapshot.docs.filter((doc) => doc.get('kind') === target.kind);
}

/** A result and its verification record, deleted in `transaction`: its code then finds nothing. */
export function deleteResult(db: Firestore, transaction: Transaction, result: DocumentSnapshot) {
  transaction.delete(result.ref);
  const code = result.get('verificationCode') as unknown;
  if (typeof code === 'string') transaction.delete(db.collection(COLLECTIONS.verifications).doc(code));
}

/** The application's results, oldest first (handed back in that order). */
export async function resultsOf(db: Firestore, target: { kind: ApplicationKind; id: string }) {
  // Filtered and sorted here rather than by the query: an application has few, and it spares an index.
  const snapshot = await resultRecords(db).where('applicationId', '==', target.id).limit(RESULTS_LIMIT).get();
  return snapshot.docs
    .filter((doc) => doc.get('kind') === target.kind)
    .sort((a, b) => orderOf(a) - orderOf(b) || positionOf(a) - positionOf(b));
}

const orderOf = (doc: DocumentSnapshot) => storedDate(doc.get('createdAt'))?.getTime() ?? 0;
const positionOf = (doc: DocumentSnapshot) => Number(doc.get('position') ?? 0);
const isoOf = (value: unknown) => storedDate(value)?.toISOString();

/** The verification codes of the results each of `ids` offers, oldest first, for an export. */
export async function resultCodesOfMany(db: Firestore, kind: ApplicationKind, ids: readonly string[]) {
  const docs = (await ofApplications(resultRecords(db), ids, RESULTS_LIMIT)).filter(isOffered);
  const order = (a: DocumentSnapshot, b: DocumentSnapshot) =>
    orderOf(a) - orderOf(b) || positionOf(a) - positionOf(b);
  return byApplication(docs, kind, order, (doc) => String(doc.get('verificationCode')));
}

/** What the applicant is offered: the results not replaced. */
export async function offeredResults(
  db: Firestore,
  target: { kind: ApplicationKind; id: string },
): Promise<OfferedResult[]> {
  return (await resultsOf(db, target)).filter(isOffered).map((doc) => ({
    id: doc.id,
    title: doc.get('title') as string,
    issuedAt: isoOf(doc.get('createdAt')) ?? new Date(0).toISOString(),
    verificationCode: doc.get('verificationCode') as string,
  }));
}

/** A result as staff see it. */
export function resultView(doc: DocumentSnapshot): ResultView {
  const record = doc.data() as ResultRecord;
  const optional = {
    replacedAt: isoOf(record.replacedAt),
    replacedBy: record.replacedBy,
    replaces: record.replaces,
    firstDownloadedAt: isoOf(record.firstDownloadedAt),
    lastDownloadedAt: isoOf(record.lastDownloadedAt),
    agentDownloads: record.agentDownloads,
    lastAgentDownload: record.lastAgentDownload && {
      aan: record.lastAgentDownload.aan,
      at: isoOf(record.lastAgentDownload.at) ?? new Date(0).toISOString(),
    },
  };
  return {
    id: doc.id,
    title: record.title,
    sha256: record.sha256,
    size: record.size,
    verificationCode: record.verificationCode,
    issuedAt: isoOf(record.createdAt) ?? new Date(0).toISOString(),
    issuedBy: record.createdBy,
    downloads: record.downloads ?? 0,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
