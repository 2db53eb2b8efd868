// An applicant without an account comes back: tracks an application with its reference and phone,
// and pays it later, while a stranger who knows only its ids can do neither.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { APPLICATIONS } from '#domain/applications';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { emailOf, nameOf } from '#domain/identity';
import { newApplicationMeta } from '#domain/meta';
import { formatTsh } from '#domain/money';
import { PRICES } from '#domain/kinds';
import { MY_APPLICATIONS_PER_SERVICE } from '#domain/tracking';
import { adminServices } from '../support/admin.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { NAMES_IN_SCRIPTS } from '../support/namesInScripts.ts';
import { pdfTextLines } from '../support/pdfText.ts';
import { downloadReceipt, paidApplication } from '../support/receipts.ts';
import { anonymousApplicant, signedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

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
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
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
      {
        ...bearer(staff.idToken),
        ...(await actionHeaders('POST', `/api/applications/brela/${application.id}/status`)),
      },
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

  it("takes the payer's name and email from the application when the browser sends none", async () => {
    const owner = await anonymousApplicant();
    const application = await storedApplication('brela', owner.uid);
    const { buyer_name: _name, buyer_email: _email, ...nameless } = paymentRequestFor(application, 'brela');
    const { proof: _proof, ...byDevice } = nameless;
    const started = await postJson('/api/payments', byDevice, undefined, bearer(owner.idToken));
    expect(started.status).toBe(200);
    const payment = await adminServices().db.collection('payments').doc(orderIdOf(started)).get();
    const { identity } = APPLICATIONS.brela;
    const record = VALID_APPLICATIONS.brela();
    expect(nameOf(identity, record) && emailOf(identity, record)).toBeTruthy();
    expect(payment.get('buyer_name')).toBe(nameOf(identity, record));
    expect(payment.get('buyer_email')).toBe(emailOf(identity, record));
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

const receipt = (body: unknown, headers: Record<string, string> = {}) => downloadReceipt(body, headers);

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

  it("prints the applicant's name as they typed it on the form, in any script", async () => {
    const names = [
      { firstName: 'Nguyễn', middleName: 'Thị', lastName: 'Phạm' },
      { firstName: 'Александр', lastName: 'Пушкин' },
      { firstName: NAMES_IN_SCRIPTS.Arabic, lastName: NAMES_IN_SCRIPTS.Chinese },
    ];
    for (const name of names) {
      const { application } = await paidApplication({ names: name });
      const { response, bytes } = await receipt({ proof: application.proof });
      expect(response.status).toBe(200);
      const applicant = [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
      expect(await pdfTextLines(bytes)).toContain(`Applicant ${applicant}`);
    }
  });

  it("is not given for the submitting device's anonymous session alone: that needs the proof", async () => {
    const owner = await anonymousApplicant();
    const { application } = await paidApplication({ submittedBy: owner.uid });
    const refused = await receipt({ kind: 'visa', id: application.id }, bearer(owner.idToken));
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toEqual({
      message: expect.any(String),
      code: 'access.proofRequired',
    });
    const proven = await receipt({ proof: application.proof }, bearer(owner.idToken));
    expect(proven.response.status).toBe(200);
    expect(proven.response.headers.get('content-type')).toBe('application/pdf');
  });

  it('goes to an owner signed in with an account and to staff, not to another account', async () => {
    const owner = await signedInUser(undefined);
    const { application } = await paidApplication({ submittedBy: owner.uid });
    const target = { kind: 'visa', id: application.id };
    expect((await receipt(target, bearer(owner.idToken))).response.status).toBe(200);
    const staff = await signedInUser('staff');
    expect((await receipt(target, bearer(staff.idToken))).response.status).toBe(200);
    const stranger = await signedInUser(undefined);
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

const SUMMARY_KEYS = ['createdAt', 'id', 'kind', 'paymentStatus', 'reference', 'status'];

async function myApplications(headers: Record<string, string> = {}) {
  return request('/api/my-applications', { headers });
}

describe('what a device sees of what it sent', () => {
  it('is a summary of its own applications, newest first, without a word of personal data', async () => {
    const owner = await anonymousApplicant();
    const other = await anonymousApplicant();
    const unpaid = await storedApplication('tin', owner.uid);
    const { application: paid } = await paidApplication({ submittedBy: owner.uid });
    const changed = await storedApplication('brela', owner.uid);
    const staff = await signedInUser('staff');
    const change = await postJson(
      `/api/applications/brela/${changed.id}/status`,
      { status: 'action_needed', note: 'Internal: blurred scan', applicantMessage: 'Bring your passport.' },
      undefined,
      {
        ...bearer(staff.idToken),
        ...(await actionHeaders('POST', `/api/applications/brela/${changed.id}/status`)),
      },
    );
    expect(change.status).toBe(200);
    const theirs = await storedApplication('tin', other.uid);

    const answer = await myApplications(bearer(owner.idToken));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { applications } = answer.body as { applications: Record<string, unknown>[] };
    expect(applications.map(({ id }) => id)).toEqual([changed.id, paid.id, unpaid.id]);
    const [brela, visa, tin] = applications;
    expect(Object.keys(tin!).sort()).toEqual(SUMMARY_KEYS);
    expect(Object.keys(visa!).sort()).toEqual([...SUMMARY_KEYS, 'paidAt'].sort());
    expect(Object.keys(brela!).sort()).toEqual([...SUMMARY_KEYS, 'statusUpdatedAt'].sort());
    expect(tin).toEqual({
      kind: 'tin',
      id: unpaid.id,
      reference: unpaid.reference,
      status: 'submitted',
      paymentStatus: 'unpaid',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(visa).toMatchObject({ paymentStatus: 'paid', paidAt: expect.stringMatching(/^\d{4}-/) });
    expect(brela).toMatchObject({
      status: 'action_needed',
      statusUpdatedAt: expect.stringMatching(/^\d{4}-/),
    });

    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain('passport');
    expect(text).not.toContain('blurred');
    for (const { ref } of [unpaid, paid, changed]) {
      const stored = (await ref.get()).data() ?? {};
      for (const field of [
        'fullName',
        'fName',
        'lName',
        'firstName',
        'lastName',
        'phone',
        'mobile',
        'nida',
      ]) {
        const value = stored[field] as unknown;
        if (typeof value === 'string') expect(text).not.toContain(value);
      }
    }
  });

  it(`gives at most ${MY_APPLICATIONS_PER_SERVICE} of a service, the newest`, async () => {
    const owner = await anonymousApplicant();
    const { db } = adminServices();
    const batch = db.batch();
    const ids: string[] = [];
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index <= MY_APPLICATIONS_PER_SERVICE; index += 1) {
      const ref = db.collection(APPLICATIONS.visa.collection).doc();
      ids.push(ref.id);
      const meta = newApplicationMeta('visa', { lang: 'en', submittedBy: owner.uid });
      batch.set(ref, {
        ...VALID_APPLICATIONS.visa(),
        ...meta,
        createdAt: Timestamp.fromMillis(start + index * 60_000),
      });
    }
    await batch.commit();
    const answer = await myApplications(bearer(owner.idToken));
    expect(answer.status).toBe(200);
    const { applications } = answer.body as { applications: { id: string }[] };
    expect(applications.map(({ id }) => id)).toEqual(ids.slice(1).reverse());
  });

  it('answers a device that sent nothing with an empty list', async () => {
    const nobody = await anonymousApplicant();
    const answer = await myApplications(bearer(nobody.idToken));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ applications: [] });
  });

  it('refuses a request without a token, or with a forged one, as JSON', async () => {
    const without = await myApplications();
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ message: expect.any(String), code: 'auth.required' });
    const forged = await myApplications(bearer('not-a-token'));
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: expect.any(String), code: 'auth.invalid' });
  });
});
