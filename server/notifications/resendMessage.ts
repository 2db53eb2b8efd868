import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DOCUMENT_ID_PATTERN } from '#domain/common';
import { canResend, MAX_RESENDS, type NotificationView } from '#domain/notifications';
import type { ApplicationTarget } from '../applications/target.ts';
import { isAlreadyExists } from '../firestoreErrors.ts';
import { HttpError } from '../http/errors.ts';
import { messageViews } from './listMessages.ts';
import { notificationRecords, notificationView, type NotificationRecord } from './records.ts';

const notFound = () => new HttpError(404, 'There is no such message.', 'notification.notFound');

const busy = () => new HttpError(409, 'This message is being sent now.', 'notification.busy');

/**
 * A new message with the same words as the application's message `messageId`, queued to be sent
 * again. A copy counts against the message it was first copied from, at most MAX_RESENDS times;
 * copies are numbered, so two resends at once make one copy (the other finds its number taken: 409
 * busy) and the limit holds exactly. Returns the copy as staff read it.
 */
export async function resendMessage(
  db: Firestore,
  target: ApplicationTarget,
  messageId: unknown,
): Promise<NotificationView> {
  if (typeof messageId !== 'string' || !DOCUMENT_ID_PATTERN.test(messageId)) throw notFound();
  const original = await notificationRecords(db).doc(messageId).get();
  const record = original.data() as NotificationRecord | undefined;
  if (!record || record.kind !== target.kind || record.applicationId !== target.id) throw notFound();
  const [view] = await messageViews(db, [original]);
  if (!canResend(view!.state)) throw busy();
  if (!record.to) {
    throw new HttpError(
      410,
      "Where this message went was removed under the agency's rules on how long records are kept, so it cannot be sent again.",
      'notification.removed',
    );
  }
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
  return notificationView(await copy.get());
}
