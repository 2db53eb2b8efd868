import type { Firestore } from 'firebase-admin/firestore';
import { ASSIGNEE_UID_FIELD, type StaffMember } from '#domain/assignment';
import { APPLICATION_COLLECTIONS, APPLICATION_KINDS } from '#domain/kinds';
import type { Actor } from './actor.ts';
import { assign } from './assign.ts';
import { applicationTarget } from './target.ts';

/** How many applications one call moves: a few seconds of transactions, whatever a person had. */
export const TAKE_ALL_BATCH = 50;

/**
 * Everything staff member `from` has (they left), to `to` or back to nobody: up to a batch, each
 * application in its own transaction with its handover event, as a give would. Answers how many
 * moved and whether `from` still has some, for the caller to ask again.
 */
export async function takeAll(
  db: Firestore,
  from: string,
  to: StaffMember | null,
  actor: Actor,
): Promise<{ moved: number; more: boolean }> {
  let moved = 0;
  for (const kind of APPLICATION_KINDS) {
    if (moved >= TAKE_ALL_BATCH) break;
    const held = await db
      .collection(APPLICATION_COLLECTIONS[kind])
      .where(ASSIGNEE_UID_FIELD, '==', from)
      .limit(TAKE_ALL_BATCH - moved)
      .select()
      .get();
    for (const doc of held.docs) {
      await assign(db, applicationTarget(db, { kind, id: doc.id }), { to, fromAnyone: true }, actor);
      moved += 1;
    }
  }
  const left = await Promise.all(
    APPLICATION_KINDS.map((kind) =>
      db
        .collection(APPLICATION_COLLECTIONS[kind])
        .where(ASSIGNEE_UID_FIELD, '==', from)
        .limit(1)
        .count()
        .get(),
    ),
  );
  return { moved, more: left.some((count) => count.data().count > 0) };
}
