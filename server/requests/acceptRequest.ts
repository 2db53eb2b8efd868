import type { Firestore } from 'firebase-admin/firestore';
import type { Actor } from '../applications/actor.ts';
import { refuseIfStale } from '../applications/version.ts';
import { updateApplication } from '../applications/rows.ts';
import { existingApplication, type ApplicationTarget } from '../applications/target.ts';
import { HttpError } from '../http/errors.ts';
import {
  decisionFields,
  noSuchRequest,
  pendingRequestFields,
  recordDecision,
  requestRecords,
} from './records.ts';

/**
 * Staff take the answer to the application's request `requestId`: the request is accepted and the
 * application's pending request cleared (asking again is a new request, which records that
 * decision itself). 404 for a request not the application's, 409 for one not answered.
 */
export async function acceptRequest(
  db: Firestore,
  target: ApplicationTarget,
  requestId: string,
  actor: Actor,
  expected?: number,
): Promise<void> {
  const requestRef = requestRecords(db).doc(requestId);
  await db.runTransaction(async (transaction) => {
    const [request, application] = await Promise.all([
      transaction.get(requestRef),
      existingApplication(target, () => transaction.get(target.ref)),
    ]);
    await refuseIfStale(db, transaction, target, application, expected);
    const ofThis = request.get('applicationId') === target.id && request.get('kind') === target.kind;
    if (!request.exists || !ofThis) {
      throw noSuchRequest();
    }
    if (request.get('state') !== 'answered') {
      throw new HttpError(409, 'Only an answered request can be accepted.', 'request.notAnswered');
    }
    transaction.update(requestRef, decisionFields('accepted', actor));
    updateApplication(transaction, application, pendingRequestFields({ state: 'none' }));
    recordDecision(db, transaction, target, application, requestRef.id, 'accepted', actor);
  });
}
