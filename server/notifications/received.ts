import type { Firestore } from 'firebase-admin/firestore';
import type { ApplicationKind } from '../../src/domain/kinds.ts';
import { writeSearchIndex } from '../applications/searchIndex.ts';
import { messagesFor, queueOnce } from './records.ts';

/**
 * The one handler of a new application, bound twice: to the Firestore trigger in production
 * (server/function.ts) and to the local API's listener on the emulator (worker.ts). It queues the
 * "received" messages and writes the application's search index, which the browser cannot (the
 * rules refuse it). Both are idempotent: each sighting writes the same message ids, and an index
 * already current is left alone, so a repeated trigger or a replayed listener adds nothing.
 * Answers whether messages were queued.
 */
export async function applicationReceived(
  db: Firestore,
  application: { kind: ApplicationKind; id: string; data: Record<string, unknown> },
) {
  // Both are tried whatever becomes of the other: a failed index must not hold up the messages.
  const [queued, indexed] = await Promise.allSettled([
    queueOnce(db, messagesFor(application, 'received')),
    writeSearchIndex(db, application),
  ]);
  if (queued.status === 'rejected') throw queued.reason;
  if (indexed.status === 'rejected') throw indexed.reason;
  return queued.value;
}
