import { ApiError, NetworkError } from './api';
import { worthRetrying } from './fetching';

describe('worthRetrying', () => {
  it('retries a fault: no connection, a server error, too many requests', () => {
    expect(worthRetrying(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(worthRetrying(new ApiError('down', 503, {}))).toBe(true);
    expect(worthRetrying(new ApiError('slow down', 429, { code: 'rateLimited' }))).toBe(true);
    expect(worthRetrying(Object.assign(new Error('unavailable'), { code: 'unavailable' }))).toBe(true);
  });

  it('does not retry a refusal, which would come back the same', () => {
    expect(worthRetrying(new ApiError('no such order', 404, {}))).toBe(false);
    expect(worthRetrying(new ApiError('signed out', 401, { code: 'auth.invalid' }))).toBe(false);
    expect(worthRetrying(new ApiError('locked today', 429, { code: 'track.locked' }))).toBe(false);
    expect(worthRetrying(Object.assign(new Error('denied'), { code: 'permission-denied' }))).toBe(false);
  });
});
