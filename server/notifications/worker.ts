import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS } from '../../src/domain/kinds.ts';
import type { Dispatcher } from './dispatch.ts';
import { applicationReceived } from './received.ts';

/** Applications created this long before the local API started are still told they were received. */
const CATCH_UP_MS = 10 * 60_000;

/**
 * The local API's stand-in for the Cloud Function's triggers: a listener on each application
 * collection for new applications (their messages and search index), and a poll for messages due
 * to be sent.
 */
export function startNotificationWorker({
  db,
  dispatcher,
  logger,
  pollMs,
}: {
  db: Firestore;
  dispatcher: Dispatcher;
  logger: Logger;
  pollMs: number;
}) {
  const since = Timestamp.fromMillis(Date.now() - CATCH_UP_MS);
  const unsubscribes = APPLICATION_KINDS.map((kind) =>
    db
      .collection(APPLICATION_COLLECTIONS[kind])
      .where('createdAt', '>=', since)
      .onSnapshot(
        (snapshot) => {
          for (const change of snapshot.docChanges()) {
            if (change.type !== 'added') continue;
            const { id } = change.doc;
            applicationReceived(db, { kind, id, data: change.doc.data() }).catch((error: unknown) =>
              logger.error(
                { err: error, kind, id },
                'could not queue the messages or index a new application',
              ),
            );
          }
        },
        (error) => logger.error({ err: error, kind }, 'the new-application listener stopped'),
      ),
  );

  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    dispatcher
      .dispatchDue()
      .catch((error: unknown) => logger.error({ err: error }, 'could not look for messages to send'))
      .finally(() => {
        busy = false;
      });
  }, pollMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
