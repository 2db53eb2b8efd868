import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { formatTsh } from '#domain/money';
import type { VerificationView } from '#domain/verification';
import { ApiError, NetworkError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { factsOf } from '#unit/facts';
import { fetchVerification } from './api/verification';
import VerifyPage from './VerifyPage';

vi.mock('./api/verification', () => ({ fetchVerification: vi.fn() }));

const RECEIPT: VerificationView = {
  type: 'receipt',
  kind: 'tin',
  reference: 'TIN-7K3Q9X',
  // 21:30 UTC is already the next day in Dar es Salaam.
  issuedAt: '2026-03-10T21:30:00.000Z',
  amount: 150_000,
};

const notFound = () =>
  new ApiError('There is no document with this verification code.', 404, {
    message: 'There is no document with this verification code.',
    code: 'verification.notFound',
  });

function renderAt(code: string) {
  render(
    <FetchScope>
      <MemoryRouter initialEntries={[code ? `/verify/${code}` : '/verify']}>
        <Routes>
          <Route path="verify/:code" element={<VerifyPage />} />
          <Route path="verify" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </FetchScope>,
  );
  return userEvent.setup();
}

// Before each test rather than after: changed under a mounted page, the language would re-render it
// outside act().
beforeEach(async () => {
  vi.mocked(fetchVerification).mockReset();
  await i18n.changeLanguage('en');
});

describe('VerifyPage', () => {
  it('states what was issued under the code, in a description list under its heading', async () => {
    vi.mocked(fetchVerification).mockResolvedValue(RECEIPT);
    renderAt('7K3Q9XABCD23');
    expect(screen.getByRole('heading', { level: 1, name: 'Check a document' })).toBeInTheDocument();
    expect(await screen.findByText('Apply TZ issued this document.')).toBeInTheDocument();
    expect(factsOf(screen.getByRole('status'))).toEqual({
      Document: 'Payment receipt',
      Service: 'TIN certificate',
      'Reference number': 'TIN-7K3Q9X',
      'Date issued': '11 Mar 2026',
      'Amount paid': formatTsh(150_000, 'en'),
    });
    expect(fetchVerification).toHaveBeenCalledWith('7K3Q9XABCD23');
  });

  it('says it in Kiswahili to a Kiswahili reader', async () => {
    await i18n.changeLanguage('sw');
    vi.mocked(fetchVerification).mockResolvedValue(RECEIPT);
    renderAt('7K3Q9XABCD23');
    expect(await screen.findByText('Apply TZ ilitoa hati hii.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kagua hati' })).toBeInTheDocument();
    expect(factsOf(screen.getByRole('status'))).toMatchObject({
      Hati: 'Risiti ya malipo',
      'Namba ya kumbukumbu': 'TIN-7K3Q9X',
      'Tarehe ya kutolewa': '11 Mac 2026',
      'Kiasi kilicholipwa': formatTsh(150_000, 'sw'),
    });
  });

  it('says a result was handed over by us and issued by the government, its fingerprint behind Details, and when it was replaced', async () => {
    const sha256 = 'ab'.repeat(32);
    vi.mocked(fetchVerification).mockResolvedValue({
      type: 'result',
      kind: 'tin',
      reference: 'TIN-7K3Q9X',
      issuedAt: '2026-03-10T08:00:00.000Z',
      sha256,
      replacedAt: '2026-03-12T08:00:00.000Z',
    });
    const user = renderAt('7K3Q9XABCD23');
    expect(
      await screen.findByText(
        'Apply TZ handed this document to the applicant for application TIN-7K3Q9X. The council or ministry that decided the application issued it, not Apply TZ.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Apply TZ issued this document.')).toBeNull();
    const facts = factsOf(screen.getByRole('status'));
    expect(facts).toEqual({
      Document: 'Result of an application',
      Service: 'TIN certificate',
      'Reference number': 'TIN-7K3Q9X',
      'Handed over on': '10 Mar 2026',
    });
    const fingerprint = screen.getByText(sha256);
    expect(fingerprint).not.toBeVisible();
    await user.click(screen.getByText('Details'));
    expect(fingerprint).toBeVisible();
    expect(screen.getByText(/replaced by a corrected one on 12 Mar 2026/)).toBeInTheDocument();
  });

  it('reads a code typed in small letters as the printed one', async () => {
    vi.mocked(fetchVerification).mockResolvedValue(RECEIPT);
    renderAt('7k3q9xabcd23');
    await screen.findByText('Apply TZ issued this document.');
    expect(fetchVerification).toHaveBeenCalledWith('7K3Q9XABCD23');
  });

  it('alerts that no document has an unknown code and what to check, with nothing to try again', async () => {
    vi.mocked(fetchVerification).mockRejectedValue(notFound());
    renderAt('23456789ABCD');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found no document with this verification code. Check each of its 12 letters and digits against the paper: codes never use 0, 1, I, L or O.',
    );
    // The code stays in the box, to be put right there.
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('23456789ABCD');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('takes a code typed from the paper, spaces and small letters too, and refuses one of the wrong shape', async () => {
    vi.mocked(fetchVerification).mockResolvedValue(RECEIPT);
    const user = renderAt('');
    expect(fetchVerification).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Verification code' });
    expect(box).toHaveAccessibleDescription('12 letters and digits, printed under the QR code.');
    await user.type(box, '7K3Q 9XAB CD2');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A verification code has 12 letters and digits, without 0, 1, I, L or O.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(fetchVerification).not.toHaveBeenCalled();

    await user.type(box, '3');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Apply TZ issued this document.')).toBeInTheDocument();
    expect(fetchVerification).toHaveBeenCalledWith('7K3Q9XABCD23');
  });

  it('offers to try again when the check could not be made', async () => {
    vi.mocked(fetchVerification).mockRejectedValueOnce(new NetworkError(new TypeError('offline')));
    vi.mocked(fetchVerification).mockResolvedValue(RECEIPT);
    const user = renderAt('7K3Q9XABCD23');
    expect(await screen.findByRole('alert')).toHaveTextContent(/internet connection/i);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Apply TZ issued this document.')).toBeInTheDocument();
  });
});
