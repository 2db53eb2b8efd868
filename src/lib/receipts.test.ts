import { applicantAuthorization } from './firebase/applicant';
import { downloadReceipt, ReceiptError } from './receipts';
import { OBJECT_URL_LIFETIME_MS } from './saveFile';

vi.mock('./firebase/applicant', () => ({ applicantAuthorization: vi.fn() }));

const PROOF = { reference: 'VIS-7K3Q9X', phone: '0712345678' };

const pdf = () =>
  new Response(new TextEncoder().encode('%PDF-1.7 receipt'), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf' },
  });
const refusal = (status: number, code: string) =>
  new Response(JSON.stringify({ message: 'English words', code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** What each download link clicked pointed at, and whether it was on the page when clicked. */
let clicks: { href: string; download: string; attached: boolean }[];
let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(response: Response | Error) {
  fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
}

/** The one request made to /api/receipts: its body and headers. */
function sentRequest() {
  const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/receipts');
  expect(calls).toHaveLength(1);
  const init = calls[0]![1] as RequestInit;
  return { body: JSON.parse(init.body as string) as unknown, headers: init.headers as Headers, init };
}

async function failureOf(promise: Promise<void>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReceiptError);
  return (error as ReceiptError).translationKey;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=receipt-token; path=/';
  clicks = [];
  vi.mocked(applicantAuthorization).mockReset().mockResolvedValue({ Authorization: 'Bearer device-token' });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/receipt-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('downloadReceipt', () => {
  it("asks for this device's application with its ID token, and saves the PDF as receipt-REF.pdf", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerWith(pdf());
    await downloadReceipt({ kind: 'visa', id: 'app-1', reference: 'VIS-7K3Q9X' }, 'sw');

    const { body, headers, init } = sentRequest();
    expect(init.method).toBe('POST');
    expect(body).toEqual({ kind: 'visa', id: 'app-1', lang: 'sw' });
    expect(headers.get('Authorization')).toBe('Bearer device-token');
    expect(headers.get('X-XSRF-TOKEN')).toBe('receipt-token');
    expect(headers.get('Content-Type')).toBe('application/json');

    const saved = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await saved.text()).toBe('%PDF-1.7 receipt');
    expect(clicks).toEqual([
      { href: 'blob:http://localhost/receipt-1', download: 'receipt-VIS-7K3Q9X.pdf', attached: true },
    ]);
    // The link is gone, and its address freed once the browser has had time to read it.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/receipt-1');
  });

  it("sends a staff member's own headers instead of the device's", async () => {
    answerWith(pdf());
    await downloadReceipt({ kind: 'tin', id: 'app-2' }, 'en', { Authorization: 'Bearer staff-token' });
    const { body, headers } = sentRequest();
    expect(body).toEqual({ kind: 'tin', id: 'app-2', lang: 'en' });
    expect(headers.get('Authorization')).toBe('Bearer staff-token');
    expect(applicantAuthorization).not.toHaveBeenCalled();
    expect(clicks[0]?.download).toBe('receipt.pdf');
  });

  it('proves an application from any device by its reference and phone, without a token', async () => {
    answerWith(pdf());
    await downloadReceipt({ proof: PROOF }, 'en');
    const { body, headers } = sentRequest();
    expect(body).toEqual({ proof: PROOF, lang: 'en' });
    expect(headers.has('Authorization')).toBe(false);
    expect(applicantAuthorization).not.toHaveBeenCalled();
    expect(clicks[0]?.download).toBe('receipt-VIS-7K3Q9X.pdf');
  });

  it('says an unpaid application has no receipt yet, and saves nothing', async () => {
    answerWith(refusal(409, 'receipt.unpaid'));
    expect(await failureOf(downloadReceipt({ proof: PROOF }, 'en'))).toBe('errors.receipt.unpaid');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });

  it("words every other failure in the app's own terms", async () => {
    answerWith(refusal(404, 'track.notFound'));
    expect(await failureOf(downloadReceipt({ proof: PROOF }, 'en'))).toBe('errors.track.notFound');
    answerWith(refusal(404, 'application.notFound'));
    expect(await failureOf(downloadReceipt({ kind: 'visa', id: 'gone' }, 'en'))).toBe(
      'errors.application.notFound',
    );
    answerWith(refusal(403, 'access.required'));
    expect(await failureOf(downloadReceipt({ kind: 'visa', id: 'app-1' }, 'en'))).toBe(
      'errors.access.required',
    );
    answerWith(refusal(429, 'rateLimited'));
    expect(await failureOf(downloadReceipt({ proof: PROOF }, 'en'))).toBe('errors.rateLimited');
    answerWith(new TypeError('Failed to fetch'));
    expect(await failureOf(downloadReceipt({ proof: PROOF }, 'en'))).toBe('errors.network');
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failureOf(downloadReceipt({ proof: PROOF }, 'en'))).toBe('applicant.receiptFailed');
    expect(clicks).toEqual([]);
  });
});
