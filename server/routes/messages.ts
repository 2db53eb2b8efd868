import { Router, type RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  canResend,
  MAX_RESENDS,
  type NotificationResendAnswer,
  type NotificationsAnswer,
} from '#domain/notifications';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { applicationTarget } from '../applications/target.ts';
import type { FirebaseServices } from '../firebase.ts';
import { isAlreadyExists } from '../firestoreErrors.ts';
import { HttpError } from '../http/errors.ts';
import { requireStaff } from '../http/requireStaff.ts';
import {
  MAIL,
  notificationRecords,
  notificationView,
  type NotificationRecord,
} from '../notifications/records.ts';

/** An application sees a handful of messages; this only bounds the read. */
const MESSAGES_LIMIT = 100;

const notFound = () => new HttpError(404, 'There is no such message.', 'notification.notFound');

const busy = () => new HttpError(409, 'This message is being sent now.', 'notification.busy');

/**
 * The messages sent to an application's applicant, for staff: each with its state (an email's as
 * the Trigger Email extension reports it), and a resend that queues a copy of one, at most
 * MAX_RESENDS times per message. `perStaff` limits how many resends one staff member makes.
 */
export function messagesRouter(firebase: FirebaseServices, perStaff: RequestHandler) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id/messages';

  /** An email's state is on its mail document; one read for all of them. */
  async function viewsOf(docs: FirebaseFirestore.QueryDocumentSnapshot[]) {
    const emails = docs.filter((doc) => doc.get('channel') === 'email');
    const mails = emails.length
      ? await db.getAll(...emails.map((doc) => db.collection(MAIL).doc(doc.id)))
      : [];
    const mailOf = new Map(mails.map((mail) => [mail.id, mail]));
    return docs.map((doc) => notificationView(doc, mailOf.get(doc.id)));
  }

  /** GET …/messages → 200 {messages}, newest first. */
  router.get(base, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const snapshot = await notificationRecords(db)
      .where('applicationId', '==', target.id)
      .limit(MESSAGES_LIMIT)
      .get();
    const docs = snapshot.docs
      .filter((doc) => doc.get('kind') === target.kind)
      .sort(
        (a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis(),
      );
    res.json({ messages: await viewsOf(docs) } satisfies NotificationsAnswer);
  });

  /**
   * POST …/messages/:messageId/resend → 201 {message}: a new message with the same words. A copy
   * counts against the message it was first copied from; copies are numbered, so two resends at
   * once make one copy (the other finds its number taken: 409 busy) and the limit holds exactly.
   */
  router.post(`${base}/:messageId/resend`, staffOnly, perStaff, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const { messageId } = req.params;
    if (typeof messageId !== 'string' || !DOCUMENT_ID_PATTERN.test(messageId)) throw notFound();
    const original = await notificationRecords(db).doc(messageId).get();
    const record = original.data() as NotificationRecord | undefined;
    if (!record || record.kind !== target.kind || record.applicationId !== target.id) throw notFound();
    const [view] = await viewsOf([original as FirebaseFirestore.QueryDocumentSnapshot]);
    if (!canResend(view!.state)) throw busy();
    const first = record.resendOf ?? messageId;
    const copies = (await notificationRecords(db).where('resendOf', '==', first).count().get()).data().count;
    if (copies >= MAX_RESENDS) {
      throw new HttpError(
        409,
        `This message has been sent again ${MAX_RESENDS} times already.`,
        'notification.resendLimit',
      );
    }
    const now = Timestamp.now();
    const copy = notificationRecords(db).doc(`${first}-again${copies + 1}`);
    // The copy starts afresh: no outcome of the first, and no bound's verdict on it (a held
    // "received" SMS is sent when staff resend it; the copy still counts toward the day's budget).
    const {
      error: _error,
      providerId: _providerId,
      sentAt: _sentAt,
      deliveryReportedAt: _deliveryReportedAt,
      limitedBy: _limitedBy,
      countedOn: _countedOn,
      retriesFrom: _retriesFrom,
      overtakenBy: _overtakenBy,
      waitsFor: _waitsFor,
      ...words
    } = record;
    await copy
      .create({
        ...words,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
        resendOf: first,
      } satisfies NotificationRecord)
      .catch((error: unknown) => {
        throw isAlreadyExists(error) ? busy() : error;
      });
    res.status(201).json({ message: notificationView(await copy.get()) } satisfies NotificationResendAnswer);
  });

  return router;
}
