import { Router } from 'express';
import { APPLICATION_KINDS, type ApplicationKind } from '#domain/kinds';
import { isVerificationCode, VERIFICATIONS_COLLECTION, type VerificationView } from '#domain/verification';
import { storedDate } from '../applications/storedTime.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';

// One answer for a code that cannot exist and one that does not: neither tells a guesser more.
const noSuchDocument = () =>
  new HttpError(404, 'There is no document with this verification code.', 'verification.notFound');

/**
 * GET /api/verify/:code → 200 {type, kind, reference, issuedAt, amount}: what the agency issued
 * under a code printed on a receipt, for anyone holding it. Nothing about the person: the code
 * travels with the paper. Rate-limited per address (server/app.ts).
 */
export function verifyRouter({ db }: FirebaseServices) {
  const router = Router();
  router.get('/verify/:code', async (req, res) => {
    const code = req.params.code;
    if (!isVerificationCode(code)) throw noSuchDocument();
    const record = await db.collection(VERIFICATIONS_COLLECTION).doc(code).get();
    const kind = record.get('kind') as ApplicationKind;
    const issuedAt = storedDate(record.get('issuedAt'));
    if (!record.exists || !APPLICATION_KINDS.includes(kind) || !issuedAt) throw noSuchDocument();
    res.json({
      type: 'receipt',
      kind,
      reference: record.get('reference') as string,
      issuedAt: issuedAt.toISOString(),
      amount: record.get('amount') as number,
    } satisfies VerificationView);
  });
  return router;
}
