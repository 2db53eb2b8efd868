import { Router } from 'express';
import type { ApplicationLooksAnswer } from '#domain/accessLog';
import { accessLogRangeSchema } from '#domain/accessLogRange';
import type { LoadedApplication } from '#domain/shownApplication';
import { APP_LANGUAGES } from '#domain/kinds';
import { canViewAccessLog } from '#domain/user';
import { accessLogCsv } from '../access/accessLogCsv.ts';
import { lookerOf } from '../access/looker.ts';
import { readApplicationLooked } from '../access/readApplicationLooked.ts';
import { looksAt, looksBetween } from '../access/readLooks.ts';
import { roleOf } from '../applications/actor.ts';
import { applicationTarget } from '../applications/target.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';

const adminsOnly = () => new HttpError(403, 'Only admins may see who looked.', 'auth.forbidden');

/**
 * Staff read one application here, not from Firestore, so that each look is on record before it is
 * answered (docs/decisions/0022-every-look-on-record.md); admins read who looked.
 */
export function accessRouter(firebase: FirebaseServices, { limits }: Guards) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const base = '/applications/:kind/:id';

  /** GET /applications/:kind/:id → 200 LoadedApplication (its times as {$time}), the look recorded. */
  router.get(base, staffOnly, limits.staffApplicationReads, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const application = await readApplicationLooked(db, target, lookerOf(res), req.log);
    res.json(application satisfies LoadedApplication);
  });

  /** GET …/looks (admins only) → 200 {looks}: the latest, newest first. */
  router.get(`${base}/looks`, staffOnly, async (req, res) => {
    if (!canViewAccessLog(roleOf(res))) throw adminsOnly();
    const looks = await looksAt(db, applicationTarget(db, req.params));
    res.json({ looks } satisfies ApplicationLooksAnswer);
  });

  /** GET /access-log?from=YYYY-MM-DD&to=YYYY-MM-DD (admins only) → 200 {looks, more}, oldest first. */
  router.get('/access-log', staffOnly, async (req, res) => {
    if (!canViewAccessLog(roleOf(res))) throw adminsOnly();
    res.json(await looksBetween(db, parseBody(accessLogRangeSchema, req.query)));
  });

  /**
   * GET /access-log.csv?from=&to=&lang= (admins only) → the same looks as a CSV file, headings in
   * `lang` (English unless sw), a last line saying so when some were left out; 204 when nobody
   * looked on those days.
   */
  router.get('/access-log.csv', staffOnly, async (req, res) => {
    if (!canViewAccessLog(roleOf(res))) throw adminsOnly();
    const range = parseBody(accessLogRangeSchema, { from: req.query.from, to: req.query.to });
    const lang = APP_LANGUAGES.find((code) => code === req.query.lang) ?? 'en';
    const { looks, more } = await looksBetween(db, range);
    if (looks.length === 0) {
      res.status(204).end();
      return;
    }
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="access-log-${range.from}-to-${range.to}.csv"`,
      })
      .send(accessLogCsv(looks, more, lang));
  });

  return router;
}
