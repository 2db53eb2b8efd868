import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { monthInDarEsSalaam } from '#domain/officeMonth';
import { reportQuerySchema, targetsSchema } from '#domain/reports/query';
import { actorOf } from '../applications/actor.ts';
import type { FirebaseServices } from '../firebase.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireAdmin } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';
import { readReport, readTargets, targetsRecord } from '../reports/read.ts';
import { readStaffReport } from '../reports/staff.ts';

/** The owner's figures (admins only): read from the counts the API keeps as it makes each change. */
export function reportsRouter(firebase: FirebaseServices) {
  const router = Router();
  const { db } = firebase;
  const adminOnly = requireAdmin(firebase);

  /** GET /api/reports?from=&to=&length=&kind=&aan= → 200 ReportAnswer; 400 for a range it cannot show. */
  router.get('/reports', ...adminOnly, async (req, res) => {
    const query = parseBody(reportQuerySchema, req.query, 400);
    res.set('Cache-Control', 'private, no-store').json(await readReport(db, query));
  });

  /**
   * GET /api/reports/staff?from=&to=&length=&kind= → 200 StaffReportAnswer: who does what, per staff
   * member and period (definitions: admin.reports.staff in the translations).
   */
  router.get('/reports/staff', ...adminOnly, async (req, res) => {
    const query = parseBody(reportQuerySchema, req.query, 400);
    res.set('Cache-Control', 'private, no-store').json(await readStaffReport(db, query));
  });

  /** PUT /api/reports/targets {targets} → 200 {targets}: each service's monthly revenue target. */
  router.put('/reports/targets', ...adminOnly, jsonBody, async (req, res) => {
    const { targets } = parseBody(targetsSchema, req.body, 422);
    const actor = await actorOf(res, firebase);
    // This month's targets are kept beside the current ones, so that a month that is over is set
    // against the targets of its time (read.ts).
    const month = monthInDarEsSalaam();
    await targetsRecord(db).set(
      {
        targets,
        history: { [month]: targets },
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: { uid: actor.uid, email: actor.email },
      },
      { mergeFields: ['targets', `history.${month}`, 'updatedAt', 'updatedBy'] },
    );
    res.json({ targets: await readTargets(db) });
  });

  return router;
}
