// Creating applications and feedback through the API, as the forms do: the server parses the
// answers with the kind's schema, writes the record with its own fields, its reference claim, its
// search index, its uploads and its "received" messages in one transaction, exactly once per draft.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { validFeedback, VALID_APPLICATIONS } from '#fixtures/applications';
import { COLLECTIONS } from '#domain/kinds';
import { newDocumentId } from '#domain/reference';
import { SEARCH_INDEX_FIELD, searchPrefixesOf } from '#domain/searchIndex';
import type { NewApplicationAnswer } from '#domain/submissions';
import { NOTIFICATIONS } from '#server/notifications/records.ts';
import { adminServices } from '../support/admin.ts';
import { sendApplication, withUploads } from '../support/applications.ts';
import { postJson } from '../support/http.ts';
import { uploadFile, uploadPdf } from '../support/uploads.ts';
import { uploadIdOf } from '#domain/uploads';
import { anonymousApplicant } from '../support/users.ts';

const db = () => adminServices().db;

const messagesOf = async (applicationId: string) =>
  (await db().collection(NOTIFICATIONS).where('applicationId', '==', applicationId).get()).docs;

async function stored(kind: keyof typeof APPLICATIONS, id: string) {
  return db().collection(APPLICATIONS[kind].collection).doc(id).get();
}

describe('POST /api/applications/:kind', () => {
  it('creates the application with the server’s own fields, its claim, its index and its messages', async () => {
    const applicant = await anonymousApplicant();
    const id = newDocumentId();
    // What a tampered browser might add: none of it is the browser's to say.
    const answers = {
      ...(await withUploads('visa', VALID_APPLICATIONS.visa())),
      status: 'approved',
      paymentStatus: 'paid',
      submittedBy: 'someone-else',
      reference: 'VIS-222222',
      [SEARCH_INDEX_FIELD]: ['planted'],
    };
    const answer = await sendApplication('visa', { id, lang: 'sw', answers }, applicant.idToken);
    expect(answer.status).toBe(201);
    const { reference } = answer.body as NewApplicationAnswer;
    expect(answer.body).toEqual({ id, reference: expect.stringMatching(/^VIS-[2-9A-HJKMNP-Z]{6}$/) });
    expect(reference).not.toBe('VIS-222222');

    const record = await stored('visa', id);
    expect(record.data()).toMatchObject({
      firstName: VALID_APPLICATIONS.visa().firstName,
      reference,
      status: 'submitted',
      paymentStatus: 'unpaid',
      lang: 'sw',
      submittedBy: applicant.uid,
    });
    expect(record.get('createdAt')).toBeDefined();
    expect(record.get(SEARCH_INDEX_FIELD)).toEqual(searchPrefixesOf('visa', record.data()!));
    expect((await db().collection(COLLECTIONS.references).doc(reference).get()).data()).toEqual({
      kind: 'visa',
      applicationId: id,
    });
    const messages = await messagesOf(id);
    expect(messages.map((doc) => `${doc.get('event')}:${doc.get('channel')}:${doc.get('lang')}`)).toContain(
      'received:sms:sw',
    );
  });

  it('answers a repeat of the same draft with the same reference and writes nothing', async () => {
    const applicant = await anonymousApplicant();
    const id = newDocumentId();
    const first = await sendApplication('tin', { id }, applicant.idToken);
    expect(first.status).toBe(201);
    const before = await stored('tin', id);
    const messages = (await messagesOf(id)).length;

    // The first answer was lost on the way back: the device sends the draft again.
    const again = await sendApplication('tin', { id }, applicant.idToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await stored('tin', id)).updateTime).toEqual(before.updateTime);
    expect(await messagesOf(id)).toHaveLength(messages);
  });

  it('refuses a draft id another user holds, and changes nothing of theirs', async () => {
    const [owner, other] = await Promise.all([anonymousApplicant(), anonymousApplicant()]);
    const id = newDocumentId();
    expect((await sendApplication('brela', { id }, owner.idToken)).status).toBe(201);
    const before = await stored('brela', id);
    const refused = await sendApplication('brela', { id }, other.idToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'application.taken' });
    expect((await stored('brela', id)).updateTime).toEqual(before.updateTime);
  });

  it('refuses answers the form would refuse, naming each field, and writes nothing', async () => {
    const applicant = await anonymousApplicant();
    const id = newDocumentId();
    const { firstName: _missing, ...answers } = VALID_APPLICATIONS.visa();
    const refused = await sendApplication(
      'visa',
      { id, answers: { ...answers, itinerary: [] } },
      applicant.idToken,
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'validation',
      fields: { firstName: 'validation.required', itinerary: 'validation.itineraryEmpty' },
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/at |stack/i);
    expect((await stored('visa', id)).exists).toBe(false);
  });

  it('refuses a visa trip that has begun, or a passport that runs out within six months of arrival', async () => {
    const applicant = await anonymousApplicant();
    const answers = await withUploads('visa', VALID_APPLICATIONS.visa());
    const today = new Date().toISOString().slice(0, 10);
    const past = {
      ...answers,
      dateOfArrival: '2024-05-01',
      itinerary: [{ city: 'Moshi', arrivalDate: '2024-05-01', departureDate: today }],
      exitDate: today,
    };
    const begun = await sendApplication('visa', { answers: past }, applicant.idToken);
    expect(begun.status).toBe(422);
    expect(begun.body).toMatchObject({
      code: 'validation',
      fields: {
        dateOfArrival: 'validation.dates.future',
        'itinerary.0.arrivalDate': 'validation.dates.future',
        exitDate: 'validation.dates.future',
      },
    });
    const soon = { ...answers, passportExpiryDate: answers.exitDate };
    const expiring = await sendApplication('visa', { answers: soon }, applicant.idToken);
    expect(expiring.status).toBe(422);
    expect(expiring.body).toMatchObject({ fields: { passportExpiryDate: 'validation.visa.passportExpiry' } });
  });

  it('refuses an id a path could misread or a record could not hold', async () => {
    const applicant = await anonymousApplicant();
    for (const id of ['a.b', 'x'.repeat(200), '../visaApplications', 'abc']) {
      const refused = await sendApplication('visa', { id }, applicant.idToken);
      expect(refused.status, id).toBe(422);
      expect(refused.body).toMatchObject({ code: 'validation', fields: { id: 'validation.invalid' } });
    }
  });

  it('takes up to 20 itinerary stops, and refuses a 21st', async () => {
    const applicant = await anonymousApplicant();
    const visa = await withUploads('visa', VALID_APPLICATIONS.visa());
    const stops = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        city: `City ${index + 1}`,
        arrivalDate: visa.dateOfArrival,
        departureDate: visa.dateOfArrival,
      }));
    const answers = (count: number) => ({ ...visa, itinerary: stops(count) });
    const twenty = await sendApplication('visa', { answers: answers(20) }, applicant.idToken);
    expect(twenty.status).toBe(201);
    const id = (twenty.body as NewApplicationAnswer).id;
    expect((await stored('visa', id)).get('itinerary')).toHaveLength(20);
    const more = await sendApplication('visa', { answers: answers(21) }, applicant.idToken);
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject({ fields: { itinerary: 'validation.tooMany' } });
  });

  it('refuses a caller without a valid ID token, and a service that does not exist', async () => {
    const missing = await postJson('/api/applications/visa', {
      id: newDocumentId(),
      lang: 'en',
      answers: {},
    });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'access.required' });
    const forged = await sendApplication('visa', {}, 'not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'auth.invalid' });
    const applicant = await anonymousApplicant();
    const nowhere = await postJson(
      '/api/applications/passport',
      { id: newDocumentId(), lang: 'en', answers: {} },
      undefined,
      { authorization: `Bearer ${applicant.idToken}` },
    );
    expect(nowhere.status).toBe(404);
  });
});

describe('documents sent with an application', () => {
  const businessWith = (lordAttach: string) => ({ ...VALID_APPLICATIONS.business(), lordAttach });

  it('become the application’s own; another application cannot take them', async () => {
    const applicant = await anonymousApplicant();
    const path = await uploadPdf('business');
    const first = await sendApplication('business', { answers: businessWith(path) }, applicant.idToken);
    expect(first.status).toBe(201);
    const { id } = first.body as NewApplicationAnswer;
    const upload = await db().collection(COLLECTIONS.uploads).doc(path.slice(-36, -4)).get();
    expect(upload.data()).toMatchObject({ attached: true, applicationId: id, kind: 'business' });

    const second = await sendApplication('business', { answers: businessWith(path) }, applicant.idToken);
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ code: 'validation', fields: { lordAttach: 'validation.file' } });
  });

  it('take a lease as photos of its pages, each made the application’s own, each page once', async () => {
    const applicant = await anonymousApplicant();
    const pages = await Promise.all([
      uploadFile('business', { type: 'jpeg' }),
      uploadFile('business', { type: 'png' }),
    ]);
    const sent = await sendApplication(
      'business',
      { answers: { ...VALID_APPLICATIONS.business(), lordAttach: pages } },
      applicant.idToken,
    );
    expect(sent.status).toBe(201);
    const { id } = sent.body as NewApplicationAnswer;
    expect((await stored('business', id)).get('lordAttach')).toEqual(pages);
    for (const page of pages) {
      const upload = await db().collection(COLLECTIONS.uploads).doc(uploadIdOf(page)!).get();
      expect(upload.data()).toMatchObject({ attached: true, applicationId: id, kind: 'business' });
    }
    const repeated = await uploadFile('business', { type: 'jpeg' });
    const twice = await sendApplication(
      'business',
      { answers: { ...VALID_APPLICATIONS.business(), lordAttach: [repeated, repeated] } },
      applicant.idToken,
    );
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ fields: { lordAttach: 'validation.file' } });
  });

  it('of a visa: a bio page and a photo each of its own kind, both required, both made its own', async () => {
    const applicant = await anonymousApplicant();
    const answers = await withUploads('visa', VALID_APPLICATIONS.visa());
    const { passportPhoto: _photo, ...withoutPhoto } = answers;
    const missing = await sendApplication('visa', { answers: withoutPhoto }, applicant.idToken);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ fields: { passportPhoto: 'validation.required' } });
    // The bio page is no photo of the applicant, though it may be a picture: each area is its own.
    const swapped = {
      ...answers,
      passportPhoto: answers.passportBioPage,
      passportBioPage: answers.passportPhoto,
    };
    const refused = await sendApplication('visa', { answers: swapped }, applicant.idToken);
    expect(refused.body).toMatchObject({
      fields: { passportPhoto: 'validation.file', passportBioPage: 'validation.file' },
    });

    const sent = await sendApplication('visa', { answers }, applicant.idToken);
    expect(sent.status).toBe(201);
    const { id } = sent.body as NewApplicationAnswer;
    for (const field of ['passportBioPage', 'passportPhoto']) {
      const upload = await db()
        .collection(COLLECTIONS.uploads)
        .doc(uploadIdOf(answers[field] as string)!)
        .get();
      expect(upload.data()).toMatchObject({ attached: true, applicationId: id, kind: 'visa' });
    }
  });

  it('refuses a path the API never issued', async () => {
    const applicant = await anonymousApplicant();
    const invented = `business-licenses/${randomBytes(16).toString('hex')}.pdf`;
    const refused = await sendApplication('business', { answers: businessWith(invented) }, applicant.idToken);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ fields: { lordAttach: 'validation.file' } });
  });
});

describe('POST /api/feedback', () => {
  it('keeps feedback with the server’s time and its sender, once per id', async () => {
    const applicant = await anonymousApplicant();
    const id = newDocumentId();
    const headers = { authorization: `Bearer ${applicant.idToken}` };
    const body = { id, feedback: validFeedback() };
    expect((await postJson('/api/feedback', body, undefined, headers)).status).toBe(201);
    const kept = await db().collection(COLLECTIONS.feedbacks).doc(id).get();
    expect(kept.data()).toMatchObject({ ...validFeedback(), submittedBy: applicant.uid });
    expect(kept.get('timestamp')).toBeDefined();
    expect((await postJson('/api/feedback', body, undefined, headers)).status).toBe(200);
    expect((await db().collection(COLLECTIONS.feedbacks).doc(id).get()).updateTime).toEqual(kept.updateTime);
  });

  it('refuses feedback the form would refuse, naming the field', async () => {
    const applicant = await anonymousApplicant();
    const answer = await postJson(
      '/api/feedback',
      { id: newDocumentId(), feedback: { ...validFeedback(), email: 'nobody' } },
      undefined,
      { authorization: `Bearer ${applicant.idToken}` },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'validation',
      fields: { 'feedback.email': expect.any(String) },
    });
  });
});
