// Every flow of the API through the Firebase Hosting stand-in (tests/support/hostingProxy.ts),
// which forwards only the `__session` cookie, as Hosting does in production. A browser sends all
// its cookies; the function sees one.
import { beforeAll, describe, expect, it } from 'vitest';
import { storedApplication, paymentRequestFor } from '../support/applications.ts';
import { request, setCookies, type Answer } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { actionHeaders } from '../support/staffActions.ts';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5101';
const pdf = Buffer.from('%PDF-1.4\n% behind hosting\n%%EOF\n');

type User = Awaited<ReturnType<typeof signedInUser>>;
type Send = { json?: unknown; form?: FormData; user?: User; header?: string | null };

/** A browser's cookie jar on the app's origin: it sends back every cookie it was given. */
async function browser() {
  const { headers } = await request('/api/csrf', {}, HOSTING_URL);
  const jar = setCookies(headers);
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  /** `header`: the token the app copies from XSRF-TOKEN, another value, or null for none. */
  return async (method: string, path: string, { json, form, user, header }: Send = {}): Promise<Answer> => {
    const headers: Record<string, string> = { cookie };
    const token = header === undefined ? jar['XSRF-TOKEN'] : header;
    if (token !== null && token !== undefined) headers['X-XSRF-TOKEN'] = token;
    if (user) headers.authorization = `Bearer ${user.idToken}`;
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    // A staff action names the version its page showed, as the staff screens send it.
    Object.assign(headers, await actionHeaders(method, path));
    const body = json !== undefined ? JSON.stringify(json) : form;
    return request(path, { method, headers, body }, HOSTING_URL);
  };
}

let staff: User;
let admin: User;

beforeAll(async () => {
  [staff, admin] = await Promise.all([signedInUser('staff'), signedInUser('admin')]);
});

describe('the cookies Hosting lets through', () => {
  it('sets the server copy of the token in __session, beside the readable XSRF-TOKEN', async () => {
    const { headers } = await request('/api/csrf', {}, HOSTING_URL);
    const lines = headers.getSetCookie();
    const session = lines.find((line) => line.startsWith('__session='));
    const readable = lines.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(readable).not.toMatch(/HttpOnly/i);
    const cookies = setCookies(headers);
    expect(cookies.__session).toBe(cookies['XSRF-TOKEN']);
  });
});

describe('every write through Hosting', () => {
  it('checks a TIN name for duplicates', async () => {
    const send = await browser();
    const answer = await send('POST', '/api/tin/duplicates', {
      json: { firstName: 'Behind', lastName: 'Hosting' },
    });
    expect(answer).toMatchObject({ status: 200, body: { duplicate: false } });
  });

  it('uploads a document, which staff then download as a PDF', async () => {
    const send = await browser();
    const form = new FormData();
    form.append('area', 'business');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'contract.pdf');
    const answer = await send('POST', '/api/uploads', { form });
    expect(answer.status).toBe(201);
    const { path } = answer.body as { path: string };
    const file = await fetch(`${HOSTING_URL}/api/files/${path}`, {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('starts a payment', async () => {
    const send = await browser();
    const application = await storedApplication('tin');
    const answer = await send('POST', '/api/payments', { json: paymentRequestFor(application, 'tin') });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, redirect_url: expect.any(String) });
  });

  it('lets staff change a status and admins delete', async () => {
    const send = await browser();
    const { id, ref } = await storedApplication('brela');
    const changed = await send('POST', `/api/applications/brela/${id}/status`, {
      user: staff,
      json: { status: 'in_review', note: 'Checking the BRELA name search.' },
    });
    expect(changed.status).toBe(200);
    expect((await ref.get()).get('status')).toBe('in_review');
    const deleted = await send('DELETE', `/api/applications/brela/${id}`, { user: admin });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('CSRF through Hosting', () => {
  it.each([
    ['no header', null],
    ['a forged header', 'A'.repeat(43)],
    ['an empty header', ''],
  ])('refuses a write with %s: 403 and a JSON message', async (_case, header) => {
    const send = await browser();
    const answer = await send('POST', '/api/tin/duplicates', {
      header,
      json: { firstName: 'Forged', lastName: 'Request' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/CSRF/), code: 'csrf' });
  });

  it('refuses a token that only the readable cookie carries: another site could plant that one', async () => {
    const token = 'B'.repeat(43);
    const answer = await request(
      '/api/tin/duplicates',
      {
        method: 'POST',
        headers: { cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Planted', lastName: 'Cookie' }),
      },
      HOSTING_URL,
    );
    expect(answer.status).toBe(403);
  });
});
