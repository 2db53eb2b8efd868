import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import type { AccessRecordView, LookedAt, Looker } from '#domain/accessLog';
import { COLLECTIONS } from '#domain/kinds';
import { stampedView } from '../applications/actor.ts';
import { HttpError } from '../http/errors.ts';

export const accessLog = (db: Firestore) => db.collection(COLLECTIONS.accessLog);

/**
 * Puts a look on record, with the server's time: a new document with an id of its own each time, so
 * that however many staff look at once no document takes more than one write. Whatever the look
 * would show is served only after this returns; when it cannot be written, the caller gets 503 and
 * nothing else.
 */
export async function recordLook(db: Firestore, looker: Looker, what: LookedAt, log?: Logger): Promise<void> {
  try {
    await accessLog(db)
      .doc()
      .create({ ...what, ...looker, at: FieldValue.serverTimestamp() });
  } catch (error) {
    log?.error({ err: error, look: what.look }, 'a look could not be put on record; nothing was served');
    throw new HttpError(
      503,
      'This could not be put on record, so it is not shown. Please try again in a moment.',
      'access.notRecorded',
    );
  }
}

/** A stored look as the API answers it, as every stamped record is. */
export const lookView = (doc: DocumentSnapshot): AccessRecordView => stampedView<AccessRecordView>(doc);
