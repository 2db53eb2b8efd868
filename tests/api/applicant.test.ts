// An applicant without an account comes back: tracks an application with its reference and phone,
// and pays it later, while a stranger who knows only its ids can do neither.
import { describe, expect, it } from 'vitest';
import { formatTsh, PRICES } from '../../src/domain/money.ts';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { API_URL, csrfPair, postJson, request } from '../support/http.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { anonymousApplicant, signedInUser } from '../support/users.ts';

const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

describe('tracking an application', () => {
  it('answers the state for the reference and the phone typed any usual way, and no personal data', async () => {
    const application = await storedApplication('tin');
    // Stored the local way (0…), typed here the international way with spaces.
    expect(application.proof.phone).toMatch(/^0\d{9}$/);
    const international = `+255 ${application.proof.phone.slice(1, 4)} ${application.proof.phone.slice(4)}`;
    const answer = await postJson('/api/track', {
      reference: application.reference.toLowerCase(),
      phone: international,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      application: expect.objectContaining({
        kind: 'tin',
        id: application.id,
        reference: application.reference,
        status: 'submitted',
        paymentStatus: 'unpaid',
        paidAt: null,
        applicantMessage: null,
        price: expect.any(Number),
      }),
    });
    const text = JSON.stringify(answer.body);
    const stored = (await application.ref.get()).data() ?? {};
    const personal = ['fName', 'lName', 'mobile', 'nida'].map((field) => stored[field] as unknown);
    expect(personal.filter((value) => typeof value === 'string').length).toBeGreaterThan(1);
    for (const value of personal) if (typeof value === 'string') expect(text).not.toContain(value);
  });

  it('gives one answer for a wrong phone and for a reference nobody has', async () => {
    const application = await storedApplication('visa');
    const wrongPhone = await postJson('/api/track', {
      reference: application.reference,
      phone: '0754000000',
    });
    const noSuchReference = await postJson('/api/track', {
      reference: 'VIS-2222AA',
      phone: application.proof.phone,
    });
    expect(wrongPhone.status).toBe(404);
    expect(noSuchReference.status).toBe(404);
    expect(wrongPhone.body).toEqual(noSuchReference.body);
    expect(wrongPhone.body).toMatchObject({ code: 'track.notFound' });
  });

  it('refuses a malformed reference and phone field by field', async () => {
    const answer = await postJson('/api/track', { reference: 'VIS-OOOO', phone: 'call me' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'validation',
      fields: { reference: 'validation.reference', phone: 'validation.phone' },
    });
  });

  it('shows the message staff wrote to the applicant, never their internal note', async () => {
    const application = await storedApplication('brela');
    const staff = await signedInUser('staff');
    const change = await postJson(
      `/api/applications/brela/${application.id}/status`,
      {
        status: 'action_needed',
        note: 'Internal: passport scan is blurred',
        applicantMessage: 'Please bring your passport.',
      },
      undefined,
      bearer(staff.idToken),
    );
    expect(change.status).toBe(200);
    const answer = await postJson('/api/track', application.proof);
    expect(answer.body).toMatchObject({
      application: { status: 'action_needed', applicantMessage: 'Please bring your passport.' },
    });
    expect(JSON.stringify(answer.body)).not.toContain('blurred');
    expect((answer.body as { application: { statusUpdatedAt: string } }).application.statusUpdatedAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });
});

describe('who may start a payment', () => {
  it('lets the submitting device pay with its ID token and refuses another anonymous user', async () => {
    const owner = await anonymousApplicant();
    const stranger = await anonymousApplicant();
    const application = await storedApplication('visa', owner.uid);
    const request = paymentRequestFor({ id: application.id });

    const byStranger = await postJson('/api/payments', request, undefined, bearer(stranger.idToken));
    expect(byStranger.status).toBe(403);
    expect(byStranger.body).toMatchObject({ code: 'access.required' });
    const byNobody = await postJson('/api/payments', request);
    expect(byNobody.status).toBe(403);

    const byOwner = await postJson('/api/payments', request, undefined, bearer(owner.idToken));
    expect(byOwner.status).toBe(200);
  });

  it('lets anyone with the reference and phone pay, but not another application with that proof', async () => {
    const mine = await storedApplication('business');
    const theirs = await storedApplication('business');
    const withProof = await postJson('/api/payments', paymentRequestFor(mine, 'business'));
    expect(withProof.status).toBe(200);

    const borrowed = await postJson('/api/payments', {
      ...paymentRequestFor({ id: theirs.id }, 'business'),
      proof: mine.proof,
    });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body).toMatchObject({ code: 'track.notFound' });
    expect((await theirs.ref.get()).get('paymentStatus')).toBe('unpaid');
  });

  it('refuses a forged token', async () => {
    const application = await storedApplication('tin');
    const answer = await postJson(
      '/api/payments',
      paymentRequestFor({ id: application.id }, 'tin'),
      undefined,
      bearer('not-a-token'),
    );
    expect(answer.status).toBe(401);
  });
});

/** Pays an application in the sandbox gateway, as the payer's Approve would. */
async function paidApplication(submittedBy?: string) {
  const application = await storedApplication('visa', submittedBy);
  const started = await postJson('/api/payments', paymentRequestFor(application));
  expect(started.status).toBe(200);
  const redirect = (started.body as { redirect_url: string }).redirect_url;
  expect((await request(`${redirect}/approve`, { method: 'POST' })).status).toBe(303);
  return { application, orderId: orderIdOf(started) };
}

async function receipt(body: unknown, headers: Record<string, string> = {}) {
  const { cookie, token } = await csrfPair();
  const response = await fetch(`${API_URL}/api/receipts`, {
    method: 'POST',
    headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the receipt', () => {
  it('is a PDF in Kiswahili with every fact of the payment, for whoever has the reference and phone', async () => {
    const { application, orderId } = await paidApplication();
    const { response, bytes } = await receipt({ proof: application.proof, lang: 'sw' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`receipt-${application.reference}.pdf`);
    const text = (await pdfTextLines(bytes)).join('\n');
    const payment = await adminServices().db.collection('payments').doc(orderId).get();
    for (const fact of [
      'Risiti ya malipo',
      `R-${application.reference}`,
      application.reference,
      orderId,
      payment.get('gatewayTransactionId') as string,
      'Jumla',
      formatTsh(PRICES.visa, 'sw'),
    ]) {
      expect(text).toContain(fact);
    }
    expect(payment.get('gatewayTransactionId')).toMatch(/^SBX/);
  });

  it('goes to the submitting device and to staff, not to another anonymous user', async () => {
    const owner = await anonymousApplicant();
    const { application } = await paidApplication(owner.uid);
    const target = { kind: 'visa', id: application.id };
    expect((await receipt(target, bearer(owner.idToken))).response.status).toBe(200);
    const staff = await signedInUser('staff');
    expect((await receipt(target, bearer(staff.idToken))).response.status).toBe(200);
    const stranger = await anonymousApplicant();
    const refused = await receipt(target, bearer(stranger.idToken));
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 'access.required' });
  });

  it('is refused, with its own code, for an application not yet paid', async () => {
    const application = await storedApplication('tin');
    const { response, bytes } = await receipt({ proof: application.proof });
    expect(response.status).toBe(409);
    expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'receipt.unpaid' });
  });
});
