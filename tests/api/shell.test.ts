import { describe, expect, it } from 'vitest';
import { csrfPair, request, setCookies } from '../support/http.ts';

describe('GET /api/health/ready', () => {
  it('reports Firestore and Auth as up', async () => {
    const answer = await request('/api/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', firestore: 'up', auth: 'up' });
  });
});

describe('GET /api/client-config', () => {
  it('hands the browser public settings and the emulator addresses, no secrets', async () => {
    const answer = await request('/api/client-config');
    expect(answer.status).toBe(200);
    const config = answer.body as { firebase: { projectId: string }; emulators: unknown };
    expect(config.firebase.projectId).toBe(process.env.FIREBASE_PROJECT_ID);
    expect(config.emulators).toMatchObject({ firestore: { host: '127.0.0.1' } });
    expect(JSON.stringify(config)).not.toMatch(/secret|private_key|password/i);
  });
});

describe('CSRF double submit', () => {
  it('sets a readable XSRF-TOKEN cookie, and its server copy in __session, on the first answer', async () => {
    const { headers } = await request('/api/health');
    const cookie = headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const session = headers.getSetCookie().find((line) => line.startsWith('__session='));
    expect(session).toMatch(/HttpOnly/i);
  });

  it('re-sends a lost readable cookie with the same token, so the session keeps working', async () => {
    const { cookie, token } = await csrfPair();
    const sessionOnly = cookie.split('; ').find((part) => part.startsWith('__session='))!;
    const { headers } = await request('/api/csrf', { headers: { cookie: sessionOnly } });
    expect(setCookies(headers)['XSRF-TOKEN']).toBe(token);
  });

  it('refuses a POST without the header with 403 and a clear JSON message', async () => {
    const { cookie } = await csrfPair();
    const answer = await request('/api/anything', { method: 'POST', headers: { cookie } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: expect.stringMatching(/CSRF/), code: 'csrf' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const { cookie } = await csrfPair();
    const answer = await request('/api/anything', {
      method: 'DELETE',
      headers: { cookie, 'X-XSRF-TOKEN': 'forged-token' },
    });
    expect(answer.status).toBe(403);
  });

  it('lets a matching pair through to routing (here: an unknown route, 404 JSON)', async () => {
    const { cookie, token } = await csrfPair();
    const answer = await request('/api/anything', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no API route POST /anything.', code: 'route.notFound' });
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const { cookie, token } = await csrfPair();
    const answer = await request('/api/anything', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The request body is not valid JSON.', code: 'request.invalid' });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const { cookie, token } = await csrfPair();
    const answer = await request('/api/anything', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The request body is too large.', code: 'request.invalid' });
  });

  it('answers an unknown GET under /api with 404 JSON, not the app', async () => {
    const answer = await request('/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no API route GET /nope.', code: 'route.notFound' });
  });
});

describe('serving the app', () => {
  it('serves index.html for app routes with security headers', async () => {
    const answer = await request('/visa', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('<div id="root"');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the translation files, revalidated rather than cached for a year', async () => {
    const answer = await request('/assets/i18n/sw.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ home: { hero: { start: 'Anza sasa' } } });
    expect(answer.headers.get('cache-control')).not.toMatch(/immutable/);
  });
});
