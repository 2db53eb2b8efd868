import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { applicationDeleted } from '#domain/reports/counts';
import type { BlobStore } from '../blobs/store.ts';
import { countChanges } from '../reports/counter.ts';
import { keepForFigures } from '../reports/deletions.ts';
import { answerFilesOf, applicationRequests } from '../requests/records.ts';
import { deleteResult, resultsIn } from '../results/records.ts';
import { removeIfUnused } from '../uploads/remove.ts';
import type { Actor } from './actor.ts';
import { recordEvent } from './events.ts';
import { bumpVersion, refuseIfStale } from './version.ts';
import { uploadedFilesOf } from './files.ts';
import { deleteApplicationRecord } from './rows.ts';
import { applicationFacts, referenceOf } from './statusChange.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';

/**
 * Deletes the application in one transaction with its requests and the results handed back, its
 * delete event and its departure from the owner's figures (what it was paid stays counted); then
 * the files it alone held. Returns how many files went.
 */
export async function deleteApplication(
  db: Firestore,
  blobs: BlobStore,
  target: ApplicationTarget,
  actor: Actor,
  log?: Pick<Logger, 'error'>,
  expected?: number,
): Promise<number> {
  let files: string[] = [];
  let resultFiles: string[] = [];
  await db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    await refuseIfStale(db, transaction, target, application, expected);
    // Its requests go with it: their answers are the applicant's, and so are the files sent.
    const requests = await transaction.get(applicationRequests(db, target));
    // So do the documents handed back, and their verification codes.
    const handedBack = await resultsIn(db, transaction, target);
    files = [
      ...uploadedFilesOf(target.kind, application.data() ?? {}),
      ...requests.docs.flatMap(answerFilesOf),
    ];
    resultFiles = handedBack.map((result) => result.get('path') as string);
    deleteApplicationRecord(transaction, target.ref);
    // It leaves the queue; what it was paid stays counted.
    const at = Timestamp.now();
    const left = applicationDeleted(target.kind, applicationFacts(application));
    countChanges(db, transaction, application.get('AAN'), [{ at: at.toDate(), change: left }]);
    keepForFigures(db, transaction, target, application, requests.docs, at);
    for (const request of requests.docs) transaction.delete(request.ref);
    for (const result of handedBack) deleteResult(db, transaction, result);
    const event = {
      kind: target.kind,
      applicationId: target.id,
      type: 'delete' as const,
      version: bumpVersion(transaction, application, { write: false }),
    };
    recordEvent(db, transaction, { ...event, reference: referenceOf(application) }, actor, at);
  });
  // Only files uploaded for it go: stored by the API and referred to by no other application.
  // One that fails to go is logged rather than failing a delete that has already happened (a
  // file whose blob would not go keeps an unattached record, which the upload sweep retries).
  const results = await Promise.allSettled([
    ...files.map((path) => removeIfUnused(db, blobs, path)),
    // Stored by the API for this application alone: nothing else refers to them.
    ...resultFiles.map(async (path) => {
      await blobs.delete(path);
      return true;
    }),
  ]);
  const paths = [...files, ...resultFiles];
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log?.error({ err: result.reason, path: paths[index] }, 'could not delete an uploaded document');
    }
  });
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}
