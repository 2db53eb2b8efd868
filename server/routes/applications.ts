import { Router } from 'express';
import type {
  ApplicationDeleteAnswer,
  ApplicationEventAnswer,
  ApplicationEventsAnswer,
  StatusChangeAnswer,
} from '#domain/processing';
import { canDeleteApplications } from '#domain/user';
import { lookerOf } from '../access/looker.ts';
import { recordLook } from '../access/recordLook.ts';
import { actorOf, roleOf } from '../applications/actor.ts';
import { clientEventSchema, statusChangeSchema } from '../applications/bodies.ts';
import { deleteApplication } from '../applications/deleteApplication.ts';
import { applicationHistory } from '../applications/events.ts';
import { recordClientEvent } from '../applications/recordClientEvent.ts';
import { setStatus } from '../applications/setStatus.ts';
import { applicationTarget } from '../applications/target.ts';
import { versionAsked } from '../applications/version.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

/**
 * The staff area's writes: processing (status + note), print and delete, each recorded in
 * applicationEvents with who and when. A status change and a delete take `If-Match: "<version>"`,
 * the application's version the page showed: another one is refused with 409
 * `application.changed` and the changes since (server/applications/version.ts). They go through the API rather than the Firestore SDK so
 * that "who" comes from a verified token and "when" from the server, and so that deleting an
 * application also removes its documents from the blob store.
 */
export function applicationsRouter(firebase: FirebaseServices, blobs: BlobStore) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id';

  /**
   * POST …/status {status, note?, applicantMessage?} with If-Match → 200 {status, statusNote,
   * applicantMessage, event}; the event carries the version the change produced.
   */
  router.post(`${base}/status`, staffOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const change = parseBody(statusChangeSchema, req.body);
    const expected = versionAsked(req);
    const event = await setStatus(db, target, change, await actorOf(res, firebase), expected);
    const { status, note, applicantMessage } = change;
    res.json({ status, statusNote: note, applicantMessage, event } satisfies StatusChangeAnswer);
  });

  /**
   * POST …/events {type: 'print'} → 201 {event}. The printout is a look on record too: written
   * first, and a 503 if it cannot be (the page then says the print was not recorded).
   */
  router.post(`${base}/events`, staffOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const body = parseBody(clientEventSchema, req.body);
    await recordLook(
      db,
      lookerOf(res),
      { look: body.type, kind: target.kind, applicationId: target.id },
      req.log,
    );
    const event = await recordClientEvent(db, target, body, await actorOf(res, firebase));
    res.status(201).json({ event } satisfies ApplicationEventAnswer);
  });

  /** GET …/events → 200 {events}, newest first, a deleted application's too. */
  router.get(`${base}/events`, staffOnly, async (req, res) => {
    const events = await applicationHistory(db, applicationTarget(db, req.params));
    res.json({ events } satisfies ApplicationEventsAnswer);
  });

  /** DELETE … with If-Match (admins only) → 200 {deleted, filesRemoved}: the record, its documents, an event. */
  router.delete(base, staffOnly, async (req, res) => {
    if (!canDeleteApplications(roleOf(res))) {
      throw new HttpError(403, 'Only admins may delete applications.', 'auth.forbidden');
    }
    const target = applicationTarget(db, req.params);
    const expected = versionAsked(req);
    const actor = await actorOf(res, firebase);
    const filesRemoved = await deleteApplication(db, blobs, target, actor, req.log, expected);
    res.json({ deleted: true, filesRemoved } satisfies ApplicationDeleteAnswer);
  });

  return router;
}
