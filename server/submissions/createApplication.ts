import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { MSG } from '#domain/common';
import { COLLECTIONS, type AppLanguage, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import type { ReferenceClaim } from '#domain/ownership';
import { newReference } from '#domain/reference';
import { DUPLICATE_KEYS_FIELD, duplicateKeysOf } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD, searchPrefixesOf } from '#domain/searchIndex';
import type { NewApplicationAnswer } from '#domain/submissions';
import { pathsIn, uploadIdOf } from '#domain/uploads';
import { received } from '#domain/reports/counts';
import { HttpError } from '../http/errors.ts';
import { messagesFor, queueMessages } from '../notifications/records.ts';
import { createApplicationRecord } from '../applications/rows.ts';
import { countChanges } from '../reports/counter.ts';
import { uploadRecords } from '../uploads/records.ts';

/** Drawing a taken reference is a one-in-millions event; a tenth in a row is a broken generator. */
const REFERENCE_DRAWS = 10;

export type NewApplication = {
  kind: ApplicationKind;
  /** The draft's id, chosen on the device and reused by every retry of its Submit. */
  id: string;
  submittedBy: string;
  lang: AppLanguage;
  /** Parsed with the kind's schema: only its fields, each valid. */
  answers: Record<string, unknown>;
};

export type Created = NewApplicationAnswer & { created: boolean };

const taken = () =>
  new HttpError(409, 'Another user has already sent an application under this id.', 'application.taken');

/** A document field naming a file the API did not issue, or one another application holds. */
const badUpload = (field: string) =>
  new HttpError(422, `Please check these fields: ${field}.`, 'validation', { [field]: MSG.file });

/**
 * Creates an application in one transaction: the record with our own fields and its search index,
 * the claim of a fresh reference, its uploaded documents marked as its own, its "received"
 * messages, and its count in the owner's figures. Exactly once per draft: the same user sending the same draft again gets the record
 * it made, and nothing is written; another user's draft id is refused.
 */
export async function createApplication(db: Firestore, application: NewApplication): Promise<Created> {
  const { kind, id, submittedBy, lang, answers } = application;
  const ref = db.collection(APPLICATIONS[kind].collection).doc(id);
  return db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) {
      if (existing.get('submittedBy') !== submittedBy) throw taken();
      return { id, reference: existing.get('reference') as string, created: false };
    }
    // Every read before the first write, as Firestore's transactions require.
    const uploads = await ownUploads(transaction, db, kind, id, answers);
    const reference = await freeReference(transaction, db, kind);

    const meta = { ...newApplicationMeta(kind, { lang, submittedBy }), reference };
    const record = { ...answers, ...meta };
    // One time for the record and its count, so the day it is counted on is the day it carries.
    const createdAt = Timestamp.now();
    createApplicationRecord(transaction, ref, {
      ...record,
      createdAt,
      [SEARCH_INDEX_FIELD]: searchPrefixesOf(kind, record),
      [DUPLICATE_KEYS_FIELD]: duplicateKeysOf(kind, record),
    });
    const claim: ReferenceClaim = { kind, applicationId: id };
    transaction.create(db.collection(COLLECTIONS.references).doc(reference), claim);
    for (const upload of uploads) transaction.update(upload.ref, { attached: true, applicationId: id, kind });
    queueMessages(db, transaction, messagesFor({ kind, id, data: record }, 'received'));
    countChanges(db, transaction, answers.AAN, [{ at: createdAt.toDate(), change: received(kind) }]);
    return { id, reference, created: true };
  });
}

/** A reference of the kind that no application has claimed yet. */
async function freeReference(transaction: Transaction, db: Firestore, kind: ApplicationKind) {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
    const reference = newReference(kind);
    const claim = await transaction.get(db.collection(COLLECTIONS.references).doc(reference));
    if (!claim.exists) return reference;
  }
  throw new Error(`${REFERENCE_DRAWS} references of ${kind} in a row were taken`);
}

/**
 * The upload records of the documents the answers name (a field may name several pages): each
 * must be a file the API stored for that field's area, named once, and not already another
 * application's. A path that fails names its field.
 */
async function ownUploads(
  transaction: Transaction,
  db: Firestore,
  kind: ApplicationKind,
  id: string,
  answers: Record<string, unknown>,
): Promise<DocumentSnapshot[]> {
  const named = APPLICATIONS[kind].uploadFields.flatMap(({ field, area }) =>
    pathsIn(answers[field]).map((path) => ({ field, area, path })),
  );
  // One file named twice (two pages, or the photo as the bio page) is one document, not two.
  const paths = named.map(({ path }) => path);
  const repeated = named.find(({ path }, index) => paths.indexOf(path) !== index);
  if (repeated) throw badUpload(repeated.field);
  return Promise.all(
    named.map(async ({ field, area, path }) => {
      const uploadId = uploadIdOf(path);
      if (!uploadId) throw badUpload(field);
      const upload = await transaction.get(uploadRecords(db).doc(uploadId));
      const holder = upload.get('applicationId') as unknown;
      const ours = upload.get('path') === path && upload.get('area') === area;
      if (!upload.exists || !ours || (holder !== undefined && holder !== id)) throw badUpload(field);
      return upload;
    }),
  );
}
