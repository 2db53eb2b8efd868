import type { Firestore } from 'firebase-admin/firestore';
import type { StatusChange } from '#domain/processing';
import { agentToTell } from '../notifications/agentNotices.ts';
import { withdrawalOnStatusChange } from '../requests/records.ts';
import type { Actor } from './actor.ts';
import { readEvent, type EventView } from './events.ts';
import { changeStatus } from './statusChange.ts';
import { refuseIfStale } from './version.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';

/**
 * Staff set the application's status, note and message to the applicant (statusChange.ts), in one
 * transaction with the withdrawal of a request that no longer waits for the applicant. Returns the
 * change's event as staff read it.
 */
export async function setStatus(
  db: Firestore,
  target: ApplicationTarget,
  change: StatusChange,
  actor: Actor,
  expected?: number,
): Promise<EventView> {
  const eventRef = await db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    await refuseIfStale(db, transaction, target, application, expected);
    // Only "action needed" is the agent's news; any other status reads no agent.
    const agent =
      change.status === 'action_needed' ? await agentToTell(db, transaction, application) : undefined;
    const withdraw = await withdrawalOnStatusChange(
      db,
      transaction,
      target,
      application,
      change.status,
      actor,
    );
    const eventRef = changeStatus(db, transaction, target, application, change, actor, { agent });
    withdraw();
    return eventRef;
  });
  return readEvent(db, eventRef.id);
}
