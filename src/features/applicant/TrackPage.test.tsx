import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TrackedApplication } from '#domain/tracking';
import { ApiError, NetworkError } from '#lib/api';
import type { CheckoutState } from '#lib/checkout';
import { showError } from '#lib/dialogs';
import { downloadReceipt } from '#lib/receipts';
import { answerRequest, openRequest } from './api/requests';
import { trackApplication } from './api/track';
import TrackPage from './TrackPage';
import { factsOf } from '#unit/facts';

vi.mock('./api/track', () => ({ trackApplication: vi.fn() }));
vi.mock('./api/requests', () => ({ openRequest: vi.fn(), answerRequest: vi.fn() }));
vi.mock('#lib/dialogs', () => ({ showError: vi.fn() }));
vi.mock('#lib/receipts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/receipts')>()),
  downloadReceipt: vi.fn(),
}));

const UNPAID: TrackedApplication = {
  kind: 'visa',
  id: 'Xq3pL9sT2vB7nM4kW8aZ',
  reference: 'VIS-7K3Q9X',
  status: 'in_review',
  paymentStatus: 'unpaid',
  createdAt: '2026-03-09T09:00:00.000Z',
  statusUpdatedAt: '2026-03-10T12:30:00.000Z',
  paidAt: null,
  applicantMessage: 'Please bring your passport to our office.',
  price: 300_000,
};
const PAID: TrackedApplication = {
  ...UNPAID,
  status: 'approved',
  paymentStatus: 'paid',
  paidAt: '2026-03-11T08:00:00.000Z',
  applicantMessage: null,
};

function PaymentScreen() {
  const state = useLocation().state as CheckoutState | null;
  return <p>payment screen for {JSON.stringify(state)}</p>;
}

function renderTrack(path = '/track') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="track" element={<TrackPage />} />
        <Route path="payment" element={<PaymentScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const referenceInput = () => screen.getByRole('textbox', { name: /Reference number/ });
const phoneInput = () => screen.getByRole('textbox', { name: /Phone number/ });
const findButton = () => screen.getByRole('button', { name: 'Find my application' });

async function track(user: ReturnType<typeof userEvent.setup>, reference: string, phone: string) {
  await user.type(referenceInput(), reference);
  await user.type(phoneInput(), phone);
  await user.click(findButton());
}

beforeEach(() => {
  vi.mocked(trackApplication).mockReset().mockResolvedValue(UNPAID);
  vi.mocked(downloadReceipt).mockReset().mockResolvedValue();
  vi.mocked(showError).mockReset().mockResolvedValue();
});

// Unmounted first: a language change re-renders every mounted screen, outside act().
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('TrackPage', () => {
  it('fills the reference in from ?reference=, and labels both fields', () => {
    renderTrack('/track?reference=VIS-7K3Q9X');
    expect(screen.getByRole('heading', { level: 1, name: 'Track an application' })).toBeInTheDocument();
    expect(referenceInput()).toHaveValue('VIS-7K3Q9X');
    expect(phoneInput()).toHaveValue('');
    expect(phoneInput()).toHaveAttribute('type', 'tel');
  });

  it('asks for both before asking the API', async () => {
    const user = renderTrack();
    await user.click(findButton());
    expect(trackApplication).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
    expect(referenceInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says one thing for a wrong reference or phone, and keeps what was typed', async () => {
    vi.mocked(trackApplication).mockRejectedValue(
      new ApiError('No such application', 404, { message: 'No such application', code: 'track.notFound' }),
    );
    const user = renderTrack();
    await track(user, 'vis 7k3q9x', '0712 345 678');
    expect(trackApplication).toHaveBeenCalledWith({ reference: 'VIS-7K3Q9X', phone: '0712 345 678' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found no application with this reference and phone number.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('No such application');
    expect(referenceInput()).toHaveValue('vis 7k3q9x');
    expect(phoneInput()).toHaveValue('0712 345 678');
    expect(findButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('says when there were too many attempts, or no connection', async () => {
    vi.mocked(trackApplication).mockRejectedValueOnce(
      new ApiError('Too many requests', 429, { message: 'Too many requests', code: 'rateLimited' }),
    );
    const user = renderTrack('/track?reference=VIS-7K3Q9X');
    await user.type(phoneInput(), '0712345678');
    await user.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts from this connection.');

    vi.mocked(trackApplication).mockRejectedValueOnce(new NetworkError(new TypeError('Failed to fetch')));
    await user.click(findButton());
    expect(await screen.findByText(/Check your internet connection/)).toBeInTheDocument();
    expect(referenceInput()).toHaveValue('VIS-7K3Q9X');
    expect(phoneInput()).toHaveValue('0712345678');
  });

  it('shows a field the API refused next to that field', async () => {
    vi.mocked(trackApplication).mockRejectedValue(
      new ApiError('Please check these fields: phone.', 422, {
        message: 'Please check these fields: phone.',
        code: 'validation',
        fields: { phone: 'validation.phone' },
      }),
    );
    const user = renderTrack();
    await track(user, 'VIS-7K3Q9X', '0712345678');
    expect(await screen.findByText('Enter a valid phone number (9 to 15 digits).')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(referenceInput()).not.toHaveAttribute('aria-invalid');
    // Said once, next to the field: no second message above the button.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(phoneInput()).toHaveFocus();
    expect(phoneInput()).toHaveValue('0712345678');
  });

  it('shows a payable application with its fees, and Pay now pays with the proof', async () => {
    vi.mocked(trackApplication).mockResolvedValue({ ...UNPAID, kind: 'brela', detailAmount: 22_000 });
    const user = renderTrack();
    await track(user, 'vis-7k3q9x', '0712345678');
    const result = await screen.findByRole('region', { name: 'BRELA registration' });
    expect(factsOf(result)).toEqual({
      'Reference number': 'VIS-7K3Q9X',
      Status: 'In review',
      Payment: 'Unpaid',
      Submitted: '9 Mar 2026',
      'Status last changed': '10 Mar 2026',
      'Message from our team': 'Please bring your passport to our office.',
    });
    const fees = within(result).getByRole('table', { name: 'Fee breakdown' });
    expect(within(fees).getByText('Tsh 300,000')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Pay now' }));
    const shown = screen.getByText(/payment screen for/).textContent!.replace('payment screen for ', '');
    expect(JSON.parse(shown)).toEqual({
      kind: 'brela',
      applicationId: UNPAID.id,
      reference: 'VIS-7K3Q9X',
      name: '',
      email: '',
      price: 300_000,
      detailAmount: 22_000,
      proof: { reference: 'VIS-7K3Q9X', phone: '0712345678' },
    });
  });

  it('offers the receipt of a paid application, proven by what was typed', async () => {
    vi.mocked(trackApplication).mockResolvedValue(PAID);
    const user = renderTrack();
    await track(user, 'VIS-7K3Q9X', '+255 712 345 678');
    const result = await screen.findByRole('region', { name: 'Visa application' });
    expect(result.querySelector('h2')).toHaveFocus();
    expect(factsOf(result)).toMatchObject({ Status: 'Approved', Payment: 'Paid', 'Paid on': '11 Mar 2026' });
    expect(within(result).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Download receipt' }));
    expect(downloadReceipt).toHaveBeenCalledWith(
      { proof: { reference: 'VIS-7K3Q9X', phone: '+255 712 345 678' } },
      'en',
    );
  });

  it("says a payment is being confirmed, with nothing to press but the applicant's data", async () => {
    vi.mocked(trackApplication).mockResolvedValue({ ...UNPAID, paymentStatus: 'pending' });
    const user = renderTrack();
    await track(user, 'VIS-7K3Q9X', '0712345678');
    const result = await screen.findByRole('region', { name: 'Visa application' });
    expect(within(result).getByText(/being confirmed/)).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Your data']);
  });

  it('brings what was found to the top of the screen, its heading focused', async () => {
    const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>(function (
      this: Element,
    ) {
      return undefined;
    });
    Element.prototype.scrollIntoView = scrolled;
    const user = renderTrack();
    await track(user, 'VIS-7K3Q9X', '0712345678');
    const result = await screen.findByRole('region', { name: 'Visa application' });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts).toContain(result);
    expect(result.querySelector('h2')).toHaveFocus();
  });

  it('waits for "your answer", says what staff asked once, and keeps the focus on the answer sent', async () => {
    const waiting = {
      ...PAID,
      status: 'action_needed',
      applicantMessage: 'We have asked you for: First name. Please reply by 19 Dec 2026.',
    } as const;
    vi.mocked(trackApplication)
      .mockResolvedValueOnce(waiting)
      .mockResolvedValue({ ...PAID, status: 'in_review' });
    vi.mocked(openRequest).mockResolvedValue({
      id: 'request-1',
      kind: 'visa',
      reference: 'VIS-7K3Q9X',
      replyBy: '2026-12-19',
      items: [
        {
          type: 'field',
          field: 'firstName',
          label: 'fields.visa.firstName',
          reason: 'As in the passport.',
          current: 'Amani',
        },
      ],
    });
    vi.mocked(answerRequest).mockResolvedValue();
    const user = renderTrack();
    await track(user, 'VIS-7K3Q9X', '0712345678');
    const result = await screen.findByRole('region', { name: 'Visa application' });
    expect(factsOf(result)).toMatchObject({ Status: 'We are waiting for your answer' });
    expect(factsOf(result)).not.toHaveProperty('Message from our team');
    const asked = await screen.findByRole('region', { name: 'What we need from you' });
    await user.type(within(asked).getByRole('textbox', { name: 'First name' }), 'i');
    await user.click(within(asked).getByRole('button', { name: 'Send answer' }));
    const sent = await screen.findByRole('heading', { name: 'Answer sent: we will tell you by SMS' });
    await waitFor(() => expect(factsOf(result)).toMatchObject({ Status: 'In review' }));
    expect(sent).toHaveFocus();
    expect(screen.queryByText(/We have asked you for/)).toBeNull();
  });

  it('reads in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    const user = renderTrack();
    await user.type(screen.getByRole('textbox', { name: /Namba ya kumbukumbu/ }), 'VIS-7K3Q9X');
    await user.type(screen.getByRole('textbox', { name: /Namba ya simu/ }), '0712345678');
    vi.mocked(trackApplication).mockRejectedValue(
      new ApiError('No such application', 404, { message: 'No such application', code: 'track.notFound' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tafuta maombi yangu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Hatukupata maombi/);
  });
});
