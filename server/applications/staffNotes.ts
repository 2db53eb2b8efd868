import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import type { NewNote, StaffNoteView } from '#domain/staffNotes';
import type { Actor } from './actor.ts';
import { recordEvent } from './events.ts';
import { referenceOf } from './statusChange.ts';
import { byApplication, ofApplications } from './ofApplications.ts';
import { existingApplication, type ApplicationTarget } from './target.ts';
import { staffNames, versionOf } from './version.ts';

const notes = (db: Firestore) => db.collection(COLLECTIONS.staffNotes);

/** An application gathers a handful of notes; this only bounds the read. */
const NOTES_LIMIT = 500;

/**
 * Adds a note in one transaction with its `note` event (which names the note, never its text: the
 * history is staff's too, but its events travel further). A note changes nothing of the
 * application, so its version stays.
 */
export async function addNote(
  db: Firestore,
  target: ApplicationTarget,
  { text }: NewNote,
  actor: Actor,
): Promise<StaffNoteView> {
  const ref = notes(db).doc();
  const name = (await staffNames(db, undefined, [actor.uid])).get(actor.uid) ?? actor.email ?? actor.uid;
  const at = Timestamp.now();
  await db.runTransaction(async (transaction) => {
    const application = await existingApplication(target, () => transaction.get(target.ref));
    transaction.create(ref, {
      kind: target.kind,
      applicationId: target.id,
      text,
      by: { uid: actor.uid, name },
      at,
    });
    const event = {
      kind: target.kind,
      applicationId: target.id,
      reference: referenceOf(application),
      type: 'note' as const,
      noteId: ref.id,
      version: versionOf(application),
    };
    recordEvent(db, transaction, event, actor, at);
  });
  return { id: ref.id, text, by: { uid: actor.uid, name }, at: at.toDate().toISOString() };
}

const viewOf = (doc: QueryDocumentSnapshot): StaffNoteView => ({
  id: doc.id,
  text: doc.get('text') as string,
  by: doc.get('by') as StaffNoteView['by'],
  at: (doc.get('at') as Timestamp).toDate().toISOString(),
});

/** The application's notes, oldest first (index: applicationId, at). */
export async function notesOf(db: Firestore, target: { kind: string; id: string }): Promise<StaffNoteView[]> {
  const { docs } = await notes(db)
    .where('applicationId', '==', target.id)
    .orderBy('at')
    .limit(NOTES_LIMIT)
    .get();
  return docs.filter((doc) => doc.get('kind') === target.kind).map(viewOf);
}

/** The notes of each of `ids` (applications of `kind`), oldest first, for an admin's export. */
export async function notesOfMany(
  db: Firestore,
  kind: ApplicationKind,
  ids: readonly string[],
): Promise<Record<string, StaffNoteView[]>> {
  const docs = await ofApplications(notes(db), ids, NOTES_LIMIT);
  const at = (doc: QueryDocumentSnapshot) => (doc.get('at') as Timestamp).toMillis();
  return byApplication(docs, kind, (a, b) => at(a) - at(b), viewOf);
}
