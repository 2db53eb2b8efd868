import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../support/admin.ts';
import { csrfPair, request } from '../support/http.ts';

async function ask(body: unknown, { csrf = true, raw = false } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf) {
    const { cookie, token } = await csrfPair();
    Object.assign(headers, { cookie, 'X-XSRF-TOKEN': token });
  }
  return request('/api/tin/duplicates', {
    method: 'POST',
    headers,
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

// Names no other test run can have stored.
const unique = (base: string) => `${base}${randomUUID().slice(0, 8)}`;

describe('POST /api/tin/duplicates', () => {
  const seeded = { first: unique('Zawadi'), last: unique('Mollel') };
  const applicant = { first: unique('Imani'), last: unique('Swai') };
  const holder = { first: unique('Tumaini'), last: unique('Lyimo') };

  beforeAll(async () => {
    const { db } = adminServices();
    await db
      .collection('businessForms')
      .add({ fName: seeded.first, lName: seeded.last, phone: '0754000000' });
    await db
      .collection('tinApplications')
      .add({ hasTin: false, fName: applicant.first, lName: applicant.last });
    await db
      .collection('tinApplications')
      .add({ hasTin: true, fullName: `${holder.first} ${holder.last}`, tin: '123456789' });
  });

  it('answers false, and only that, when nobody has those names', async () => {
    const answer = await ask({ firstName: unique('Nobody'), lastName: unique('Here') });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ duplicate: false });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers true for a businessForms record with the same first and last name', async () => {
    const answer = await ask({ firstName: seeded.first, lastName: seeded.last });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ duplicate: true });
    expect(Object.keys(answer.body as object)).toEqual(['duplicate']);
  });

  it('compares trimmed names exactly: same case, both names', async () => {
    expect((await ask({ firstName: ` ${seeded.first} `, lastName: `${seeded.last}\t` })).body).toEqual({
      duplicate: true,
    });
    expect((await ask({ firstName: seeded.first.toUpperCase(), lastName: seeded.last })).body).toEqual({
      duplicate: false,
    });
    expect((await ask({ firstName: seeded.first, lastName: applicant.last })).body).toEqual({
      duplicate: false,
    });
  });

  it('also finds earlier TIN applications: new registrations by fName/lName, TIN holders by fullName', async () => {
    expect((await ask({ firstName: applicant.first, lastName: applicant.last })).body).toEqual({
      duplicate: true,
    });
    expect((await ask({ firstName: holder.first, lastName: holder.last })).body).toEqual({ duplicate: true });
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['no body fields', {}, /firstName/],
    ['a missing last name', { firstName: 'Asha' }, /lastName/],
    ['a blank first name', { firstName: '   ', lastName: 'Mushi' }, /firstName must not be empty/],
    ['a name over 100 characters', { firstName: 'A'.repeat(101), lastName: 'Mushi' }, /at most 100/],
    ['a number for a name', { firstName: 42, lastName: 'Mushi' }, /firstName must be text/],
    ['an array instead of an object', ['Asha', 'Mushi'], /JSON object/],
  ];
  for (const [situation, body, message] of bad) {
    it(`refuses ${situation} with 400 JSON`, async () => {
      const answer = await ask(body);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.body).toMatchObject({ message: expect.stringMatching(message) });
      expect(answer.body).not.toHaveProperty('duplicate');
    });
  }

  it('refuses a body that is not JSON with 400 JSON', async () => {
    const answer = await ask('{"firstName": "Asha",', { raw: true });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The request body is not valid JSON.', code: 'request.invalid' });
  });

  it('accepts names of exactly 100 characters', async () => {
    const answer = await ask({ firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ duplicate: false });
  });

  it('refuses a request without the CSRF header with 403', async () => {
    const answer = await ask({ firstName: seeded.first, lastName: seeded.last }, { csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty('duplicate');
  });
});
