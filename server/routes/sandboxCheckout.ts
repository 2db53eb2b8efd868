import { Router } from 'express';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { formatTsh } from '#domain/money';
import { isOrderId } from '#domain/payment';
import { randomCode } from '#domain/reference';
import { HttpError } from '../http/errors.ts';
import { SANDBOX_COLLECTION } from '../payments/sandbox.ts';

/** Order ids as the API makes them; anything else is no order (and never reaches a document path). */
function orderIdOf(params: Record<string, string>) {
  const orderId = params.orderId ?? '';
  if (!isOrderId(orderId)) throw new HttpError(404, 'There is no such sandbox order.', 'sandbox.notFound');
  return orderId;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const BUTTON = 'style="font-size:1.1rem;padding:.6rem 1.2rem;min-height:44px"';
const FIELD = 'style="display:block;margin:.75rem 0"';
const INPUT = 'style="display:block;font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box"';

/** When the sandbox order stops taking payment, as the gateway's own expiry would. */
function isExpired(order: FirebaseFirestore.DocumentData, now = Date.now()) {
  const expiresAt = order.expiresAt as Timestamp | undefined;
  return expiresAt !== undefined && now >= expiresAt.toMillis();
}

/**
 * A card order asks for the card on the gateway's page. Nothing typed here is sent or kept: the
 * fields stand in for the gateway's own form, filled with a test card so Approve is one tap.
 */
function cardFields(order: FirebaseFirestore.DocumentData) {
  const holder = [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' ');
  const field = (label: string, id: string, value: string) =>
    `<label for="${id}" ${FIELD}>${label}<input id="${id}" value="${escapeHtml(value)}" autocomplete="off" ${INPUT}></label>`;
  return `<fieldset style="border:1px solid #ccc;padding:0 1rem 1rem;margin:1rem 0"><legend>Card (Visa, Mastercard)</legend>
${field('Card number', 'card-number', '4242 4242 4242 4242')}
${field('Expiry date (MM/YY)', 'card-expiry', '12/34')}
${field('Security code (CVC)', 'card-cvc', '123')}
${field('Name on the card', 'card-name', holder)}
<p>Billing country <strong>${escapeHtml(String(order.billing?.country ?? ''))}</strong></p></fieldset>`;
}

function page(order: FirebaseFirestore.DocumentData, orderId: string) {
  const id = encodeURIComponent(orderId);
  const card = order.method === 'card';
  const decide = isExpired(order)
    ? `<p role="alert"><strong>This order has expired.</strong> It can no longer be paid.</p>
<p><a href="${escapeHtml(String(order.cancelUrl))}">Back to the shop</a></p>`
    : `<form method="post" action="/api/sandbox/checkout/${id}/approve">${card ? cardFields(order) : ''}<button ${BUTTON}>Approve</button></form>
<form method="post" action="/api/sandbox/checkout/${id}/decline" style="margin-top:1rem"><button ${BUTTON}>Decline</button></form>
<p><a href="${escapeHtml(String(order.cancelUrl))}">Cancel and return to the shop</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Sandbox checkout</h1>
<p>This is the local test gateway. No money moves${card ? ' and no card is charged' : ''}.</p>
<p>Order <strong>${escapeHtml(orderId)}</strong><br>Amount <strong>${escapeHtml(formatTsh(Number(order.amount), 'en'))}</strong><br>
${card ? 'Paid by <strong>card</strong>' : `Phone <strong>${escapeHtml(String(order.buyerPhone))}</strong>`}</p>
${decide}
</body></html>`;
}

/**
 * The sandbox gateway's hosted page. The payer's decision is recorded, then reported to our own
 * webhook over HTTP exactly as the real gateway would, and the payer is sent back to the app. Its
 * cancel link goes back to the shop (the order's cancel address) and leaves the order open, as a
 * gateway may until its expiry.
 */
export function sandboxCheckoutRouter(db: Firestore) {
  const orders = db.collection(SANDBOX_COLLECTION);
  const router = Router();

  router.get('/sandbox/checkout/:orderId', async (req, res) => {
    const orderId = orderIdOf(req.params);
    const order = await orders.doc(orderId).get();
    if (!order.exists) throw new HttpError(404, 'There is no such sandbox order.', 'sandbox.notFound');
    res.type('html').send(page(order.data()!, orderId));
  });

  router.post('/sandbox/checkout/:orderId/:decision', async (req, res) => {
    const orderId = orderIdOf(req.params);
    const { decision } = req.params;
    if (decision !== 'approve' && decision !== 'decline')
      throw new HttpError(404, 'Unknown decision.', 'sandbox.notFound');
    const ref = orders.doc(orderId);
    // Like the real gateway, only an open order can be decided: a cancelled one cannot be paid.
    const order = await db.runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      if (!current.exists) throw new HttpError(404, 'There is no such sandbox order.', 'sandbox.notFound');
      if (current.get('status') !== 'PENDING') {
        throw new HttpError(409, 'This sandbox order is closed already.', 'sandbox.closed');
      }
      if (isExpired(current.data()!)) {
        throw new HttpError(409, 'This sandbox order has expired.', 'sandbox.closed');
      }
      // A paid order gets the gateway's own transaction id, as Selcom's order-status reports it.
      transaction.update(
        ref,
        decision === 'approve'
          ? { status: 'COMPLETED', gatewayTransactionId: `SBX${randomCode(10)}` }
          : { status: 'CANCEL' },
      );
      return current;
    });
    await fetch(order.get('webhookUrl') as string, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        order_id: orderId,
        transid: order.get('transid'),
        result: 'SUCCESS',
        resulcode: '000',
        payment_status: decision === 'approve' ? 'COMPLETED' : 'CANCEL',
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) =>
      req.log?.warn({ err: error }, 'sandbox webhook failed; the status page will ask'),
    );
    res.redirect(303, order.get(decision === 'approve' ? 'redirectUrl' : 'cancelUrl') as string);
  });

  return router;
}
