import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NetworkError } from '#lib/api';
import type { CheckoutState } from '#lib/checkout';
import { confirmDanger, showError } from '#lib/dialogs';
import { deviceSession, endAnonymousSession } from '#lib/firebase/applicant';
import { downloadReceipt, ReceiptError } from '#lib/receipts';
import { uploadDocument } from '#lib/uploads';
import { fetchMyApplications } from './api/myApplications';
import { answerRequest, openRequest } from './api/requests';
import { trackApplication } from './api/track';
import MyApplicationsPage from './MyApplicationsPage';
import type { MyApplication } from './myApplication';
import { factsOf } from '#unit/facts';

vi.mock('./api/myApplications', () => ({ fetchMyApplications: vi.fn() }));
vi.mock('./api/track', () => ({ trackApplication: vi.fn() }));
vi.mock('./api/requests', () => ({ openRequest: vi.fn(), answerRequest: vi.fn() }));
vi.mock('#lib/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/uploads')>()),
  uploadDocument: vi.fn(),
}));
vi.mock('#lib/dialogs', () => ({ showError: vi.fn(), confirmDanger: vi.fn() }));
vi.mock('#lib/firebase/applicant', () => ({ deviceSession: vi.fn(), endAnonymousSession: vi.fn() }));
vi.mock('#lib/receipts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/receipts')>()),
  downloadReceipt: vi.fn(),
}));

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 10, 9);

/** As the API file hands them over: newest first, one of each payment state, nobody's name. */
const MINE: MyApplication[] = [
  {
    kind: 'tin',
    id: 'tin-1',
    reference: 'TIN-4M8N2P',
    status: 'in_review',
    paymentStatus: 'failed',
    createdAt: NOW,
  },
  {
    kind: 'visa',
    id: 'visa-1',
    reference: 'VIS-7K3Q9X',
    status: 'submitted',
    paymentStatus: 'unpaid',
    createdAt: NOW - DAY,
  },
  {
    kind: 'brela',
    id: 'brela-1',
    reference: 'BRL-2C3D4F',
    status: 'action_needed',
    paymentStatus: 'pending',
    createdAt: NOW - 2 * DAY,
    statusUpdatedAt: NOW - DAY,
  },
  {
    kind: 'business',
    id: 'biz-1',
    reference: 'BIZ-9H8G7F',
    status: 'completed',
    paymentStatus: 'paid',
    createdAt: NOW - 3 * DAY,
    statusUpdatedAt: NOW - DAY,
    paidAt: NOW - 3 * DAY,
  },
];

const PHONE = '0712 345 678';

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
const tracked = (applicantMessage: string | null) => ({
  kind: 'business' as const,
  id: 'biz-1',
  reference: 'BIZ-9H8G7F',
  status: 'completed' as const,
  paymentStatus: 'paid' as const,
  createdAt: new Date(NOW).toISOString(),
  statusUpdatedAt: null,
  paidAt: null,
  applicantMessage,
  price: 250_000,
});

beforeEach(() => {
  vi.mocked(fetchMyApplications).mockReset().mockResolvedValue(MINE);
  vi.mocked(trackApplication).mockReset().mockResolvedValue(tracked('Your licence is ready.'));
  vi.mocked(downloadReceipt).mockReset().mockResolvedValue();
  vi.mocked(showError).mockReset().mockResolvedValue();
  vi.mocked(confirmDanger).mockReset().mockResolvedValue(true);
  vi.mocked(deviceSession).mockReset().mockResolvedValue('anonymous');
  vi.mocked(endAnonymousSession).mockReset().mockResolvedValue();
  localStorage.clear();
  sessionStorage.clear();
});

// Unmounted first: a language change re-renders every mounted screen, outside act().
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('MyApplicationsPage', () => {
  it('lists what this device sent, newest first, with its state and nothing that names anyone', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'TIN registration' });
    expect(screen.getAllByRole('article').map((each) => each.getAttribute('aria-labelledby'))).toEqual(
      MINE.map(({ kind, id }) => `application-${kind}-${id}`),
    );
    expect(factsOf(card('Visa application'))).toEqual({
      'Reference number': 'VIS-7K3Q9X',
      Submitted: '9 Mar 2026',
      Status: 'Submitted',
      Payment: 'Unpaid',
    });
    expect(factsOf(card('BRELA registration'))).toMatchObject({
      Status: 'We are waiting for your answer',
      'Status last changed': '9 Mar 2026',
    });
    expect(factsOf(card('TIN registration'))).toMatchObject({
      Submitted: '10 Mar 2026',
      Payment: 'Payment failed',
    });
    expect(factsOf(card('Business licence'))).toEqual({
      'Reference number': 'BIZ-9H8G7F',
      Submitted: '7 Mar 2026',
      Status: 'Completed',
      Payment: 'Paid',
      'Status last changed': '9 Mar 2026',
      'Paid on': '7 Mar 2026',
    });
  });

  it('offers the next step each state allows', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'TIN registration' });
    const actionsOf = (service: string) =>
      within(card(service))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    // Every application offers the applicant their data, last.
    expect(actionsOf('Visa application')).toEqual(['Pay now', 'Your data']);
    expect(actionsOf('TIN registration')).toEqual(['Retry payment', 'Your data']);
    // Staff write to the applicant only with a status change.
    expect(actionsOf('BRELA registration')).toEqual([
      'Read our message',
      'Answer what we asked',
      'Your data',
    ]);
    expect(within(card('BRELA registration')).getByText(/being confirmed/)).toBeInTheDocument();
    expect(actionsOf('Business licence')).toEqual(['Download receipt', 'Read our message', 'Your data']);
  });

  it('takes Pay now to the payment screen with that application, and no name or email', async () => {
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
      name: '',
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

  it('asks for the phone number on the application before downloading its receipt, then sends the proof', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    await user.click(within(card('Business licence')).getByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).not.toHaveBeenCalled();
    const phone = within(card('Business licence')).getByRole('textbox', {
      name: 'Phone number on this application',
    });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(/enter the phone number given on the application/);

    const form = within(card('Business licence'));
    await user.click(form.getAllByRole('button', { name: 'Download receipt' }).at(-1)!);
    expect(form.getByRole('alert')).toHaveTextContent('This field is required.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(downloadReceipt).not.toHaveBeenCalled();

    await user.type(phone, `${PHONE}{Enter}`);
    expect(downloadReceipt).toHaveBeenCalledWith({ proof: { reference: 'BIZ-9H8G7F', phone: PHONE } }, 'en');
    expect(form.queryByRole('textbox')).not.toBeInTheDocument();

    // Proven once, for as long as the card is on screen.
    await user.click(form.getByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).toHaveBeenCalledTimes(2);
    expect(form.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so under the field when the phone number is not the one on the application', async () => {
    vi.mocked(downloadReceipt).mockRejectedValue(new ReceiptError('errors.track.notFound'));
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    const form = within(card('Business licence'));
    await user.click(form.getByRole('button', { name: 'Download receipt' }));
    await user.type(form.getByRole('textbox'), '0754000000{Enter}');
    expect(form.getByRole('alert')).toHaveTextContent(
      'We found no application with this reference and phone number.',
    );
    expect(form.getByRole('textbox')).toHaveValue('0754000000');
    expect(form.getByRole('textbox')).toHaveFocus();

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(form.queryByRole('textbox')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Download receipt' })).toBeEnabled();
    expect(form.getByRole('button', { name: 'Download receipt' })).toHaveFocus();
  });

  it('says why a proven receipt could not be downloaded, in the app’s words', async () => {
    vi.mocked(downloadReceipt).mockRejectedValue(new ReceiptError('errors.receipt.unpaid'));
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    const form = within(card('Business licence'));
    await user.click(form.getByRole('button', { name: 'Download receipt' }));
    await user.type(form.getByRole('textbox'), `${PHONE}{Enter}`);
    expect(form.getByRole('alert')).toHaveTextContent('A receipt is available once the application is paid.');
  });

  it('opens what staff asked with the phone number, and lists the application again once it is answered', async () => {
    vi.mocked(openRequest).mockResolvedValue({
      id: 'request-1',
      kind: 'brela',
      reference: 'BRL-2C3D4F',
      replyBy: '2026-03-20',
      items: [{ type: 'otherDocument', name: 'Signed lease', reason: 'The lease is not signed.' }],
    });
    vi.mocked(answerRequest).mockResolvedValue();
    const user = renderPage();
    await screen.findByRole('article', { name: 'BRELA registration' });
    const brela = within(card('BRELA registration'));
    // Only the application that waits for its applicant offers it.
    expect(
      within(card('Business licence')).queryByRole('button', { name: 'Answer what we asked' }),
    ).toBeNull();
    await user.click(brela.getByRole('button', { name: 'Answer what we asked' }));
    await user.type(brela.getByRole('textbox'), `${PHONE}{Enter}`);
    const asked = await brela.findByRole('region', { name: 'What we need from you' });
    expect(openRequest).toHaveBeenCalledWith({ proof: { reference: 'BRL-2C3D4F', phone: PHONE } });

    vi.mocked(uploadDocument).mockResolvedValue(['request-answers/one.pdf'] as never);
    await user.upload(
      within(asked).getByLabelText('Signed lease'),
      new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' }),
    );
    const listed = vi.mocked(fetchMyApplications).mock.calls.length;
    await user.click(within(asked).getByRole('button', { name: 'Send answer' }));
    expect(await brela.findByRole('heading', { name: 'Answer sent: we will tell you by SMS' })).toHaveFocus();
    await waitFor(() => expect(vi.mocked(fetchMyApplications).mock.calls.length).toBeGreaterThan(listed));
  });

  it("reads the team's message with the phone number, and says when there is none", async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Business licence' });
    const business = within(card('Business licence'));
    await user.click(business.getByRole('button', { name: 'Read our message' }));
    await user.type(business.getByRole('textbox'), `${PHONE}{Enter}`);
    expect(trackApplication).toHaveBeenCalledWith({ reference: 'BIZ-9H8G7F', phone: PHONE });
    expect(factsOf(card('Business licence'))).toMatchObject({
      'Message from our team': 'Your licence is ready.',
    });
    expect(business.queryByRole('button', { name: 'Read our message' })).not.toBeInTheDocument();
    expect(business.getByRole('heading', { name: 'Business licence' })).toHaveFocus();

    vi.mocked(trackApplication).mockResolvedValue(tracked(null));
    const brela = within(card('BRELA registration'));
    await user.click(brela.getByRole('button', { name: 'Read our message' }));
    await user.type(brela.getByRole('textbox'), `${PHONE}{Enter}`);
    expect(factsOf(card('BRELA registration'))).toMatchObject({
      'Message from our team': 'Our team has left no message.',
    });
  });

  describe('Not your device? Forget these applications', () => {
    function keepOnDevice() {
      localStorage.setItem('draft:visa', JSON.stringify({ firstName: 'Grace' }));
      localStorage.setItem('submission:visa', JSON.stringify({ id: 'abc', reference: 'VIS-7K3Q9X' }));
      localStorage.setItem('draft:feedback', JSON.stringify({ message: 'Asante' }));
      localStorage.setItem('i18nextLng', 'en');
      sessionStorage.setItem('checkout', JSON.stringify({ name: 'Grace Otieno' }));
    }

    it('ends the anonymous session, clears every draft and submission, and shows the empty page', async () => {
      keepOnDevice();
      const user = renderPage();
      await screen.findByRole('article', { name: 'Visa application' });
      await user.click(screen.getByRole('button', { name: 'Not your device? Forget these applications' }));

      expect(confirmDanger).toHaveBeenCalledWith({
        title: 'Forget these applications?',
        text: expect.stringMatching(/^This device will stop showing these applications/),
        confirmText: 'Forget',
        cancelText: 'Cancel',
      });
      expect(await screen.findByRole('status')).toHaveTextContent(
        'This device no longer shows earlier applications.',
      );
      expect(endAnonymousSession).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(screen.getByText(/Applications you send from this device appear here/)).toBeInTheDocument();
      expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
      expect(sessionStorage.getItem('checkout')).toBeNull();
      // Not read again: the list is gone until this device sends something.
      expect(fetchMyApplications).toHaveBeenCalledTimes(1);
    });

    it('does nothing when the reader cancels', async () => {
      keepOnDevice();
      vi.mocked(confirmDanger).mockResolvedValue(false);
      const user = renderPage();
      await screen.findByRole('article', { name: 'Visa application' });
      await user.click(screen.getByRole('button', { name: 'Not your device? Forget these applications' }));
      expect(confirmDanger).toHaveBeenCalled();
      expect(endAnonymousSession).not.toHaveBeenCalled();
      expect(localStorage.getItem('draft:visa')).not.toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(4);
    });

    it('tells a signed-in account it stays signed in, and keeps listing its applications', async () => {
      keepOnDevice();
      vi.mocked(deviceSession).mockResolvedValue('account');
      const user = renderPage();
      await screen.findByRole('article', { name: 'Visa application' });
      await user.click(screen.getByRole('button', { name: 'Not your device? Forget these applications' }));
      expect(confirmDanger).toHaveBeenCalledWith(
        expect.objectContaining({
          text: expect.stringMatching(/^You are signed in with an account, and you stay signed in/),
        }),
      );
      expect(localStorage.getItem('draft:visa')).toBeNull();
      await vi.waitFor(() => expect(fetchMyApplications).toHaveBeenCalledTimes(2));
      expect(screen.getAllByRole('article')).toHaveLength(4);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('says so when the session could not be ended, and keeps the list', async () => {
      vi.mocked(endAnonymousSession).mockRejectedValue(new Error('auth/network-request-failed'));
      const user = renderPage();
      await screen.findByRole('article', { name: 'Visa application' });
      await user.click(screen.getByRole('button', { name: 'Not your device? Forget these applications' }));
      expect(showError).toHaveBeenCalledWith(
        'Error!',
        'The applications could not be forgotten. Please try again.',
      );
      expect(screen.getAllByRole('article')).toHaveLength(4);
    });
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

  it('reports a failure in plain words, never its own', async () => {
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
