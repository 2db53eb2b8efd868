import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { ApiErrorCode } from '../../src/domain/apiErrors.ts';
import { APPLICATION_COLLECTIONS } from '../../src/domain/kinds.ts';
import { CURRENCY, PRICES } from '../../src/domain/money.ts';
import {
  newPaymentIds,
  paymentRequestSchema,
  paymentStatusAnswer,
  type PaymentRecordStatus,
} from '../../src/domain/payment.ts';
import { isMobileMoneyNumber } from '../../src/domain/phone.ts';
import type { FirebaseServices } from '../firebase.ts';
import { HttpError } from '../http/errors.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';
import { alreadyPaid, closeEarlierAttempts, paymentInProgress } from '../payments/closeEarlierAttempts.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { reconcilePayments, settlePayment } from '../payments/settle.ts';

export type PaymentsOptions = { publicUrl?: string; reconcileAfterMs: number };

/** The address the payer's browser and the gateway reach us at. */
function publicBase(req: Request, configured?: string) {
  return (configured ?? `${req.protocol}://${req.get('host')}`).replace(/\/$/, '');
}

const ALREADY_EXISTS = 6;

/** Should two attempts ever get the same id, the second is told the first is under way, not charged twice. */
async function createOnce(ref: FirebaseFirestore.DocumentReference, data: FirebaseFirestore.DocumentData) {
  try {
    await ref.create(data);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    throw paymentInProgress();
  }
}

export function paymentsRouter(
  firebase: FirebaseServices,
  provider: PaymentProvider,
  options: PaymentsOptions,
) {
  const { db } = firebase;
  const router = Router();
  const payments = db.collection('payments');

  /** POST /api/payments: start paying for an application; the price is ours, not the browser's. */
  router.post('/payments', async (req, res) => {
    const body = parseBody(paymentRequestSchema, req.body);
    if (!isMobileMoneyNumber(body.phone)) {
      throw new HttpError(
        422,
        'Use a Tanzanian mobile-money number: 255 and 9 digits, or 0 and 9 digits.',
        'payment.phone',
      );
    }
    const price = PRICES[body.applicationKind];
    if (body.amount !== price) {
      throw new HttpError(
        422,
        `The amount must be ${price} ${CURRENCY} for this application.`,
        'payment.amount',
      );
    }
    const applicationRef = db
      .collection(APPLICATION_COLLECTIONS[body.applicationKind])
      .doc(body.applicationId);
    const application = await applicationRef.get();
    if (!application.exists) throw new HttpError(404, 'There is no such application.', 'payment.application');
    if (application.get('paymentStatus') === 'paid') throw alreadyPaid();

    // Our own ids: a browser can neither pick an order id nor touch another payer's order.
    const { orderId, transid } = newPaymentIds();
    const paymentRef = payments.doc(orderId);
    await createOnce(paymentRef, {
      orderId,
      transid,
      phone: body.phone,
      buyer_name: body.buyer_name,
      buyer_email: body.buyer_email,
      amount: price,
      currency: CURRENCY,
      applicationKind: body.applicationKind,
      applicationId: body.applicationId,
      reference: application.get('reference') ?? null,
      status: 'pending',
      provider: provider.name,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Only now, with this attempt recorded: a Pay pressed meanwhile in another tab sees it and waits.
    try {
      await closeEarlierAttempts(
        db,
        provider,
        { kind: body.applicationKind, id: body.applicationId },
        orderId,
      );
    } catch (error) {
      // Nothing was sent to the gateway for this order: forgotten, so a later Pay starts afresh.
      await paymentRef.delete();
      throw error;
    }
    const base = publicBase(req, options.publicUrl);
    const statusUrl = `${base}/payment-status?order=${encodeURIComponent(orderId)}`;
    const result = await provider.createOrder({
      orderId,
      transid,
      amount: price,
      buyerName: body.buyer_name,
      buyerEmail: body.buyer_email,
      buyerPhone: body.phone,
      redirectUrl: statusUrl,
      cancelUrl: statusUrl,
      webhookUrl: `${base}/api/payments/webhook`,
    });
    if (!result.ok) {
      await paymentRef.update({
        status: 'failed',
        failure: result.message,
        ambiguous: result.ambiguous,
        providerResponse: result.raw,
        updatedAt: FieldValue.serverTimestamp(),
      });
      res.status(502).json({
        success: false,
        redirect_url: null,
        // No clear answer (it timed out, could not be reached, or is still deciding) reads apart
        // from a refusal: the payer should simply try again.
        code: (result.ambiguous ? 'payment.gatewayNoAnswer' : 'payment.gateway') satisfies ApiErrorCode,
        message: result.message,
        selcom_response: result.raw,
        order_id: orderId,
      });
      return;
    }
    await paymentRef.update({ paymentUrl: result.paymentUrl, providerResponse: result.raw });
    await db.runTransaction(async (transaction) => {
      const current = await transaction.get(applicationRef);
      if (current.get('paymentStatus') !== 'paid')
        transaction.update(applicationRef, { paymentStatus: 'pending' });
    });
    res.json({
      success: true,
      redirect_url: result.paymentUrl,
      message: 'Redirecting to payment',
      selcom_response: result.raw,
      order_id: orderId,
    });
  });

  /**
   * POST /api/payments/webhook: the gateway says something happened. Only a trigger: the truth
   * comes from our own signed status query. Always 200, so the gateway does not retry forever.
   */
  router.post('/payments/webhook', async (req, res) => {
    const orderId: unknown = req.body?.order_id;
    if (typeof orderId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(orderId)) {
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

  /**
   * GET /api/payments/:orderId: the real status of one order, asking the gateway while pending.
   * Public (the payer returns from the gateway signed out), so it tells no more than the status.
   */
  router.get('/payments/:orderId', async (req, res) => {
    const orderId = req.params.orderId;
    if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId))
      throw new HttpError(404, 'There is no such payment.', 'payment.notFound');
    let payment = await payments.doc(orderId).get();
    if (!payment.exists) throw new HttpError(404, 'There is no such payment.', 'payment.notFound');
    if (payment.get('status') === 'pending' && payment.get('paymentUrl')) {
      await settlePayment(db, provider, orderId).catch(() => undefined);
      payment = await payments.doc(orderId).get();
    }
    res.set('Cache-Control', 'no-store').json(
      paymentStatusAnswer(orderId, {
        status: payment.get('status') as PaymentRecordStatus,
        amount: payment.get('amount') as number,
        reference: payment.get('reference') as string | null | undefined,
        failure: payment.get('failure') as string | undefined,
      }),
    );
  });

  return router;
}
