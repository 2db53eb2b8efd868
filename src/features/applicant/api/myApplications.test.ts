import { currentApplicant } from '#lib/firebase/applicant';
import { fetchMyApplications } from './myApplications';

vi.mock('#lib/firebase/applicant', () => ({ currentApplicant: vi.fn() }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SUMMARIES = [
  {
    kind: 'tin',
    id: 't1',
    reference: 'TIN-4M8N2P',
    status: 'action_needed',
    paymentStatus: 'paid',
    createdAt: '2026-03-10T08:00:00.000Z',
    statusUpdatedAt: '2026-03-11T08:00:00.000Z',
    paidAt: '2026-03-10T09:00:00.000Z',
  },
  {
    kind: 'visa',
    id: 'v1',
    reference: 'VIS-7K3Q9X',
    status: 'submitted',
    paymentStatus: 'unpaid',
    createdAt: '2026-03-09T10:00:00.000Z',
  },
];

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.mocked(currentApplicant)
    .mockReset()
    .mockResolvedValue({ uid: 'device-user', getIdToken: async () => 'device-token' } as never);
  fetchMock = vi.fn(async () => answer(200, { applications: SUMMARIES }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchMyApplications', () => {
  it("asks the API for this device's own with its ID token, and reads the times", async () => {
    const mine = await fetchMyApplications();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/my-applications');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer device-token');
    expect(mine).toEqual([
      {
        kind: 'tin',
        id: 't1',
        reference: 'TIN-4M8N2P',
        status: 'action_needed',
        paymentStatus: 'paid',
        createdAt: Date.parse('2026-03-10T08:00:00Z'),
        statusUpdatedAt: Date.parse('2026-03-11T08:00:00Z'),
        paidAt: Date.parse('2026-03-10T09:00:00Z'),
      },
      {
        kind: 'visa',
        id: 'v1',
        reference: 'VIS-7K3Q9X',
        status: 'submitted',
        paymentStatus: 'unpaid',
        createdAt: Date.parse('2026-03-09T10:00:00Z'),
        statusUpdatedAt: undefined,
        paidAt: undefined,
      },
    ]);
  });

  it('asks nothing when this device never submitted (no user), and signs nobody in', async () => {
    vi.mocked(currentApplicant).mockResolvedValue(null);
    await expect(fetchMyApplications()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails with the API's refusal, so the screen can word it and offer Try again", async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Too many', code: 'rateLimited' }));
    await expect(fetchMyApplications()).rejects.toMatchObject({ code: 'rateLimited' });
    expect(fetchMock).toHaveBeenCalledWith('/api/my-applications', expect.anything());
  });
});
