import { Router, type Response } from 'express';
import {
  giveBodySchema,
  takeAllBodySchema,
  takeBodySchema,
  type AssignmentAnswer,
  type StaffMember,
  type OwnDayAnswer,
  type TakeAllAnswer,
} from '#domain/assignment';
import { newNoteSchema, type StaffNoteAnswer, type StaffNotesAnswer } from '#domain/staffNotes';
import { actorOf, type Actor } from '../applications/actor.ts';
import { assign } from '../applications/assign.ts';
import { ownDay } from '../applications/ownDay.ts';
import { addNote, notesOf } from '../applications/staffNotes.ts';
import { takeAll } from '../applications/takeAll.ts';
import { applicationTarget, existingApplication } from '../applications/target.ts';
import { staffNames, versionAsked } from '../applications/version.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireAdmin, requireStaff, staffRoleOf } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

/**
 * Several staff on one queue. Who has each application (server/applications/assign.ts): a staff member takes one, an admin
 * gives one to someone, or takes everyone's from a person who left. Take and give carry
 * `If-Match: "<version>"`, the application's version the page showed (409 `application.changed`
 * for another: server/applications/version.ts).
 */
export function assignmentsRouter(firebase: FirebaseServices) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const adminOnly = requireAdmin(firebase);
  const base = '/applications/:kind/:id';

  /** A staff member as the lists show them: the name on their user record, else their email. */
  const member = async (uid: string, fallback: string | null): Promise<StaffMember> => ({
    uid,
    name: (await staffNames(db, undefined, [uid])).get(uid) ?? fallback ?? uid,
  });
  const acting = async (res: Response): Promise<{ actor: Actor; self: StaffMember }> => {
    const actor = await actorOf(res, firebase);
    return { actor, self: await member(actor.uid, actor.email) };
  };
  /** The staff member a uid names: 404 `staff.notFound` for anyone else. */
  const staffMember = async (uid: string) => {
    if (!(await staffRoleOf(db, uid))) {
      throw new HttpError(404, 'There is no staff member with this account.', 'staff.notFound');
    }
    return member(uid, null);
  };

  /**
   * POST …/take {confirm?} → 200 {assignee, version}: the staff member takes it. Someone else's
   * is 409 `application.assigned` {assignee} unless `confirm`, which records the handover.
   */
  router.post(`${base}/take`, staffOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const { confirm } = parseBody(takeBodySchema, req.body ?? {});
    const expected = versionAsked(req);
    const { actor, self } = await acting(res);
    const answer = await assign(db, target, { to: self, expected, fromAnyone: confirm }, actor);
    res.json(answer satisfies AssignmentAnswer);
  });

  /** POST …/give {uid} (admins) → 200 {assignee, version}: to that staff member, from whoever had it. */
  router.post(`${base}/give`, ...adminOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const { uid } = parseBody(giveBodySchema, req.body);
    const expected = versionAsked(req);
    const to = await staffMember(uid);
    const answer = await assign(db, target, { to, expected, fromAnyone: true }, await actorOf(res, firebase));
    res.json(answer satisfies AssignmentAnswer);
  });

  /**
   * POST /assignments/take-all {from, to?} (admins) → 200 {moved, more}: up to a batch of what
   * `from` has, to `to` or back to nobody; the caller asks again while `more`.
   */
  router.post('/assignments/take-all', ...adminOnly, jsonBody, async (req, res) => {
    const { from, to } = parseBody(takeAllBodySchema, req.body);
    const toMember = to ? await staffMember(to) : null;
    const answer = await takeAll(db, from, toMember, await actorOf(res, firebase));
    res.json(answer satisfies TakeAllAnswer);
  });

  /** POST …/notes {text} (staff) → 201 {note}: a note between staff, with its event in the history. */
  router.post(`${base}/notes`, staffOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const body = parseBody(newNoteSchema, req.body);
    const note = await addNote(db, target, body, await actorOf(res, firebase));
    res.status(201).json({ note } satisfies StaffNoteAnswer);
  });

  /** GET …/notes (staff) → 200 {notes}, oldest first. */
  router.get(`${base}/notes`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    await existingApplication(target);
    res.json({ notes: await notesOf(db, target) } satisfies StaffNotesAnswer);
  });

  /** GET /assignments/mine (staff) → 200 {waiting, answered, overdue}: the signed-in member's own day. */
  router.get('/assignments/mine', staffOnly, async (_req, res) => {
    const { uid } = res.locals.staff as { uid: string };
    res.set('Cache-Control', 'private, no-store').json((await ownDay(db, uid)) satisfies OwnDayAnswer);
  });

  return router;
}
