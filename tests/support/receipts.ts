// Paid applications and their receipts over real HTTP, for the API and deployed suites.
import { orderIdOf, paymentRequestFor, storedApplication } from './applications.ts';
import { API_URL, csrfPair, postJson, request } from './http.ts';

/** The visa form's name fields, which the receipt prints joined as its applicant. */
export type VisaNames = { firstName: string; middleName?: string; lastName: string };

/**
 * A visa application paid in the sandbox gateway, as the payer's Approve would, back on the app's
 * page that asks for the order's status (which settles it, should the gateway's call to our webhook
 * have been lost); named `names` when given (as typed on the form).
 */
export async function paidApplication({
  submittedBy,
  names,
  base = API_URL,
}: { submittedBy?: string; names?: VisaNames; base?: string } = {}) {
  const application = await storedApplication('visa', submittedBy);
  if (names) await application.ref.update({ middleName: '', ...names });
  const started = await postJson('/api/payments', paymentRequestFor(application), base);
  if (started.status !== 200) throw new Error(`the payment did not start: ${JSON.stringify(started.body)}`);
  const redirect = (started.body as { redirect_url: string }).redirect_url;
  const approved = await request(`${redirect}/approve`, { method: 'POST' }, base);
  if (approved.status !== 303) throw new Error(`the sandbox did not approve it: ${approved.status}`);
  const orderId = orderIdOf(started);
  const status = await request(`/api/payments/${orderId}`, {}, base);
  if ((status.body as { status?: string }).status !== 'paid') {
    throw new Error(`the payment is not paid: ${JSON.stringify(status.body)}`);
  }
  return { application, orderId };
}

/** POST /api/receipts as Track sends it, with the CSRF pair: the answer and its bytes. */
export async function downloadReceipt(body: unknown, headers: Record<string, string> = {}, base = API_URL) {
  const { cookie, token } = await csrfPair(base);
  const response = await fetch(`${base}/api/receipts`, {
    method: 'POST',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
