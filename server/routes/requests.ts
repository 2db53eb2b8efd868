import { Router } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '#domain/common';
import { formatDate } from '#domain/format';
import {
  requestBodySchema,
  type NewRequestAnswer,
  type RequestBody,
  type RequestsAnswer,
  type RequestView,
} from '#domain/requests';
import { actorOf } from '../applications/actor.ts';
import {
  applicationRequests,
  decisionFields,
  noSuchRequest,
  pendingRequestFields,
  pendingRequests,
  recordDecision,
  requestRecords,
} from '../requests/records.ts';
import { changeStatus, referenceOf } from '../applications/statusChange.ts';
import { applicationTarget, existingApplication } from '../applications/target.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { askedIn } from '../requests/asked.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { agentToTell } from '../notifications/agentNotices.ts';
import { parseBody } from '../http/validate.ts';
import { translated } from '../i18n.ts';

/**
 * What staff ask an applicant for. A request is one status change to "action needed", made with
 * the status route's own path (statusChange.ts), so the event and the applicant's messages are
 * those of any status change; the message tells them they have been asked for something.
 */
export function requestsRouter(firebase: FirebaseServices) {
  const { db } = firebase;
  const router = Router();
  const path = '/applications/:kind/:id/requests';

  /** POST … {items, replyBy} → 201 {id}; 409 while another request of the application is open. */
  router.post(path, requireStaff(firebase), async (req, res) => {
    const target = applicationTarget(db, req.params);
    const body: RequestBody = parseBody(requestBodySchema(target.kind), req.body);
    const actor = await actorOf(res, firebase);
    const requestRef = requestRecords(db).doc();
    await db.runTransaction(async (transaction) => {
      const application = await existingApplication(target, () => transaction.get(target.ref));
      const pending = await transaction.get(pendingRequests(db, target));
      const agent = await agentToTell(db, transaction, application);
      if (pending.docs.some((request) => request.get('state') === 'open')) {
        throw new HttpError(
          409,
          'This application already has an open request; it must be answered before another is sent.',
          'request.alreadyOpen',
        );
      }
      // Asking again is staff's decision on the answer they had.
      for (const answered of pending.docs) {
        transaction.update(answered.ref, decisionFields('askedAgain', actor));
        recordDecision(db, transaction, target, application, answered.id, 'askedAgain', actor);
      }
      transaction.create(requestRef, {
        kind: target.kind,
        applicationId: target.id,
        reference: referenceOf(application),
        items: body.items,
        replyBy: body.replyBy,
        state: 'open',
        createdAt: FieldValue.serverTimestamp(),
        createdBy: actor,
      });
      const lang = application.get('lang') === 'sw' ? 'sw' : 'en';
      // What is asked, as staff named it, so the SMS and email say it without opening the app.
      const asked = askedIn(lang, target.kind, body.items);
      const date = formatDate(body.replyBy, lang);
      const message = translated(lang, 'notifications.requestMade', { asked, date });
      const applicantMessage = message.slice(0, LIMITS.text);
      const change = { status: 'action_needed' as const, note: '', applicantMessage };
      changeStatus(db, transaction, target, application, change, actor, { agent, requestId: requestRef.id });
      transaction.update(target.ref, pendingRequestFields({ state: 'open', replyBy: body.replyBy }));
    });
    res.status(201).json({ id: requestRef.id } satisfies NewRequestAnswer);
  });

  /**
   * POST …/:requestId/accept → 200 {state}: staff take the answer; the application's pending
   * request is cleared (asking again is a new request, which records that decision itself).
   */
  router.post(`${path}/:requestId/accept`, requireStaff(firebase), async (req, res) => {
    const target = applicationTarget(db, req.params);
    const actor = await actorOf(res, firebase);
    const requestRef = requestRecords(db).doc(String(req.params.requestId));
    await db.runTransaction(async (transaction) => {
      const [request, application] = await Promise.all([
        transaction.get(requestRef),
        existingApplication(target, () => transaction.get(target.ref)),
      ]);
      const ofThis = request.get('applicationId') === target.id && request.get('kind') === target.kind;
      if (!request.exists || !ofThis) {
        throw noSuchRequest();
      }
      if (request.get('state') !== 'answered') {
        throw new HttpError(409, 'Only an answered request can be accepted.', 'request.notAnswered');
      }
      transaction.update(requestRef, decisionFields('accepted', actor));
      transaction.update(target.ref, pendingRequestFields({ state: 'none' }));
      recordDecision(db, transaction, target, application, requestRef.id, 'accepted', actor);
    });
    res.json({ state: 'accepted' });
  });

  /** GET … → 200 {requests}, newest first. */
  // Like the page's other lists (messages, payments), read beside the application rather than
  // after it: an application that is gone simply has none, for the page to say it is gone.
  router.get(path, requireStaff(firebase), async (req, res) => {
    const target = applicationTarget(db, req.params);
    // Sorted here rather than by the query: an application has few, and it spares an index.
    const snapshot = await applicationRequests(db, target).get();
    const requests = snapshot.docs
      .map((doc) => requestView(doc.id, doc.data()))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    res.json({ requests } satisfies RequestsAnswer);
  });

  return router;
}

const isoOf = (time: unknown) => (time as Timestamp).toDate().toISOString();

/** A stored request as staff read it: times as ISO 8601 strings. */
function requestView(id: string, data: FirebaseFirestore.DocumentData): RequestView {
  const { createdAt, answer, decision, ...rest } = data;
  return {
    id,
    ...rest,
    createdAt: isoOf(createdAt),
    ...(answer ? { answer: { ...answer, answeredAt: isoOf(answer.answeredAt) } } : {}),
    ...(decision ? { decision: { ...decision, decidedAt: isoOf(decision.decidedAt) } } : {}),
  } as RequestView;
}
