import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import type {
  ApplicationDeleteAnswer,
  ApplicationEventAnswer,
  ApplicationEventsAnswer,
  StatusChangeAnswer,
} from '#domain/processing';
import { applicationDeleted } from '#domain/reports/counts';
import { canDeleteApplications } from '#domain/user';
import { actorOf, roleOf } from '../applications/actor.ts';
import { clientEventSchema, statusChangeSchema } from '../applications/bodies.ts';
import { listEvents, readEvent, recordEvent } from '../applications/events.ts';
import { uploadedFilesOf } from '../applications/files.ts';
import { applicationFacts, changeStatus, referenceOf } from '../applications/statusChange.ts';
import { applicationTarget, existingApplication } from '../applications/target.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { agentToTell } from '../notifications/agentNotices.ts';
import { parseBody } from '../http/validate.ts';
import { countChanges } from '../reports/counter.ts';
import { keepForFigures } from '../reports/deletions.ts';
import { answerFilesOf, applicationRequests, withdrawalOnStatusChange } from '../requests/records.ts';
import { deleteResult, resultsIn } from '../results/records.ts';
import { removeIfUnused } from '../uploads/remove.ts';

/**
 * The staff area's writes: processing (status + note), print and delete, each recorded in
 * applicationEvents with who and when. They go through the API rather than the Firestore SDK so
 * that "who" comes from a verified token and "when" from the server, and so that deleting an
 * application also removes its documents from the blob store.
 */
export function applicationsRouter(firebase: FirebaseServices, blobs: BlobStore) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id';

  /** POST …/status {status, note?, applicantMessage?} → 200 {status, statusNote, applicantMessage, event}. */
  router.post(`${base}/status`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const { status, note, applicantMessage } = parseBody(statusChangeSchema, req.body);
    const actor = await actorOf(res, firebase);
    const eventRef = await db.runTransaction(async (transaction) => {
      const application = await existingApplication(target, () => transaction.get(target.ref));
      // Only "action needed" is the agent's news; any other status reads no agent.
      const agent = status === 'action_needed' ? await agentToTell(db, transaction, application) : undefined;
      const withdraw = await withdrawalOnStatusChange(db, transaction, target, application, status, actor);
      const eventRef = changeStatus(
        db,
        transaction,
        target,
        application,
        { status, note, applicantMessage },
        actor,
        { agent },
      );
      withdraw();
      return eventRef;
    });
    res.json({
      status,
      statusNote: note,
      applicantMessage,
      event: await readEvent(db, eventRef.id),
    } satisfies StatusChangeAnswer);
  });

  /** POST …/events {type: 'print'} → 201 {event}. */
  router.post(`${base}/events`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const { type } = parseBody(clientEventSchema, req.body);
    const actor = await actorOf(res, firebase);
    const eventRef = await db.runTransaction(async (transaction) => {
      const application = await existingApplication(target, () => transaction.get(target.ref));
      const event = {
        kind: target.kind,
        applicationId: target.id,
        type,
        reference: referenceOf(application),
      };
      return recordEvent(db, transaction, event, actor);
    });
    res.status(201).json({ event: await readEvent(db, eventRef.id) } satisfies ApplicationEventAnswer);
  });

  /**
   * GET …/events → 200 {events}, newest first. The history outlives a deleted application (its
   * delete event stays), so only an id with neither is unknown.
   */
  router.get(`${base}/events`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const events = await listEvents(db, target.kind, target.id);
    if (events.length === 0) await existingApplication(target);
    res.json({ events } satisfies ApplicationEventsAnswer);
  });

  /** DELETE …  (admins only) → 200 {deleted, filesRemoved}: the record, its documents, an event. */
  router.delete(base, staffOnly, async (req, res) => {
    if (!canDeleteApplications(roleOf(res))) {
      throw new HttpError(403, 'Only admins may delete applications.', 'auth.forbidden');
    }
    const target = applicationTarget(db, req.params);
    const actor = await actorOf(res, firebase);
    let files: string[] = [];
    let resultFiles: string[] = [];
    await db.runTransaction(async (transaction) => {
      const application = await existingApplication(target, () => transaction.get(target.ref));
      // Its requests go with it: their answers are the applicant's, and so are the files sent.
      const requests = await transaction.get(applicationRequests(db, target));
      // So do the documents handed back, and their verification codes.
      const handedBack = await resultsIn(db, transaction, target);
      files = [
        ...uploadedFilesOf(target.kind, application.data() ?? {}),
        ...requests.docs.flatMap(answerFilesOf),
      ];
      resultFiles = handedBack.map((result) => result.get('path') as string);
      transaction.delete(target.ref);
      // It leaves the queue; what it was paid stays counted.
      const at = Timestamp.now();
      const left = applicationDeleted(target.kind, applicationFacts(application));
      countChanges(db, transaction, application.get('AAN'), [{ at: at.toDate(), change: left }]);
      keepForFigures(db, transaction, target, application, requests.docs, at);
      for (const request of requests.docs) transaction.delete(request.ref);
      for (const result of handedBack) deleteResult(db, transaction, result);
      const event = { kind: target.kind, applicationId: target.id, type: 'delete' as const };
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
        req.log?.error({ err: result.reason, path: paths[index] }, 'could not delete an uploaded document');
      }
    });
    const filesRemoved = results.filter((result) => result.status === 'fulfilled' && result.value).length;
    res.json({ deleted: true, filesRemoved } satisfies ApplicationDeleteAnswer);
  });

  return router;
}
