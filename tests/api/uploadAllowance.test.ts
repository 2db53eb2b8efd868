// The day's uploads for the whole project are bounded, whatever the addresses they come from, and
// the bound is kept without one document written on every upload: each instance of the API claims
// a batch of the day's bytes at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayInTanzania } from '#domain/timeZone';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { csrfPair, request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';

const MB = 1024 * 1024;
/** Three files of a little under a megabyte each, and not a fourth. */
const DAILY = 3 * MB;
const FILE_BYTES = MB - 4096;

let instances: InProcessApi[] = [];
beforeAll(async () => {
  // Every test before this one uploaded today too: this day starts afresh.
  await dayRecord().delete();
  const settings = { UPLOAD_BYTES_DAILY: String(DAILY), TRUST_PROXY_HOPS: '1' };
  instances = await Promise.all([startApi(settings), startApi(settings)]);
});
afterAll(async () => {
  await Promise.all(instances.map((api) => api.close()));
});

/** The day's claims, in the Dar es Salaam day the API counts in. */
function dayRecord() {
  const opensAt = startOfDayInTanzania().getTime();
  const day = new Date(opensAt + 12 * 3_600_000).toISOString().slice(0, 10);
  return adminServices().db.collection(COLLECTIONS.rateLimits).doc(`uploadBytes-project-${day}`);
}

let clients = 0;
async function upload(instance: number) {
  const base = instances[instance]!.url;
  const { cookie, token } = await csrfPair(base);
  const form = new FormData();
  form.append('area', 'tin');
  const bytes = new Uint8Array(FILE_BYTES);
  bytes.set(Buffer.from('%PDF-1.4\n'));
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'scan.pdf');
  // Each from an address of its own: the addresses' budgets are not what stops them.
  const headers = { cookie, 'X-XSRF-TOKEN': token, 'X-Forwarded-For': `192.0.2.${(clients += 1)}` };
  const { status, body } = await request('/api/uploads', { method: 'POST', headers, body: form }, base);
  return { status, code: (body as { code?: string }).code };
}

describe("the whole project's uploads in a day", () => {
  it('are bounded across instances and addresses, claimed a batch at a time', async () => {
    const stored = { status: 201, code: undefined };
    expect(await upload(0)).toEqual(stored);
    const afterFirst = await dayRecord().get();
    // One claim for the batch, spent in memory by the uploads that follow.
    expect(afterFirst.get('claimed')).toBe(DAILY);
    expect(await upload(0)).toEqual(stored);
    expect(await upload(0)).toEqual(stored);
    expect((await dayRecord().get()).updateTime).toEqual(afterFirst.updateTime);

    const full = { status: 429, code: 'upload.dailyLimit' };
    expect(await upload(0)).toEqual(full);
    // The other instance finds the day spent too.
    expect(await upload(1)).toEqual(full);
  });
});
