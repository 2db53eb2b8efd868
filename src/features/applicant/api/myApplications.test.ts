import { getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { currentApplicant } from '../../../lib/firebase/applicant';
import { fetchMyApplications, PER_SERVICE } from './myApplications';

// The SDK's query builders record what they were given; getDocs answers per collection.
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn((_db: unknown, name: string) => ({ collection: name })),
  where: vi.fn((...args: unknown[]) => ({ where: args })),
  orderBy: vi.fn((...args: unknown[]) => ({ orderBy: args })),
  limit: vi.fn((count: number) => ({ limit: count })),
  query: vi.fn((source: { collection: string }, ...constraints: unknown[]) => ({ ...source, constraints })),
  getDocs: vi.fn(),
}));
vi.mock('../../../lib/firebase/lite', () => ({ getLiteDb: vi.fn(async () => ({ db: true })) }));
vi.mock('../../../lib/firebase/applicant', () => ({ currentApplicant: vi.fn() }));

/** A Firestore Timestamp as far as the app reads one. */
const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const snapshot = (docs: { id: string; data: Record<string, unknown> }[]) => ({
  docs: docs.map(({ id, data }) => ({ id, data: () => data })),
});

const STORED: Record<string, { id: string; data: Record<string, unknown> }[]> = {
  visaApplications: [
    {
      id: 'v2',
      data: {
        reference: 'VIS-7K3Q9X',
        status: 'submitted',
        paymentStatus: 'unpaid',
        createdAt: at('2026-03-09T10:00:00Z'),
      },
    },
    {
      id: 'v1',
      data: {
        reference: 'VIS-2M4N6P',
        status: 'completed',
        paymentStatus: 'paid',
        createdAt: at('2026-01-02T10:00:00Z'),
      },
    },
  ],
  tinApplications: [
    {
      id: 't1',
      data: {
        reference: 'TIN-4M8N2P',
        status: 'action_needed',
        paymentStatus: 'failed',
        createdAt: at('2026-03-10T08:00:00Z'),
        applicantMessage: '  Send a clearer copy of your ID.  ',
        fullName: 'Asha Mrisho',
      },
    },
  ],
  brelaApplications: [],
  businessApplication: [
    {
      id: 'b1',
      data: {
        reference: 'BIZ-9H8G7F',
        status: 'odd',
        paymentStatus: 'pending',
        createdAt: at('2026-02-01T10:00:00Z'),
      },
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(currentApplicant)
    .mockReset()
    .mockResolvedValue({ uid: 'device-user' } as never);
  vi.mocked(getDocs)
    .mockReset()
    .mockImplementation((async (built: { collection: string }) =>
      snapshot(STORED[built.collection] ?? [])) as never);
});

describe('fetchMyApplications', () => {
  it("asks every service for this device's own, newest first, at most PER_SERVICE each", async () => {
    await fetchMyApplications();
    const asked = vi
      .mocked(query)
      .mock.calls.map(([source]) => (source as unknown as { collection: string }).collection);
    expect(asked.sort()).toEqual([
      'brelaApplications',
      'businessApplication',
      'tinApplications',
      'visaApplications',
    ]);
    expect(vi.mocked(where).mock.calls).toEqual(Array(4).fill(['submittedBy', '==', 'device-user']));
    expect(vi.mocked(orderBy).mock.calls).toEqual(Array(4).fill(['createdAt', 'desc']));
    expect(vi.mocked(limit).mock.calls).toEqual(Array(4).fill([PER_SERVICE]));
    expect(PER_SERVICE).toBe(50);
    for (const [, ...constraints] of vi.mocked(query).mock.calls) {
      expect(constraints).toEqual([
        { where: ['submittedBy', '==', 'device-user'] },
        { orderBy: ['createdAt', 'desc'] },
        { limit: PER_SERVICE },
      ]);
    }
  });

  it('merges the services, newest first, and reads our own fields out of each record', async () => {
    const mine = await fetchMyApplications();
    expect(mine?.map(({ kind, id }) => `${kind}/${id}`)).toEqual([
      'tin/t1',
      'visa/v2',
      'business/b1',
      'visa/v1',
    ]);
    expect(mine?.[0]).toMatchObject({
      kind: 'tin',
      id: 't1',
      reference: 'TIN-4M8N2P',
      status: 'action_needed',
      paymentStatus: 'failed',
      createdAt: Date.parse('2026-03-10T08:00:00Z'),
      applicantMessage: 'Send a clearer copy of your ID.',
      record: expect.objectContaining({ fullName: 'Asha Mrisho' }),
    });
    // A value that is no status of ours is not shown as one.
    expect(mine?.[2]?.status).toBeUndefined();
  });

  it('asks nothing when this device never submitted (no user), and signs nobody in', async () => {
    vi.mocked(currentApplicant).mockResolvedValue(null);
    await expect(fetchMyApplications()).resolves.toBeNull();
    expect(getDocs).not.toHaveBeenCalled();
  });

  it("fails as a whole when a service's read fails, so the screen can offer Try again", async () => {
    const offline = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    vi.mocked(getDocs).mockRejectedValueOnce(offline);
    await expect(fetchMyApplications()).rejects.toMatchObject({ code: 'unavailable' });
  });
});
