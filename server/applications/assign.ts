import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ASSIGNED_AT_FIELD, ASSIGNEE_FIELD, type StaffMember } from '#domain/assignment';
import { staffScope, staffTook } from '#domain/reports/counts';
import { HttpError } from '../http/errors.ts';
import { countChanges } from '../reports/counter.ts';
import type { Actor } from './actor.ts';
import { assigneeOf } from './assignee.ts';
import { recordEvent } from './events.ts';
import { updateApplication } from './rows.ts';
import { referenceOf } from './statusChange.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';
import { bumpVersion, refuseIfStale, versionOf } from './version.ts';

export type Assignment = {
  /** Who is to have it; null gives it back to nobody. */
  to: StaffMember | null;
  /** The version the acting page showed (undefined: none sent; see version.ts). */
  expected?: number;
  /**
   * Whether it may be taken from someone else who has it: a staff member confirms a handover; an
   * admin giving it, or taking everyone's from a person who left, has decided already.
   */
  fromAnyone: boolean;
};

/**
 * Gives the application to `to` in one transaction with its version, its event (`take` when the
 * actor takes it from nobody, `handover` otherwise, with from and to) and its count in the owner's
 * figures. 409 `application.assigned` when someone else has it and `fromAnyone` is false; already
 * theirs changes nothing. Answers who has it and the version.
 */
export async function assign(
  db: Firestore,
  target: ApplicationTarget,
  { to, expected, fromAnyone }: Assignment,
  actor: Actor,
): Promise<{ assignee: StaffMember | null; version: number }> {
  return db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    await refuseIfStale(db, transaction, target, application, expected);
    const from = assigneeOf(application);
    if (from?.uid === to?.uid) return { assignee: from, version: versionOf(application) };
    if (from && !fromAnyone) {
      throw new HttpError(
        409,
        `${from.name} has this application. Take it over only if you mean to (confirm).`,
        'application.assigned',
        undefined,
        { assignee: from },
      );
    }
    const at = Timestamp.now();
    const version = bumpVersion(transaction, application);
    updateApplication(transaction, application, {
      [ASSIGNEE_FIELD]: to,
      [ASSIGNED_AT_FIELD]: to ? at : null,
    });
    const type = from === null && to?.uid === actor.uid ? ('take' as const) : ('handover' as const);
    const event = {
      kind: target.kind,
      applicationId: target.id,
      reference: referenceOf(application),
      type,
      from,
      to,
      version,
    };
    recordEvent(db, transaction, event, actor, at);
    if (to) {
      const taken = { at: at.toDate(), change: staffTook(target.kind), scopes: [staffScope(to.uid)] };
      countChanges(db, transaction, undefined, [taken]);
    }
    return { assignee: to, version };
  });
}
