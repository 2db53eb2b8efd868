import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http/errors.ts';
import { decideSandboxOrder } from '../payments/decideSandboxOrder.ts';
import { sandboxOrderId } from '../payments/sandbox.ts';
import { showSandboxCheckout } from '../payments/showSandboxCheckout.ts';

/**
 * The sandbox gateway's hosted page. The payer's decision is recorded, then reported to our own
 * webhook over HTTP exactly as the real gateway would, and the payer is sent back to the app. Its
 * cancel link goes back to the shop (the order's cancel address) and leaves the order open, as a
 * gateway may until its expiry.
 */
export function sandboxCheckoutRouter(db: Firestore) {
  const router = Router();

  router.get('/sandbox/checkout/:orderId', async (req, res) => {
    res.type('html').send(await showSandboxCheckout(db, sandboxOrderId(req.params.orderId)));
  });

  router.post('/sandbox/checkout/:orderId/:decision', async (req, res) => {
    const orderId = sandboxOrderId(req.params.orderId);
    const { decision } = req.params;
    if (decision !== 'approve' && decision !== 'decline')
      throw new HttpError(404, 'Unknown decision.', 'sandbox.notFound');
    res.redirect(303, await decideSandboxOrder(db, orderId, decision, req.log));
  });

  return router;
}
