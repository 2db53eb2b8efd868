import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { NotificationView } from '#domain/notifications';
import type { ApplicationTarget } from '../applications/target.ts';
import { MAIL, notificationRecords, notificationView } from './records.ts';

/** An application sees a handful of messages; this only bounds the read. */
const MESSAGES_LIMIT = 100;

/** Messages as staff read them; an email's state is on its mail document, one read for all of them. */
export async function messageViews(db: Firestore, docs: DocumentSnapshot[]): Promise<NotificationView[]> {
  const emails = docs.filter((doc) => doc.get('channel') === 'email');
  const mails = emails.length ? await db.getAll(...emails.map((doc) => db.collection(MAIL).doc(doc.id))) : [];
  const mailOf = new Map(mails.map((mail) => [mail.id, mail]));
  return docs.map((doc) => notificationView(doc, mailOf.get(doc.id)));
}

/**
 * The messages sent to the application's applicant, newest first, each with its state (an email's
 * as the Trigger Email extension reports it).
 */
export async function listMessages(db: Firestore, target: ApplicationTarget): Promise<NotificationView[]> {
  const snapshot = await notificationRecords(db)
    .where('applicationId', '==', target.id)
    .limit(MESSAGES_LIMIT)
    .get();
  const docs = snapshot.docs
    .filter((doc) => doc.get('kind') === target.kind)
    .sort(
      (a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis(),
    );
  return messageViews(db, docs);
}
