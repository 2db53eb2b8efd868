import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, NetworkError } from './api';
import { apiFailureKey } from './apiFailure';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    document.cookie = 'XSRF-TOKEN=stale-token; path=/';
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async () => {
        document.cookie = 'XSRF-TOKEN=fresh-token; path=/';
        return json(403, { message: 'Security check failed', code: 'csrf' });
      })
      .mockResolvedValueOnce(json(200, { saved: true }));
    vi.stubGlobal('fetch', fetchMock);
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
