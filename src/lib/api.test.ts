import Cookies from 'js-cookie';
import { apiFetch, ApiError } from './api';

type Call = { url: string; init: RequestInit };

function stubFetch(responses: Array<() => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected fetch ${url}`);
      return next();
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('XSRF-TOKEN');
});

describe('apiFetch', () => {
  it('sends the CSRF cookie back as a header on a relative POST', async () => {
    Cookies.set('XSRF-TOKEN', 'token-123');
    const calls = stubFetch([() => json({ ok: true })]);
    await apiFetch('/api/things', { method: 'POST', json: { a: 1 } });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('fetches a CSRF cookie first when it has none', async () => {
    const calls = stubFetch([
      () => {
        Cookies.set('XSRF-TOKEN', 'fresh');
        return new Response(null, { status: 204 });
      },
      () => json({ ok: true }),
    ]);
    await apiFetch('/api/things', { method: 'DELETE' });
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf', '/api/things']);
    expect(new Headers(calls[1]!.init.headers).get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('never sends the token to another origin or on a GET', async () => {
    Cookies.set('XSRF-TOKEN', 'secret');
    const calls = stubFetch([() => json({}), () => json({})]);
    await apiFetch('https://elsewhere.example/api', { method: 'POST', json: {} });
    await apiFetch('/api/things');
    expect(new Headers(calls[0]!.init.headers).has('X-XSRF-TOKEN')).toBe(false);
    expect(new Headers(calls[1]!.init.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it("throws the server's own message on an error answer", async () => {
    stubFetch([() => json({ message: 'Amount does not match the price.' }, 422)]);
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Amount does not match the price.', status: 422 });
  });
});
