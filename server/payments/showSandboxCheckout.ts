import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { formatTsh } from '#domain/money';
import { isExpired, noSuchSandboxOrder, SANDBOX_COLLECTION } from './sandbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const BUTTON = 'style="font-size:1.1rem;padding:.6rem 1.2rem;min-height:44px"';
const FIELD = 'style="display:block;margin:.75rem 0"';
const INPUT = 'style="display:block;font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box"';

/**
 * A card order asks for the card on the gateway's page. Nothing typed here is sent or kept: the
 * fields stand in for the gateway's own form, filled with a test card so Approve is one tap.
 */
function cardFields(order: DocumentData) {
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

function page(order: DocumentData, orderId: string) {
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
 * The sandbox gateway's hosted page for an order, as HTML: Approve and Decline while it is open,
 * and a link back to the shop (the order's cancel address).
 */
export async function showSandboxCheckout(db: Firestore, orderId: string): Promise<string> {
  const order = await db.collection(SANDBOX_COLLECTION).doc(orderId).get();
  if (!order.exists) throw noSuchSandboxOrder();
  return page(order.data()!, orderId);
}
