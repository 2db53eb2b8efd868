import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATION_KINDS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { isVerificationCode, type VerificationView } from '#domain/verification';
import { storedDate } from '../applications/storedTime.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';

// One answer for a code that cannot exist and one that does not: neither tells a guesser more.
const noSuchDocument = () =>
  new HttpError(404, 'There is no document with this verification code.', 'verification.notFound');

/**
 * What a result states besides what every document does; a receipt states its amount. Never a
 * result's title: staff type it freely, and a name or a NIDA number in it would go to anyone
 * holding the code. The fingerprint is what ties the code to the file.
 */
function factsOf(record: DocumentSnapshot): Partial<VerificationView> {
  if (record.get('type') !== 'result') return { type: 'receipt', amount: record.get('amount') as number };
  const replacedAt = storedDate(record.get('replacedAt'));
  return {
    type: 'result',
    sha256: record.get('sha256') as string,
    ...(replacedAt ? { replacedAt: replacedAt.toISOString() } : {}),
  };
}

/**
 * GET /api/verify/:code → 200 {type, kind, reference, issuedAt} with a receipt's `amount`, or a
 * result's `sha256` and (once corrected) `replacedAt`: what the agency issued under a
 * code printed on a receipt or shown with a result, for anyone holding it. Nothing about the
 * person: the code travels with the paper. Limited per address: a script trying codes stops here.
 */
export function verifyRouter({ db }: FirebaseServices, { limits }: Guards) {
  const router = Router();
  router.get('/verify/:code', limits.verify, async (req, res) => {
    const code = req.params.code;
    if (!isVerificationCode(code)) throw noSuchDocument();
    const record = await db.collection(COLLECTIONS.verifications).doc(code).get();
    const kind = record.get('kind') as ApplicationKind;
    const issuedAt = storedDate(record.get('issuedAt'));
    if (!record.exists || !APPLICATION_KINDS.includes(kind) || !issuedAt) throw noSuchDocument();
    res.json({
      type: 'receipt',
      ...factsOf(record),
      kind,
      reference: record.get('reference') as string,
      issuedAt: issuedAt.toISOString(),
    } satisfies VerificationView);
  });
  return router;
}
