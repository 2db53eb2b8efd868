// Real HTTP against the API server that `npm test` started.
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:5100';

export type Answer = { status: number; headers: Headers; body: unknown };

export async function request(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(API_URL + path, { redirect: 'manual', ...init });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text so a test can show it
  }
  return { status: response.status, headers: response.headers, body };
}

/** A CSRF cookie and matching header, as the app gets them. */
export async function csrfPair() {
  const { headers } = await request('/api/csrf');
  const cookie = headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('the API set no XSRF-TOKEN cookie');
  const token = cookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
  return { cookie: `XSRF-TOKEN=${token}`, token };
}
