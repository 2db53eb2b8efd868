import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, NetworkError } from './api';
import { apiFailureKey } from './apiFailure';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stale CSRF token in the cookie, which the API refuses once, setting a fresh one; then `then`.
 * The fetch it stubs is returned, to read what was sent.
 */
function csrfRefusedOnceThen(then: Response) {
  document.cookie = 'XSRF-TOKEN=stale-token; path=/';
  const fetchMock = vi
    .fn()
    .mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh-token; path=/';
      return json(403, { message: 'Security check failed', code: 'csrf' });
    })
    .mockResolvedValueOnce(then);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiFetch', () => {
  it('copies the XSRF-TOKEN cookie into the header of a relative POST', async () => {
    document.cookie = 'XSRF-TOKEN=first-token; path=/';
    const fetchMock = vi.fn().mockResolvedValue(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x', { method: 'POST', json: {} })).resolves.toEqual({ ok: true });
    const headers = fetchMock.mock.calls[0]![1].headers as Headers;
    expect(headers.get('X-XSRF-TOKEN')).toBe('first-token');
  });

  it('retries once with the fresh token a CSRF refusal brings, and only once', async () => {
    const fetchMock = csrfRefusedOnceThen(json(200, { saved: true }));
    await expect(apiFetch('/api/x', { method: 'POST', json: {} })).resolves.toEqual({ saved: true });
    expect((fetchMock.mock.calls[1]![1].headers as Headers).get('X-XSRF-TOKEN')).toBe('fresh-token');

    const refusing = vi.fn().mockImplementation(async () => json(403, { message: 'no', code: 'csrf' }));
    vi.stubGlobal('fetch', refusing);
    await expect(apiFetch('/api/x', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(refusing).toHaveBeenCalledTimes(2);
  });

  it('does not retry other refusals, and exposes their code', async () => {
    document.cookie = 'XSRF-TOKEN=a-token; path=/';
    const fetchMock = vi.fn().mockResolvedValue(json(429, { message: 'Too many', code: 'rateLimited' }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiFetch('/api/x', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('rateLimited');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(apiFailureKey(error, 'errors.upload.failed')).toBe('errors.rateLimited');
  });
});

describe('apiFailureKey', () => {
  it("names the API's code, never its English message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(413, { message: 'Too big', code: 'upload.tooLarge' })),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(apiFailureKey(error, 'fallback')).toBe('errors.upload.tooLarge');
  });

  it('says the connection is down when nothing came back, the POST included', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const get = await apiFetch('/api/x').catch((caught: unknown) => caught);
    const post = await apiFetch('/api/x', { method: 'POST', json: {} }).catch((caught: unknown) => caught);
    expect(get).toBeInstanceOf(NetworkError);
    expect(apiFailureKey(get, 'fallback')).toBe('errors.network');
    expect(apiFailureKey(post, 'fallback')).toBe('errors.network');
  });

  it('falls back for an answer without a code we know, such as a proxy error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(apiFailureKey(error, 'fallback')).toBe('fallback');
    const unknown = new ApiError('x', 400, { code: 'something.new' });
    expect(apiFailureKey(unknown, 'fallback')).toBe('fallback');
  });
});

describe('apiFetch as a Blob', () => {
  const pdf = () =>
    new Response(new TextEncoder().encode('%PDF-1.7 receipt'), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
    });

  it('hands a successful answer back as a Blob, with the CSRF header and the JSON body', async () => {
    document.cookie = 'XSRF-TOKEN=blob-token; path=/';
    const fetchMock = vi.fn().mockResolvedValue(pdf());
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiFetch('/api/receipts', { method: 'POST', json: { lang: 'en' }, as: 'blob' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 receipt');
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit & { as?: string }];
    expect((init.headers as Headers).get('X-XSRF-TOKEN')).toBe('blob-token');
    expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"lang":"en"}');
    // The option is ours: fetch() is not handed it.
    expect(init).not.toHaveProperty('as');
  });

  it('still reads a refusal as JSON, with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(409, { message: 'Not paid yet', code: 'receipt.unpaid' })),
    );
    const error = await apiFetch('/api/receipts', { method: 'POST', json: {}, as: 'blob' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('receipt.unpaid');
  });

  it('retries once after a CSRF refusal, then hands the Blob back', async () => {
    const fetchMock = csrfRefusedOnceThen(pdf());
    const blob = await apiFetch('/api/receipts', { method: 'POST', json: {}, as: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.7 receipt');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1].headers as Headers).get('X-XSRF-TOKEN')).toBe('fresh-token');
  });

  it('calls a download cut off halfway a lost connection', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('%PDF'));
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 200 },
    );
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(broken));
    const error = await apiFetch('/api/receipts', { method: 'POST', as: 'blob' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('reads JSON as before when no Blob is asked for', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { ok: true })));
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
  });
});
