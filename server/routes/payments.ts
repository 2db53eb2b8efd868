import { Router } from 'express';
import { isOrderId, type PaymentStart } from '#domain/payment';
import {
  PAYMENT_STARTED_MESSAGE,
  paymentStatusAnswer,
  type PaymentStarted,
  type PaymentStartFailed,
} from '#domain/paymentAnswers';
import type { PaymentMethod, PaymentOptionsAnswer } from '#domain/paymentMethods';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { paymentStatusOf } from '#domain/paymentState';
import type { FirebaseServices } from '../firebase.ts';
import type { Guards } from '../http/guards.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { applicationAccess } from '../applications/access.ts';
import { HttpError } from '../http/errors.ts';
import { publicBase } from '../http/publicBase.ts';
import { requireStaff } from '../http/requireStaff.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { expiresAtOf, paymentRecords, stateOf } from '../payments/records.ts';
import { payerReturned } from '../payments/payerReturned.ts';
import { reconcilePayments, settlePayment } from '../payments/settle.ts';
import { startPayment } from '../payments/start.ts';

/**
 * `expiryMinutes`: how long the gateway keeps an order open; `tshPerUsd`: the agency's rate for the
 * approximate dollar figure the payment screen shows.
 */
export type PaymentsOptions = {
  publicUrl?: string;
  reconcileAfterMs: number;
  expiryMinutes: number;
  tshPerUsd: number;
};

const noSuchPayment = () => new HttpError(404, 'There is no such payment.', 'payment.notFound');

export function paymentsRouter(
  firebase: FirebaseServices,
  { limits, appCheck }: Guards,
  provider: PaymentProvider,
  options: PaymentsOptions,
) {
  const { db } = firebase;
  const router = Router();
  const payments = paymentRecords(db);

  /** POST /api/payments: start paying for an application (server/payments/start.ts decides). */
  router.post('/payments', limits.paymentStart, appCheck, jsonBody, async (req, res) => {
    // Only the submitter, staff, or someone with the reference and phone may start (and so close
    // the open attempts of) a payment: an application id alone opens nothing.
    const authorize = async ({ applicationKind, applicationId, proof }: PaymentStart) => {
      await applicationAccess(
        req,
        firebase,
        { kind: applicationKind, id: applicationId, proof },
        { staff: true, anonymousSubmitter: true },
      );
    };
    const result = await startPayment(db, provider, req.body, publicBase(req, options.publicUrl), authorize, {
      expiryMinutes: options.expiryMinutes,
    });
    switch (result.type) {
      case 'refused':
        // The error handler words it: {message, code} and, for a bad body, the fields at fault.
        throw result.error;
      case 'gatewayFailed':
        res.status(502).json({
          success: false,
          redirect_url: null,
          // No clear answer (it timed out, could not be reached, or is still deciding) reads apart
          // from a refusal: the payer should simply try again.
          code: result.ambiguous ? 'payment.gatewayNoAnswer' : 'payment.gateway',
          message: result.message,
          selcom_response: result.raw,
          order_id: result.orderId,
        } satisfies PaymentStartFailed);
        return;
      case 'started':
        res.json({
          success: true,
          redirect_url: result.redirectUrl,
          message: PAYMENT_STARTED_MESSAGE,
          selcom_response: result.raw,
          order_id: result.orderId,
        } satisfies PaymentStarted);
        return;
    }
  });

  /**
   * POST /api/payments/webhook: the gateway says something happened. Only a trigger: the truth
   * comes from our own signed status query. Always 200, so the gateway does not retry forever.
   * Counted by the order it names, so its small body is read before its limit.
   */
  router.post('/payments/webhook', jsonBody, limits.paymentWebhook, async (req, res) => {
    const orderId: unknown = req.body?.order_id;
    if (isOrderId(orderId)) {
      await settlePayment(db, provider, orderId).catch((error: unknown) =>
        req.log?.warn({ err: error, orderId }, 'webhook settle failed; reconciliation will retry'),
      );
    }
    res.json({ received: true });
  });

  /** POST /api/payments/reconcile (staff): settle every payment pending too long. */
  router.post('/payments/reconcile', requireStaff(firebase), async (_req, res) => {
    res.json(await reconcilePayments(db, provider, options.reconcileAfterMs));
  });

  /** GET /api/payments/options: the agency's settings the payment screen shows beside a price. */
  router.get('/payments/options', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({
      tshPerUsd: options.tshPerUsd,
      expiryMinutes: options.expiryMinutes,
    } satisfies PaymentOptionsAnswer);
  });

  /** The public answer for a stored payment: its status, never who pays or for what. */
  const statusOf = (payment: DocumentSnapshot) =>
    paymentStatusAnswer(payment.id, {
      status: paymentStatusOf(stateOf(payment)),
      amount: payment.get('amount') as number,
      reference: payment.get('reference') as string | null | undefined,
      failure: payment.get('failure') as string | undefined,
      method: payment.get('method') as PaymentMethod | undefined,
      expiresAt: expiresAtOf(payment, options.expiryMinutes),
      left: payment.get('leftAt') !== undefined,
    });

  /**
   * GET /api/payments/:orderId: the real status of one order, asking the gateway while it is open.
   * Public (the payer returns from the gateway signed out), so it tells no more than the status.
   */
  router.get('/payments/:orderId', limits.paymentStatus, async (req, res) => {
    const orderId = req.params.orderId;
    if (!isOrderId(orderId)) throw noSuchPayment();
    let payment = await payments.doc(orderId).get();
    if (!payment.exists) throw noSuchPayment();
    if (stateOf(payment) === 'open') {
      await settlePayment(db, provider, orderId).catch(() => undefined);
      payment = await payments.doc(orderId).get();
    }
    res.json(statusOf(payment));
  });

  /**
   * POST /api/payments/:orderId/return: the payer's browser is back from the gateway's page (its
   * return or cancel address, or Back to the payment screen). A card order still unpaid was left,
   * and its application may be paid again at once (server/payments/payerReturned.ts). The same
   * public answer as GET; the order id alone is enough, as it is for GET: all it can do is let the
   * application be paid again, which only its payer can do.
   */
  router.post('/payments/:orderId/return', limits.paymentStatus, async (req, res) => {
    const orderId = req.params.orderId;
    if (!isOrderId(orderId) || !(await payerReturned(db, provider, orderId))) throw noSuchPayment();
    res.json(statusOf(await payments.doc(orderId).get()));
  });

  return router;
}
