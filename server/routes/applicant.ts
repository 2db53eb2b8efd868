import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';
import type { ApplicationStatus, PaymentStatus } from '#domain/meta';
import { PRICES } from '#domain/kinds';
import {
  applicationProofSchema,
  type MyApplicationsAnswer,
  type TrackAnswer,
  type TrackedApplication,
} from '#domain/tracking';
import { provenApplication } from '../applications/access.ts';
import { verifiedCaller } from '../http/requireApplicant.ts';
import { deviceApplications } from '../applications/deviceApplications.ts';
import { storedDate } from '../applications/storedTime.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { parseBody } from '../http/validate.ts';
import { paidPaymentOf } from '../payments/records.ts';
import { receiptHandler } from '../receipts/receiptRoute.ts';
import { offeredResults } from '../results/records.ts';
import { deletionRequestsOf } from '../dataRights/records.ts';

/**
 * What an applicant without an account may ask: what this device sent (its ID token), the state
 * of their application from any device (reference and phone), and its receipt. Each with its limit.
 */
export function applicantRouter(
  firebase: FirebaseServices,
  { limits }: Guards,
  options: { publicUrl?: string } = {},
) {
  const router = Router();

  /**
   * GET /api/my-applications with the device's ID token → 200 {applications}: summaries only.
   * A GET, as no state changes: another site cannot send the token, which lives in the app.
   */
  router.get('/my-applications', limits.myApplications, async (req, res) => {
    const caller = await verifiedCaller(req, firebase);
    if (!caller) throw new HttpError(401, "Send this device's Firebase ID token.", 'auth.required');
    res.json({
      applications: await deviceApplications(firebase.db, caller.uid),
    } satisfies MyApplicationsAnswer);
  });

  /** POST /api/track {reference, phone} → 200 {application}, or 404 `track.notFound` for any mismatch. */
  router.post('/track', limits.track, jsonBody, async (req, res) => {
    const proof = parseBody(applicationProofSchema, req.body);
    const { target, application } = await provenApplication(firebase, proof, req.log);
    const [paid, results, deletions] = await Promise.all([
      paidPaymentOf(firebase.db, target),
      offeredResults(firebase.db, target),
      deletionRequestsOf(firebase.db, target),
    ]);
    const deletion = deletions.at(-1);
    res.json({
      application: {
        ...trackedApplication(target, application, paid),
        results,
        ...(deletion ? { deletion } : {}),
      },
    } satisfies TrackAnswer);
  });

  /** POST /api/receipts {kind, id} with a token, or {proof}; `lang` → 200 application/pdf. */
  router.post('/receipts', limits.receipts, jsonBody, receiptHandler(firebase, options.publicUrl));

  return router;
}

const isoOf = (value: unknown) => storedDate(value)?.toISOString() ?? null;

/** The application's state without a word of personal data: no names, numbers or answers. */
function trackedApplication(
  target: { kind: ApplicationKind; id: string },
  application: DocumentSnapshot,
  paid: DocumentSnapshot | undefined,
): Omit<TrackedApplication, 'results'> {
  const { detailAmount } = APPLICATIONS[target.kind];
  const message = application.get('applicantMessage') as unknown;
  return {
    kind: target.kind,
    id: target.id,
    reference: application.get('reference') as string,
    status: application.get('status') as ApplicationStatus,
    paymentStatus: application.get('paymentStatus') as PaymentStatus,
    createdAt: isoOf(application.get('createdAt')) ?? new Date(0).toISOString(),
    statusUpdatedAt: isoOf(application.get('statusUpdatedAt')),
    paidAt: isoOf(paid?.get('paidAt') ?? paid?.get('updatedAt')),
    applicantMessage: typeof message === 'string' && message.trim() !== '' ? message : null,
    price: PRICES[target.kind],
    ...(detailAmount === undefined ? {} : { detailAmount }),
  };
}
