import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, NetworkError } from '#lib/api';
import type { CheckoutState } from '#lib/checkout';
import { FetchScope } from '#lib/FetchScope';
import { RETRY_FIRST_MS } from '#lib/fetching';
import { fetchPayment, reportReturn, type PaymentView } from './api/payments';
import { rememberCheckout } from '#lib/checkoutStorage';
import { gatewayVisit, setGatewayVisit } from './gatewayVisit';
import { downloadReceipt } from '#lib/receipts';
import { POLL_MS, PaymentStatusView } from './PaymentStatusView';

vi.mock('./api/payments', () => ({ fetchPayment: vi.fn(), reportReturn: vi.fn() }));
vi.mock('#lib/receipts', async (original) => ({
  ...(await original<typeof import('#lib/receipts')>()),
  downloadReceipt: vi.fn(async () => undefined),
}));

/** All the public status answer carries: no buyer, no application id. */
const FAILED: PaymentView = {
  orderId: 'ATZ1767225600000K7Q9XY',
  status: 'failed',
  amount: 300_000,
  currency: 'Tsh',
  reference: 'VIS-7K3Q9X',
  message: 'Declined by the payer',
  method: 'mobileMoney',
};

const CHECKOUT: CheckoutState = {
  kind: 'visa',
  applicationId: 'Xq3pL9sT2vB7nM4kW8aZ',
  reference: 'VIS-7K3Q9X',
  name: 'Grace Otieno',
  email: 'grace@example.com',
  price: 300_000,
};

function PaymentScreen() {
  const { state, search } = useLocation();
  return (
    <p>
      payment screen for {(state as CheckoutState | null)?.applicationId ?? 'nothing kept'} at {search}
    </p>
  );
}

function renderStatus() {
  render(
    // Each test starts with nothing cached (the app shares one cache across its public screens).
    <FetchScope>
      <MemoryRouter initialEntries={['/payment-status']}>
        <Routes>
          <Route path="payment-status" element={<PaymentStatusView orderId={FAILED.orderId} />} />
          <Route path="payment" element={<PaymentScreen />} />
        </Routes>
      </MemoryRouter>
    </FetchScope>,
  );
  return userEvent.setup();
}

const PENDING: PaymentView = { ...FAILED, status: 'pending', message: undefined };
const PAID: PaymentView = { ...FAILED, status: 'paid', message: undefined };

/** The browser tab going out of view and coming back. */
function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets `ms` of (fake) time pass, and what it sets off settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Lets the clock run, a second at a time, until `text` shows, for at most `withinMs`: a retry's
 * time has a random part, so no single step is sure to reach it.
 */
async function waitUntilShown(text: string | RegExp, withinMs: number) {
  for (let waited = 0; waited < withinMs && !screen.queryByText(text); waited += 1_000) await wait(1_000);
  expect(screen.getByText(text)).toBeInTheDocument();
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(fetchPayment).mockReset().mockResolvedValue(FAILED);
  // The return is told on arrival; unless a test answers it, the status comes from the reads.
  vi.mocked(reportReturn)
    .mockReset()
    .mockReturnValue(new Promise(() => undefined));
  vi.mocked(downloadReceipt).mockClear();
});

describe('PaymentStatusView', () => {
  it('shows a failed payment from the public answer: no money taken, what to check, and Pay again for this tab', async () => {
    rememberCheckout(CHECKOUT);
    const user = renderStatus();
    await screen.findByText('The payment did not go through.');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('VIS-7K3Q9X');
    expect(status).toHaveTextContent('300,000');
    expect(status).toHaveTextContent('No money was taken.');
    expect(status).toHaveTextContent(/enough balance.*right PIN.*daily limit/);
    // The gateway's own words are English whatever the reader's language; the app says it itself.
    expect(status).not.toHaveTextContent('Declined by the payer');
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(
      screen.getByText(`payment screen for ${CHECKOUT.applicationId} at ?reference=VIS-7K3Q9X`),
    ).toBeInTheDocument();
  });

  it('tells a card payer what to check on the card', async () => {
    vi.mocked(fetchPayment).mockResolvedValue({ ...FAILED, method: 'card' });
    renderStatus();
    expect(
      await screen.findByText(/Check the card number, expiry date and security code/),
    ).toBeInTheDocument();
  });

  it('pays again from a tab that kept another application, or none: the payment screen looks the reference up', async () => {
    rememberCheckout({ ...CHECKOUT, reference: 'VIS-2M4N6P' });
    const user = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Pay again' }));
    expect(screen.getByText('payment screen for nothing kept at ?reference=VIS-7K3Q9X')).toBeInTheDocument();
  });

  it('sends a payment without a reference (an old record) to Track instead', async () => {
    vi.mocked(fetchPayment).mockResolvedValue({ ...FAILED, reference: null });
    renderStatus();
    expect(await screen.findByRole('link', { name: 'Find your application' })).toHaveAttribute(
      'href',
      '/track',
    );
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('waits while the payment page may still be used, and offers Pay again once it has closed unpaid', async () => {
    const inTwentyMinutes = new Date(Date.now() + 20 * 60_000 - 1_000).toISOString();
    vi.mocked(fetchPayment).mockResolvedValue({ ...PENDING, expiresAt: inTwentyMinutes, expired: false });
    const user = renderStatus();
    expect(await screen.findByText(/you can pay again in about 20 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();

    vi.mocked(fetchPayment).mockResolvedValue({ ...PENDING, expiresAt: inTwentyMinutes, expired: true });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/The payment page has closed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  });

  it('tells the API the payer is back, and offers Pay again at once for a card payment left unpaid', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    const open = { ...PENDING, method: 'card', expiresAt: inAnHour, expired: false } as const;
    vi.mocked(fetchPayment).mockResolvedValue(open);
    vi.mocked(reportReturn).mockResolvedValue({ ...open, left: true });
    setGatewayVisit(FAILED.orderId);
    rememberCheckout(CHECKOUT);
    const user = renderStatus();
    expect(await screen.findByText(/You left the card payment page without paying/)).toBeInTheDocument();
    expect(reportReturn).toHaveBeenCalledWith(FAILED.orderId);
    expect(gatewayVisit()).toBeUndefined();
    expect(screen.queryByText(/you can pay again in about/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(
      screen.getByText(`payment screen for ${CHECKOUT.applicationId} at ?reference=VIS-7K3Q9X`),
    ).toBeInTheDocument();
  });

  it('offers the receipt of a paid payment to the tab that paid, by the phone number on the application', async () => {
    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    rememberCheckout({ ...CHECKOUT, phone: '255754000111', applicantPhone: '+254 711 222 333' });
    const user = renderStatus();
    expect(await screen.findByText('Payment was successfull paid')).toBeInTheDocument();
    expect(screen.getByText('Your receipt is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).toHaveBeenCalledWith(
      { proof: { reference: 'VIS-7K3Q9X', phone: '+254 711 222 333' } },
      'en',
    );
  });

  it('sends a paid payment of another tab to My applications or Track for its receipt', async () => {
    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    rememberCheckout({ ...CHECKOUT, reference: 'VIS-2M4N6P', applicantPhone: '+254 711 222 333' });
    renderStatus();
    expect(
      await screen.findByText(/Download your receipt from My applications or Track/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it("says why the status could not be loaded, in the app's words", async () => {
    vi.mocked(fetchPayment).mockRejectedValue(
      new ApiError('Too many requests', 429, { message: 'Too many requests', code: 'rateLimited' }),
    );
    renderStatus();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts from this connection.');
    expect(alert).not.toHaveTextContent('Too many requests');

    vi.mocked(fetchPayment).mockRejectedValue(new NetworkError(new TypeError('Failed to fetch')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
  });
});

describe('PaymentStatusView while the payment is pending', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    setTabVisible(true);
  });

  it('asks again every 4 s until the payment is settled, then stops', async () => {
    vi.mocked(fetchPayment).mockResolvedValue(PENDING);
    renderStatus();
    expect(await screen.findByText(/waiting for the mobile-money confirmation/)).toBeInTheDocument();
    await wait(POLL_MS);
    await wait(POLL_MS);
    expect(fetchPayment).toHaveBeenCalledTimes(3);

    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    await wait(POLL_MS);
    expect(screen.getByText('Payment was successfull paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    await wait(10 * POLL_MS);
    expect(fetchPayment).toHaveBeenCalledTimes(4);
  });

  it('does not ask while the tab is out of view, and asks at once when it is back', async () => {
    vi.mocked(fetchPayment).mockResolvedValue(PENDING);
    renderStatus();
    expect(await screen.findByText(/waiting for the mobile-money confirmation/)).toBeInTheDocument();
    setTabVisible(false);
    await wait(10 * POLL_MS);
    expect(fetchPayment).toHaveBeenCalledTimes(1);

    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    setTabVisible(true);
    await wait(0);
    expect(screen.getByText('Payment was successfull paid')).toBeInTheDocument();
    expect(fetchPayment).toHaveBeenCalledTimes(2);
  });

  it('asks at once on Refresh', async () => {
    vi.mocked(fetchPayment).mockResolvedValue(PENDING);
    const user = renderStatus();
    expect(await screen.findByText(/waiting for the mobile-money confirmation/)).toBeInTheDocument();
    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Payment was successfull paid')).toBeInTheDocument();
  });

  it('tries again by itself after losing the connection, and keeps what it showed meanwhile', async () => {
    vi.mocked(fetchPayment).mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    vi.mocked(fetchPayment).mockResolvedValueOnce(PENDING);
    renderStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your internet connection/);
    await waitUntilShown(/waiting for the mobile-money confirmation/, RETRY_FIRST_MS * 2);

    // A poll that fails leaves the last status on screen.
    vi.mocked(fetchPayment).mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    await wait(POLL_MS);
    expect(screen.getByText(/waiting for the mobile-money confirmation/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    vi.mocked(fetchPayment).mockResolvedValue(PAID);
    await waitUntilShown('Payment was successfull paid', RETRY_FIRST_MS * 2 + POLL_MS);
  });
});
