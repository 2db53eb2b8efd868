import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DELETION_DECISION_DAYS, type DeletionShown } from '#domain/dataRights';
import { APPLICANT_ACTOR_UID } from '#domain/processing';
import type { ApplicationAccess } from '../applications/access.ts';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { referenceOf } from '../applications/statusChange.ts';
import { versionOf } from '../applications/version.ts';
import { HttpError } from '../http/errors.ts';
import {
  applicationDeletions,
  deletionRecords,
  deletionShown,
  type DeletionRequestRecord,
} from './records.ts';
import { DAY_MS } from '#domain/officeDay';

const APPLICANT: Actor = { uid: APPLICANT_ACTOR_UID, email: null };

/**
 * Files a request to delete the data of the application `access` proved, with the applicant's
 * reason ('' for none), due for staff's decision DELETION_DECISION_DAYS from now; in one
 * transaction with its `deletionAsked` event. One open request at a time: 409 `deletion.open`.
 * A request changes nothing of the application, so its version stays.
 */
export async function askDeletion(
  db: Firestore,
  { target, via }: Pick<ApplicationAccess, 'target' | 'via'>,
  reason: string,
): Promise<DeletionShown> {
  const ref = deletionRecords(db).doc();
  await db.runTransaction(async (transaction) => {
    const application = await transaction.get(target.ref);
    const earlier = await transaction.get(applicationDeletions(db, target));
    const open = earlier.docs.some((doc) => doc.get('kind') === target.kind && doc.get('state') === 'open');
    if (open) {
      throw new HttpError(
        409,
        'A request to delete this data is already waiting for a decision.',
        'deletion.open',
      );
    }
    const askedAt = Timestamp.now();
    const record: DeletionRequestRecord = {
      kind: target.kind,
      applicationId: target.id,
      reference: referenceOf(application),
      reason,
      via,
      state: 'open',
      askedAt,
      dueBy: Timestamp.fromMillis(askedAt.toMillis() + DELETION_DECISION_DAYS * DAY_MS),
    };
    transaction.create(ref, record);
    const event = {
      kind: target.kind,
      applicationId: target.id,
      reference: record.reference,
      type: 'deletionAsked' as const,
      note: reason,
      version: versionOf(application),
    };
    recordEvent(db, transaction, event, APPLICANT, askedAt);
  });
  return deletionShown(await ref.get());
}
