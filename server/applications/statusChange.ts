import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { DUPLICATE_KEYS_FIELD, duplicateKeysOf } from '#domain/duplicates';
import type { ApplicationProcessing, StatusChange } from '#domain/processing';
import { agentMessagesFor, type AgentToTell } from '../notifications/agentNotices.ts';
import { messagesFor, queueMessages } from '../notifications/records.ts';
import { staffDecided, staffScope, statusChanged, type ApplicationFacts } from '#domain/reports/counts';
import { countChanges } from '../reports/counter.ts';
import { retentionFields } from '../retention/finished.ts';
import type { Actor } from './actor.ts';
import { assigneeOf, takenAtOf } from './assignee.ts';
import { recordEvent } from './events.ts';
import { updateApplication } from './rows.ts';
import { bumpVersion } from './version.ts';
import type { ApplicationTarget } from './target.ts';

/** A request made with a status change: its id, its reply-by date, and what it asks, in words. */
export type RequestTold = { id: string; replyBy: string; asked: string };

/**
 * A status change inside `transaction`: the application's fields, its event and, when the
 * applicant has news, their messages. Every route that changes a status goes through here, so a
 * change is recorded and announced the same way whoever makes it; `announce: false` when the
 * applicant made it and has just been told on screen. The application's agent, when the route
 * read one to tell (agentToTell), hears by SMS of news that it needs action. A change that asks
 * the applicant for something names its `request`: its messages hold while that request waits
 * for the applicant (overtaken.ts), and say what it asks and by when. Returns the event's reference.
 */
export function changeStatus(
  db: Firestore,
  transaction: Transaction,
  target: ApplicationTarget,
  application: DocumentSnapshot,
  { status, note, applicantMessage }: StatusChange,
  actor: Actor,
  {
    announce = true,
    agent,
    request,
  }: { announce?: boolean; agent?: AgentToTell; request?: RequestTold } = {},
) {
  // One time for the change, its event and its count in the owner's figures.
  const at = Timestamp.now();
  updateApplication(transaction, application, {
    ...statusFields({ status, note, applicantMessage }, actor.uid, at),
    // Its numbers count for duplicates while it is unfinished, and no longer once it is done.
    [DUPLICATE_KEYS_FIELD]: duplicateKeysOf(target.kind, { ...application.data(), status }),
    // Finishing it starts the retention clocks (server/retention/).
    ...retentionFields(application, status, at),
  });
  const event = {
    kind: target.kind,
    applicationId: target.id,
    type: 'status' as const,
    status,
    note,
    applicantMessage,
    version: bumpVersion(transaction, application),
  };
  const eventRef = recordEvent(db, transaction, { ...event, reference: referenceOf(application) }, actor, at);
  const counted = statusChanged(target.kind, applicationFacts(application), status, at.toMillis());
  // Who decided counts in their own figures, with the time since they took it if it was theirs.
  const takenAt = assigneeOf(application)?.uid === actor.uid ? takenAtOf(application) : undefined;
  const decided = staffDecided(target.kind, application.get('status'), status, at.toMillis(), takenAt);
  countChanges(db, transaction, application.get('AAN'), [
    { at: at.toDate(), change: counted },
    { at: at.toDate(), change: decided, scopes: [staffScope(actor.uid)] },
  ]);
  // The applicant hears of a new status or a new message; the same one saved again is no news.
  const news =
    application.get('status') !== status || (application.get('applicantMessage') ?? '') !== applicantMessage;
  if (news && announce) {
    const subject = { kind: target.kind, id: target.id, data: application.data() ?? {} };
    const told = { status, ...(request ? { requestId: request.id } : {}) };
    const asked = request ? { replyBy: request.replyBy, asked: request.asked } : {};
    const facts = { ...told, ...asked, ...(applicantMessage ? { applicantMessage } : {}) };
    queueMessages(db, transaction, messagesFor(subject, 'statusChanged', facts, eventRef.id));
    if (status === 'action_needed') {
      queueMessages(
        db,
        transaction,
        agentMessagesFor(agent, subject, 'agentActionNeeded', eventRef.id, told),
      );
    }
  }
  return eventRef;
}

/** What a status change writes on the application (see `applicationProcessingShape`). */
function statusFields({ status, note, applicantMessage }: StatusChange, uid: string, at: Timestamp) {
  // Each change replaces the message: an old one must not stand beside a new status.
  const processing: Required<Omit<ApplicationProcessing, 'statusUpdatedAt'>> & {
    statusUpdatedAt: Timestamp;
  } = {
    statusNote: note,
    applicantMessage,
    statusUpdatedAt: at,
    statusUpdatedBy: uid,
  };
  return { status, ...processing };
}

/** What the owner's figures need of an application as it stands: its status, payment and time paid. */
export function applicationFacts(application: DocumentSnapshot): ApplicationFacts {
  const paidAt = application.get('paidAt') as Timestamp | undefined;
  return {
    status: application.get('status'),
    paymentStatus: application.get('paymentStatus'),
    ...(paidAt ? { paidAt: paidAt.toMillis() } : {}),
  };
}

export function referenceOf(application: DocumentSnapshot): string | null {
  const reference = application.get('reference') as unknown;
  return typeof reference === 'string' ? reference : null;
}
