// What firestore.indexes.json holds, written from the list of kinds: every kind's collection takes
// the same composite indexes, and its list rows those of them the lists need, so a kind added to
// src/domain/kinds.ts takes them with
// `npm run indexes`, and a unit test fails while the file is not what this writes.
// `npm run deploy:check` then asks every query of the code of the file (ops/deployCheck/queries/).
import {
  APPLICATION_COLLECTIONS,
  APPLICATION_KINDS,
  COLLECTIONS,
  ROW_COLLECTIONS,
  type ApplicationKind,
} from '#domain/kinds';
import { ROW_FIELDS } from '#domain/listRows';
import { FINISHED_AT_FIELD, RETENTION_FIELD, RETENTION_STAGES } from '#domain/retention';

/** The file Firebase deploys the indexes from (firebase.json), from the project's root. */
export const INDEXES_FILE = 'firestore.indexes.json';

/**
 * An index's fields in order, each `field` (ascending), `field desc` or `field contains` (the
 * members of an array).
 */
type Fields = readonly string[];

/** The composite indexes of every kind's applications. */
const APPLICATION_INDEXES: readonly Fields[] = [
  // A staff list filtered by payment, a whole reference searched, an applicant's own applications,
  // a list filtered by status, then by both (listFilters.ts, tracking).
  ['paymentStatus', 'createdAt desc'],
  ['reference', 'createdAt desc'],
  ['submittedBy', 'createdAt desc'],
  ['status', 'createdAt desc'],
  ['paymentStatus', 'status', 'createdAt desc'],
  // The work queue, oldest first; its answered head; the replies overdue (workQueue.ts).
  ['paymentStatus', 'status', 'createdAt'],
  ['paymentStatus', 'status', 'requestState', 'requestAnsweredAt'],
  ['paymentStatus', 'status', 'requestState', 'requestReplyBy'],
  // A name searched, alone and with the filters (searchPlan.ts).
  ['searchPrefixes contains', 'createdAt desc'],
  ['searchPrefixes contains', 'status', 'createdAt desc'],
  ['searchPrefixes contains', 'paymentStatus', 'createdAt desc'],
  ['searchPrefixes contains', 'paymentStatus', 'status', 'createdAt desc'],
  // The same narrowed to one agent: a staff list's agent filter, an agent's clients
  // (agentClients.ts) and their weekly summary (what changed status in the week).
  ['AAN', 'createdAt desc'],
  ['AAN', 'searchPrefixes contains', 'createdAt desc'],
  ['AAN', 'reference', 'createdAt desc'],
  ['AAN', 'status', 'createdAt desc'],
  ['AAN', 'paymentStatus', 'createdAt desc'],
  ['AAN', 'status', 'statusUpdatedAt'],
  ['AAN', 'paymentStatus', 'status', 'createdAt'],
  ['AAN', 'paymentStatus', 'status', 'requestState', 'requestAnsweredAt'],
  ['AAN', 'searchPrefixes contains', 'status', 'createdAt desc'],
  ['AAN', 'searchPrefixes contains', 'paymentStatus', 'createdAt desc'],
  ['AAN', 'searchPrefixes contains', 'paymentStatus', 'status', 'createdAt desc'],
  // Who has it (assignment.ts): a list of Mine, Nobody's or one person's, newest first (merged with
  // the status and payment indexes), the work queue narrowed to them, oldest first, and a staff
  // member's own day (server/applications/ownDay.ts): theirs answered, theirs overdue.
  ['assignee.uid', 'createdAt desc'],
  ['assignee', 'createdAt desc'],
  ['paymentStatus', 'status', 'assignee.uid', 'createdAt'],
  ['paymentStatus', 'status', 'assignee', 'createdAt'],
  ['assignee.uid', 'paymentStatus', 'status', 'requestState'],
  ['assignee.uid', 'paymentStatus', 'status', 'requestState', 'requestReplyBy'],
  // What retention has made due, one stage at a time, oldest finished first (server/retention/run.ts).
  ...RETENTION_STAGES.map((stage) => [`${RETENTION_FIELD}.${stage}`, FINISHED_AT_FIELD]),
];

/**
 * The composite indexes of a kind's list rows (src/domain/listRows.ts), which the staff lists,
 * counts and duplicate flags query: those of its applications made only of row fields.
 */
function rowIndexes(kind: ApplicationKind): readonly Fields[] {
  const rowFields: readonly string[] = ROW_FIELDS[kind];
  const fieldOf = (written: string) => written.split(' ')[0]!.split('.')[0]!;
  return APPLICATION_INDEXES.filter((fields) => fields.every((field) => rowFields.includes(fieldOf(field))));
}

/** The composite indexes of the other collections, by collection. */
const OTHER_INDEXES: readonly [collection: string, fields: Fields][] = [
  // Payments left pending (reconcile); an agent's payments and reversals in a month (statements).
  [COLLECTIONS.payments, ['status', 'createdAt']],
  [COLLECTIONS.payments, ['AAN', 'paidAt']],
  [COLLECTIONS.payments, ['AAN', 'reversedAt']],
  // An application's history, newest first; its notes between staff, oldest first.
  [COLLECTIONS.applicationEvents, ['applicationId', 'at desc']],
  [COLLECTIONS.staffNotes, ['applicationId', 'at']],
  // Who looked at an application, newest first (server/access/readLooks.ts).
  [COLLECTIONS.accessLog, ['applicationId', 'kind', 'at desc']],
  // Uploads no application took (the sweep); requests still open (their reminders).
  [COLLECTIONS.uploads, ['attached', 'createdAt']],
  [COLLECTIONS.requests, ['state', 'createdAt']],
  // Messages (server/notifications/records.ts): those due, the SMS sent awaiting their delivery
  // report, and one person's in turn.
  ['notifications', ['state', 'nextAttemptAt']],
  ['notifications', ['channel', 'state', 'sentAt']],
  ['notifications', ['recipient', 'state', 'createdAt']],
  // Who asked to become an agent, newest first.
  [COLLECTIONS.agentRequests, ['status', 'createdAt desc']],
  // One scope's days or months (reports/fold.ts).
  [COLLECTIONS.reportDays, ['scope', 'period']],
  [COLLECTIONS.reportMonths, ['scope', 'period']],
];

/**
 * Fields Firestore indexes by default that are never queried: the counts' maps, read whole
 * (indexing them would spend a document's 40,000 index entries and a write's time), and what a
 * deleted application leaves for them.
 */
const UNINDEXED_FIELDS: readonly [collection: string, field: string][] = [
  [COLLECTIONS.reportDays, 'kinds'],
  [COLLECTIONS.reportMonths, 'kinds'],
  [COLLECTIONS.reportDeletions, 'answeredRequests'],
  // What a retention run removed and why: read by an application's id, never by these.
  [COLLECTIONS.retentionLog, 'stages'],
  [COLLECTIONS.retentionLog, 'files'],
  [COLLECTIONS.retentionLog, 'fields'],
];

const ORDERS = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

function indexField(written: string) {
  const [fieldPath, how = 'asc'] = written.split(' ') as [string, string?];
  if (how === 'contains') return { fieldPath, arrayConfig: 'CONTAINS' };
  if (how !== 'asc' && how !== 'desc') throw new Error(`"${written}": a field is asc, desc or contains`);
  return { fieldPath, order: ORDERS[how] };
}

const index = (collectionGroup: string, fields: Fields) => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(indexField),
});

/** firestore.indexes.json's content: each kind's indexes in the list's order, then the others'. */
export function firestoreIndexes() {
  return {
    indexes: [
      ...APPLICATION_KINDS.flatMap((kind) =>
        APPLICATION_INDEXES.map((fields) => index(APPLICATION_COLLECTIONS[kind], fields)),
      ),
      ...APPLICATION_KINDS.flatMap((kind) =>
        rowIndexes(kind).map((fields) => index(ROW_COLLECTIONS[kind], fields)),
      ),
      ...OTHER_INDEXES.map(([collection, fields]) => index(collection, fields)),
    ],
    fieldOverrides: UNINDEXED_FIELDS.map(([collectionGroup, fieldPath]) => ({
      collectionGroup,
      fieldPath,
      indexes: [],
    })),
  };
}

/** The file as `npm run indexes` writes it. */
export const firestoreIndexesText = () => `${JSON.stringify(firestoreIndexes(), null, 2)}\n`;
