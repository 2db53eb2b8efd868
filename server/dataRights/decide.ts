import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isApplicationKind } from '#domain/kinds';
import type { DeletionDecision, DeletionShown } from '#domain/dataRights';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { referenceOf } from '../applications/statusChange.ts';
import { applicationTarget } from '../applications/target.ts';
import { bumpVersion, versionOf } from '../applications/version.ts';
import type { BlobStore } from '../blobs/store.ts';
import { HttpError } from '../http/errors.ts';
import { messagesFor, queueMessages } from '../notifications/records.ts';
import { deleteRemovedBlobs, removeStages, stagesLeft } from '../retention/run.ts';
import { deletionRecords, deletionShown } from './records.ts';

const notFound = () => new HttpError(404, 'There is no such request to delete data.', 'deletion.notFound');

/**
 * Staff's decision on a request to delete, in one transaction with its event and the message that
 * tells the applicant. Granting removes at once whatever the retention run would remove at the end
 * of every period (documents, results' files, personal fields: server/retention/run.ts's
 * removeStages), keeping what the money and the reports need, and logs it in `retentionLog` with
 * the staff's reason. The message is composed from the application as it was, so it still reaches
 * the phone and email just removed. Refusing records the reason, which Track shows the applicant.
 * 409 `deletion.decided` for a request decided already.
 */
export async function decideDeletion(
  db: Firestore,
  blobs: BlobStore,
  requestId: string,
  { decision, reason }: DeletionDecision,
  actor: Actor,
): Promise<DeletionShown> {
  const ref = deletionRecords(db).doc(requestId);
  const removed = await db.runTransaction(async (transaction) => {
    const request = await transaction.get(ref);
    const kind = request.get('kind') as unknown;
    if (!request.exists || !isApplicationKind(kind)) throw notFound();
    if (request.get('state') !== 'open') {
      throw new HttpError(409, 'This request to delete data has been decided already.', 'deletion.decided');
    }
    const target = applicationTarget(db, { kind, id: request.get('applicationId') as string });
    const application = await transaction.get(target.ref);
    const granted = decision === 'grant';
    const removal =
      granted && application.exists
        ? await removeStages(db, transaction, target, application, stagesLeft(application), {
            run: `deletionRequest:${ref.id}`,
            reason: `The applicant asked to delete their data; staff granted it: ${reason}`,
          })
        : { files: [], fields: [] };
    const decidedAt = Timestamp.now();
    transaction.update(ref, {
      state: granted ? 'granted' : 'refused',
      decidedAt,
      decisionReason: reason,
      decidedBy: actor,
    });
    if (!application.exists) return removal;
    const event = {
      kind: target.kind,
      applicationId: target.id,
      reference: referenceOf(application),
      type: granted ? ('deletionGranted' as const) : ('deletionRefused' as const),
      note: reason,
      version: granted ? bumpVersion(transaction, application) : versionOf(application),
    };
    recordEvent(db, transaction, event, actor, decidedAt);
    const subject = { kind: target.kind, id: target.id, data: application.data() ?? {} };
    queueMessages(
      db,
      transaction,
      messagesFor(
        subject,
        granted ? 'deletionGranted' : 'deletionRefused',
        { applicantMessage: reason },
        ref.id,
      ),
    );
    return removal;
  });
  await deleteRemovedBlobs(db, blobs, removed.files);
  return deletionShown(await ref.get());
}
