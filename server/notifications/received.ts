import type { Firestore } from 'firebase-admin/firestore';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { messagesFor, queueOnce } from './records.ts';

/**
 * The one handler of a new application, bound twice: to the Firestore trigger in production
 * (server/function.ts) and to the local API's listener on the emulator (worker.ts). Each sighting
 * writes the same message ids, so a repeated trigger or a replayed listener queues nothing more.
 */
export async function applicationReceived(
  db: Firestore,
  application: { kind: ApplicationKind; id: string; data: Record<string, unknown> },
) {
  return queueOnce(db, messagesFor(application, 'received'));
}
