import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NetworkError } from '../../lib/api';
import type { CheckoutState } from '../../lib/checkout';
import { showError } from '../../lib/dialogs';
import { downloadReceipt, ReceiptError } from '../../lib/receipts';
import { fetchMyApplications } from './api/myApplications';
import MyApplicationsPage from './MyApplicationsPage';
import type { MyApplication } from './myApplication';
import { factsOf } from '../../test/facts';

vi.mock('./api/myApplications', () => ({ fetchMyApplications: vi.fn() }));
vi.mock('../../lib/dialogs', () => ({ showError: vi.fn() }));
vi.mock('../../lib/receipts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/receipts')>()),
  downloadReceipt: vi.fn(),
}));

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 10, 9);

/** As the API file hands them over: newest first, one of each payment state. */
const MINE: MyApplication[] = [
  {
    kind: 'tin',
    id: 'tin-1',
    reference: 'TIN-4M8N2P',
    status: 'in_review',
    paymentStatus: 'failed',
    createdAt: NOW,
    record: { fullName: 'Asha Mrisho', phone: '0712345678' },
  },
  {
    kind: 'visa',
    id: 'visa-1',
    reference: 'VIS-7K3Q9X',
    status: 'submitted',
    paymentStatus: 'unpaid',
    createdAt: NOW - DAY,
    record: { firstName: 'Grace', lastName: 'Otieno', phone: '0712345678' },
  },
  {
    kind: 'brela',
    id: 'brela-1',
    reference: 'BRL-2C3D4F',
    status: 'action_needed',
    paymentStatus: 'pending',
    createdAt: NOW - 2 * DAY,
    record: {},
  },
  {
    kind: 'business',
    id: 'biz-1',
    reference: 'BIZ-9H8G7F',
    status: 'completed',
    paymentStatus: 'paid',
    createdAt: NOW - 3 * DAY,
    applicantMessage: 'Your licence is ready.\nCollect it at our office.',
    record: {},
  },
];

function PaymentScreen() {
  const state = useLocation().state as CheckoutState | null;
  return <p>payment screen for {JSON.stringify(state)}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/my-applications']}>
      <Routes>
        <Route path="my-applications" element={<MyApplicationsPage />} />
        <Route path="payment" element={<PaymentScreen />} />
        <Route path="track" element={<p>track screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const card = (service: string) => screen.getByRole('article', { name: service });

beforeEach(() => {
  vi.mocked(fetchMyApplications).mockReset().mockResolvedValue(MINE);
  vi.mocked(downloadReceipt).mockReset().mockResolvedValue();
  vi.mocked(showError).mockReset().mockResolvedValue();
});

// Unmounted first: a language change re-renders every mounted screen, outside act().
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('MyApplicationsPage', () => {
  it('lists what this device sent, newest first, with its state', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'TIN registration' });
    expect(screen.getAllByRole('article').map((each) => each.getAttribute('aria-labelledby'))).toEqual([
      'application-tin-tin-1',
      'application-visa-visa-1',
      'application-brela-brela-1',
      'application-business-biz-1',
    ]);
    // No message, no empty line for one.
    expect(factsOf(card('Visa application'))).toEqual({
      'Reference number': 'VIS-7K3Q9X',
      Submitted: '9 Mar 2026',
      Status: 'Submitted',
      Payment: 'Unpaid',
    });
    expect(factsOf(card('BRELA registration'))).toMatchObject({ Status: 'Action needed' });
    expect(factsOf(card('TIN registration'))).toMatchObject({
      Submitted: '10 Mar 2026',
      Payment: 'Payment failed',
    });
    expect(factsOf(card('Business licence'))).toMatchObject({
      Status: 'Completed',
      Payment: 'Paid',
      'Message from our team': 'Your licence is ready.\nCollect it at our office.',
    });
  });

  it('offers the next step each payment state allows', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'TIN registration' });
    const actionsOf = (service: string) =>
      within(card(service))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actionsOf('Visa application')).toEqual(['Pay now']);
    expect(actionsOf('TIN registration')).toEqual(['Retry payment']);
    expect(actionsOf('BRELA registration')).toEqual([]);
    expect(within(card('BRELA registration')).getByText(/being confirmed/)).toBeInTheDocument();
    expect(actionsOf('Business licence')).toEqual(['Download receipt']);
  });

  it('takes Pay now to the payment screen with that application', async () => {
    const user = renderPage();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Visa application' })).findByRole('button', {
        name: 'Pay now',
      }),
    );
    const shown = screen.getByText(/payment screen for/).textContent!.replace('payment screen for ', '');
    expect(JSON.parse(shown)).toEqual({
      kind: 'visa',
      applicationId: 'visa-1',
      reference: 'VIS-7K3Q9X',
      name: 'Grace Otieno',
      email: '',
      price: 300_000,
    });
  });

  it('takes Retry payment to the payment screen too', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'TIN registration' });
    await user.click(within(card('TIN registration')).getByRole('button', { name: 'Retry payment' }));
    expect(screen.getByText(/payment screen for/)).toHaveTextContent('"applicationId":"tin-1"');
  });

  it("downloads a paid application's receipt in the reader's language", async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    await user.click(within(card('Business licence')).getByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).toHaveBeenCalledWith(
      { kind: 'business', id: 'biz-1', reference: 'BIZ-9H8G7F' },
      'en',
    );
    expect(showError).not.toHaveBeenCalled();
  });

  it('says why a receipt could not be downloaded, in the app’s words', async () => {
    vi.mocked(downloadReceipt).mockRejectedValue(new ReceiptError('errors.receipt.unpaid'));
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    await user.click(within(card('Business licence')).getByRole('button', { name: 'Download receipt' }));
    expect(showError).toHaveBeenCalledWith('Error!', 'A receipt is available once the application is paid.');
    expect(within(card('Business licence')).getByRole('button', { name: 'Download receipt' })).toBeEnabled();
  });

  it('explains the empty list when this device never sent an application, and points to Track', async () => {
    vi.mocked(fetchMyApplications).mockResolvedValue(null);
    const user = renderPage();
    expect(await screen.findByText(/Applications you send from this device appear here/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Track an application' }));
    expect(screen.getByText('track screen')).toBeInTheDocument();
  });

  it('says the same when this device has a user but no application', async () => {
    vi.mocked(fetchMyApplications).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(/Applications you send from this device appear here/)).toBeInTheDocument();
  });

  it('reports a lost connection, and Try again loads the list', async () => {
    vi.mocked(fetchMyApplications).mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your internet connection');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Visa application' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMyApplications).toHaveBeenCalledTimes(2);
  });

  it('reports Firestore failing in plain words, never its own', async () => {
    const refused = Object.assign(new Error('FirebaseError: Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    vi.mocked(fetchMyApplications).mockRejectedValue(refused);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your applications could not be loaded. Please try again.');
    expect(alert).not.toHaveTextContent(/Firebase|permission/i);

    vi.mocked(fetchMyApplications).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
  });

  it('reads in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderPage();
    expect(await screen.findByRole('article', { name: 'Maombi ya viza' })).toBeInTheDocument();
    expect(within(card('Maombi ya viza')).getByRole('button', { name: 'Lipa sasa' })).toBeInTheDocument();
    expect(within(card('Maombi ya viza')).getByText('Haijalipwa')).toBeInTheDocument();
  });
});
