import { Router, type Response } from 'express';
import type { FieldValue } from 'firebase-admin/firestore';
import {
  EXPORT_LOG_LIMIT,
  exportExtrasRequestSchema,
  newExportEventSchema,
  type ExportExtrasAnswer,
  type ExportEventAnswer,
  type ExportEventRecord,
  type ExportEventsAnswer,
  type ExportEventView,
} from '#domain/exports';
import { COLLECTIONS } from '#domain/kinds';
import { canExportNotes, canViewExports } from '#domain/user';
import { lookerOf } from '../access/looker.ts';
import { readApplicationsLooked } from '../access/readApplicationLooked.ts';
import { recordLook } from '../access/recordLook.ts';
import { actorOf, roleOf, stamped, stampedView } from '../applications/actor.ts';
import { countExported } from '../applications/exportedCount.ts';
import { notesOfMany } from '../applications/staffNotes.ts';
import { resultCodesOfMany } from '../results/records.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

/**
 * The record of staff downloading a list (CSV or XLSX): the browser reports each export before it
 * offers the file, and the API keeps it in exportEvents with who (a verified token, the email from
 * Auth), when (the server's time) and how many applications the list held (the API's own count).
 * Admins read the latest on the dashboard, and one staff member records at most so many
 * (limits.staffExports).
 */
export function exportsRouter(firebase: FirebaseServices, { limits }: Guards) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const exportEvents = () => db.collection(COLLECTIONS.exportEvents);

  /** POST /exports {kind, filter, format} → 201 {event}, `rows` counted here. */
  router.post('/exports', staffOnly, limits.staffExports, jsonBody, async (req, res) => {
    // A `rows` the browser sends is not believed.
    const { kind, filter, format, withNotes } = parseBody(newExportEventSchema, req.body);
    if (withNotes) onlyAdminsExportNotes(res);
    const rows = await countExported(db, kind, filter);
    // A look on record like any other (the access log), before the browser is told to offer the file.
    await recordLook(db, lookerOf(res), { look: 'export', kind, filter, format, rows }, req.log);
    const ref = exportEvents().doc();
    const record: Omit<ExportEventRecord, 'at'> & { at: FieldValue } = stamped(
      { kind, filter, format, rows, ...(withNotes ? { withNotes } : {}) },
      await actorOf(res, firebase),
    );
    await ref.create(record);
    const event = stampedView<ExportEventView>(await ref.get());
    res.status(201).json({ event } satisfies ExportEventAnswer);
  });

  /**
   * POST /exports/extras {kind, ids, notes?, exported?} (staff; notes for admins only) → 200: what an
   * export holds beyond the list's rows, asked for a hundred applications at a time while the file
   * is made: with `exported`, the applications themselves, each such batch a look on record. One
   * staff member asks for at most so many batches an hour (limits.staffExportBatches).
   */
  router.post('/exports/extras', staffOnly, limits.staffExportBatches, jsonBody, async (req, res) => {
    const { kind, ids, notes, exported } = parseBody(exportExtrasRequestSchema, req.body);
    if (notes) onlyAdminsExportNotes(res);
    const look = exported && { look: 'export' as const, kind, ...exported, rows: ids.length };
    const [resultCodes, staffNotes, records] = await Promise.all([
      resultCodesOfMany(db, kind, ids),
      notes ? notesOfMany(db, kind, ids) : undefined,
      look ? readApplicationsLooked(db, kind, ids, lookerOf(res), look, req.log) : undefined,
    ]);
    res.json({
      resultCodes,
      ...(staffNotes ? { notes: staffNotes } : {}),
      ...(records ? { records } : {}),
    } satisfies ExportExtrasAnswer);
  });

  /** GET /exports (admins only) → 200 {events}: the latest EXPORT_LOG_LIMIT, newest first. */
  router.get('/exports', staffOnly, async (_req, res) => {
    if (!canViewExports(roleOf(res))) {
      throw new HttpError(403, 'Only admins may see the exports.', 'auth.forbidden');
    }
    const snapshot = await exportEvents().orderBy('at', 'desc').limit(EXPORT_LOG_LIMIT).get();
    const events = snapshot.docs.map((doc) => stampedView<ExportEventView>(doc));
    res.json({ events } satisfies ExportEventsAnswer);
  });

  return router;
}

function onlyAdminsExportNotes(res: Response) {
  if (!canExportNotes(roleOf(res))) {
    throw new HttpError(403, 'Only admins may export staff notes.', 'auth.forbidden');
  }
}
