import type { User } from 'firebase/auth';
import { commitWrites, readFields, toRestFields } from './documentWrites';

vi.mock('./app', () => ({
  firebaseApp: () =>
    Promise.resolve({
      config: {
        firebase: { projectId: 'demo-apply-tz' },
        emulators: { firestore: { host: '127.0.0.1', port: 8080 } },
      },
    }),
}));

const user = { uid: 'anon-1', getIdToken: () => Promise.resolve('id-token') } as unknown as User;
const DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-apply-tz/databases/(default)/documents';

/** Answers every request with `status` and `body`, and records what was asked. */
function answer(status: number, body: unknown = {}) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("an applicant's writes through Firestore's REST API", () => {
  it('encodes an answer as Firestore types: whole numbers as integers, nested lists and maps', () => {
    expect(
      toRestFields({
        firstName: 'Renée',
        children: 2,
        fee: 12.5,
        married: false,
        spouse: null,
        stops: [{ city: 'Arusha', nights: 3 }],
        skipped: undefined,
      }),
    ).toEqual({
      firstName: { stringValue: 'Renée' },
      children: { integerValue: '2' },
      fee: { doubleValue: 12.5 },
      married: { booleanValue: false },
      spouse: { nullValue: null },
      stops: {
        arrayValue: {
          values: [
            { mapValue: { fields: { city: { stringValue: 'Arusha' }, nights: { integerValue: '3' } } } },
          ],
        },
      },
    });
  });

  it('refuses what a document cannot hold, such as a file not yet uploaded', () => {
    expect(() => toRestFields({ passport: new Blob(['%PDF']) })).toThrow(TypeError);
  });

  it('commits a batch as the user, each document whole, with the server setting its time fields', async () => {
    const fetch = answer(200, { writeResults: [] });
    await commitWrites(user, [
      { path: 'feedbacks/f1', data: { message: 'Asante' }, serverTime: ['timestamp'] },
      { path: 'quotas/anon-1/actions/feedbacks', data: { count: 1 }, serverTime: [] },
    ]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${DOCUMENTS}:commit`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer id-token' });
    expect(JSON.parse(init?.body as string)).toEqual({
      writes: [
        {
          update: {
            name: 'projects/demo-apply-tz/databases/(default)/documents/feedbacks/f1',
            fields: { message: { stringValue: 'Asante' } },
          },
          updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
        },
        {
          update: {
            name: 'projects/demo-apply-tz/databases/(default)/documents/quotas/anon-1/actions/feedbacks',
            fields: { count: { integerValue: '1' } },
          },
          updateTransforms: [],
        },
      ],
    });
  });

  it("names a refusal by Firestore's code, as the SDKs do", async () => {
    answer(403, {
      error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
    });
    await expect(commitWrites(user, [])).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    answer(429, { error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' } });
    await expect(readFields(user, 'quotas/anon-1/actions/feedbacks')).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
  });

  it('says unavailable when Firestore cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(commitWrites(user, [])).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reads a document’s fields, and nothing for one that does not exist', async () => {
    const fetch = answer(200, [
      { found: { name: 'x', fields: { reference: { stringValue: 'VIS-7K3Q9X' } } } },
    ]);
    expect(await readFields(user, 'visaApplications/abc')).toEqual({
      reference: { stringValue: 'VIS-7K3Q9X' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${DOCUMENTS}:batchGet`);
    expect(JSON.parse(init?.body as string)).toEqual({
      documents: ['projects/demo-apply-tz/databases/(default)/documents/visaApplications/abc'],
    });
    answer(200, [{ missing: 'projects/demo-apply-tz/databases/(default)/documents/visaApplications/none' }]);
    expect(await readFields(user, 'visaApplications/none')).toBeUndefined();
  });
});
