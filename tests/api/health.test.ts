// Health checks are the one route anyone may call as often as they like: liveness must touch no
// other service, and readiness must reach Firestore and Auth at most once per period.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READINESS_CACHE_MS } from '#server/routes/health.ts';
import { adminServices } from '../support/admin.ts';
import { request } from '../support/http.ts';
import { startApi } from '../support/inProcessApi.ts';

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi({});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

describe('GET /api/health and /api/health/ready', () => {
  it('answer liveness without Firestore or Auth, and readiness from one shared check', async () => {
    const { db, auth } = adminServices();
    const listUsers = vi.spyOn(auth, 'listUsers');
    const collection = vi.spyOn(db, 'collection');

    const live = await Promise.all(Array.from({ length: 100 }, () => request('/api/health', {}, api.url)));
    expect(live.every((answer) => answer.status === 200)).toBe(true);
    expect(live[0]!.body).toEqual({ status: 'ok' });
    expect(listUsers).not.toHaveBeenCalled();
    expect(collection).not.toHaveBeenCalled();

    const ready = await Promise.all(
      Array.from({ length: 50 }, () => request('/api/health/ready', {}, api.url)),
    );
    expect(ready.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(ready[0]!.body).toEqual({ status: 'ok', firestore: 'up', auth: 'up' });
    // 50 callers within READINESS_CACHE_MS: one question to each service.
    expect(READINESS_CACHE_MS).toBeGreaterThanOrEqual(5_000);
    expect(listUsers).toHaveBeenCalledTimes(1);
    expect(collection.mock.calls.filter(([name]) => name === 'health')).toHaveLength(1);
  });
});
