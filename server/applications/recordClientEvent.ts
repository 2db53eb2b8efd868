import type { Firestore } from 'firebase-admin/firestore';
import type { Actor } from './actor.ts';
import type { ClientEvent } from './bodies.ts';
import { readEvent, recordEvent, type EventView } from './events.ts';
import { referenceOf } from './statusChange.ts';
import { versionOf } from './version.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';

/** What staff did in their browser (printed the application), in its history; returns the event. */
export async function recordClientEvent(
  db: Firestore,
  target: ApplicationTarget,
  { type }: ClientEvent,
  actor: Actor,
): Promise<EventView> {
  const eventRef = await db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    const event = {
      kind: target.kind,
      applicationId: target.id,
      type,
      reference: referenceOf(application),
      // A print changes nothing: it carries the version printed.
      version: versionOf(application),
    };
    return recordEvent(db, transaction, event, actor);
  });
  return readEvent(db, eventRef.id);
}
