import { FieldValue } from 'firebase-admin/firestore';
import { LIMITS } from '#domain/common';
import { formatDate } from '#domain/format';
import type { RequestBody } from '#domain/requests';
import type { Actor } from '../applications/actor.ts';
import { changeStatus, referenceOf } from '../applications/statusChange.ts';
import { refuseIfStale } from '../applications/version.ts';
import { existingApplication, type ApplicationTarget } from '../applications/target.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { translated } from '../i18n.ts';
import { agentToTell } from '../notifications/agentNotices.ts';
import { staffAsked, staffScope } from '#domain/reports/counts';
import { updateApplication } from '../applications/rows.ts';
import { countChanges } from '../reports/counter.ts';
import { askedIn } from './asked.ts';
import {
  decisionFields,
  pendingRequestFields,
  pendingRequests,
  recordDecision,
  requestRecords,
} from './records.ts';

/**
 * Staff ask the applicant for what `body` lists, by `replyBy`: one status change to "action
 * needed", made with the status route's own path (statusChange.ts), so the event and the
 * applicant's messages are those of any status change; the message tells them what they have been
 * asked for. An answered request still waiting for staff is asked again. Returns the new request's
 * id; 409 while another request of the application is open.
 */
export async function makeRequest(
  { db }: FirebaseServices,
  target: ApplicationTarget,
  body: RequestBody,
  actor: Actor,
  expected?: number,
): Promise<string> {
  const requestRef = requestRecords(db).doc();
  await db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    await refuseIfStale(db, transaction, target, application, expected);
    const pending = await transaction.get(pendingRequests(db, target));
    const agent = await agentToTell(db, transaction, application);
    if (pending.docs.some((request) => request.get('state') === 'open')) {
      throw new HttpError(
        409,
        'This application already has an open request; it must be answered before another is sent.',
        'request.alreadyOpen',
      );
    }
    // Asking again is staff's decision on the answer they had.
    for (const answered of pending.docs) {
      transaction.update(answered.ref, decisionFields('askedAgain', actor));
      recordDecision(db, transaction, target, application, answered.id, 'askedAgain', actor);
    }
    transaction.create(requestRef, {
      kind: target.kind,
      applicationId: target.id,
      reference: referenceOf(application),
      items: body.items,
      replyBy: body.replyBy,
      state: 'open',
      createdAt: FieldValue.serverTimestamp(),
      createdBy: actor,
    });
    const lang = application.get('lang') === 'sw' ? 'sw' : 'en';
    // What is asked, as staff named it, so the SMS and email say it without opening the app.
    const asked = askedIn(lang, target.kind, body.items);
    const date = formatDate(body.replyBy, lang);
    const message = translated(lang, 'notifications.requestMade', { asked, date });
    const applicantMessage = message.slice(0, LIMITS.text);
    const change = { status: 'action_needed' as const, note: '', applicantMessage };
    const request = { id: requestRef.id, replyBy: body.replyBy, asked };
    changeStatus(db, transaction, target, application, change, actor, { agent, request });
    updateApplication(
      transaction,
      application,
      pendingRequestFields({ state: 'open', replyBy: body.replyBy }),
    );
    // Who asked counts it in their own figures.
    const made = { at: new Date(), change: staffAsked(target.kind), scopes: [staffScope(actor.uid)] };
    countChanges(db, transaction, undefined, [made]);
  });
  return requestRef.id;
}
