import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { OfferedResult } from '#domain/tracking';
import { ApiError } from '#lib/api';
import { downloadResult, fetchOfferedResults } from './api/results';
import { ResultDocuments } from './ResultDocuments';

vi.mock('./api/results', () => ({ downloadResult: vi.fn(), fetchOfferedResults: vi.fn() }));

const CERTIFICATE: OfferedResult = {
  id: 'r1',
  title: 'Cheti cha TIN',
  issuedAt: '2026-03-10T08:00:00.000Z',
  verificationCode: '7K3Q9XABCD23',
};
const PROOF = { reference: 'TIN-7K3Q9X', phone: '0754123456' };
const APPLICATION = { kind: 'tin' as const, id: 't1', reference: 'TIN-7K3Q9X' };

beforeEach(async () => {
  vi.mocked(downloadResult).mockReset().mockResolvedValue(undefined);
  vi.mocked(fetchOfferedResults).mockReset();
  await i18n.changeLanguage('sw');
});

describe('ResultDocuments', () => {
  it('offers each document on Track in Kiswahili, with its code and a QR code, and downloads it with the proof', async () => {
    const user = userEvent.setup();
    render(<ResultDocuments application={{ ...APPLICATION, results: [CERTIFICATE] }} proof={PROOF} />);
    expect(screen.getByRole('heading', { name: 'Hati zako' })).toBeInTheDocument();
    expect(screen.getByText('Cheti cha TIN')).toBeInTheDocument();
    expect(screen.getByText('7K3Q9XABCD23')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Msimbo wa QR wa kukagua Cheti cha TIN' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await user.click(screen.getByRole('button', { name: 'Pakua' }));
    expect(downloadResult).toHaveBeenCalledWith({ proof: PROOF }, CERTIFICATE, 'TIN-7K3Q9X');
  });

  it('says in Kiswahili why a download failed', async () => {
    vi.mocked(downloadResult).mockRejectedValue(
      new ApiError('gone', 404, { message: 'gone', code: 'result.notFound' }),
    );
    const user = userEvent.setup();
    render(<ResultDocuments application={{ ...APPLICATION, results: [CERTIFICATE] }} proof={PROOF} />);
    await user.click(screen.getByRole('button', { name: 'Pakua' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maombi haya hayana hati hii.');
  });

  it('on My applications shows only how many, and asks a device without an account for the phone number', async () => {
    vi.mocked(fetchOfferedResults).mockRejectedValueOnce(
      new ApiError('proof', 403, { message: 'proof', code: 'access.proofRequired' }),
    );
    vi.mocked(fetchOfferedResults).mockResolvedValue([CERTIFICATE]);
    const user = userEvent.setup();
    render(<ResultDocuments application={{ ...APPLICATION, resultCount: 1 }} />);
    expect(screen.getByText('Hati zilizo tayari: 1')).toBeInTheDocument();
    expect(screen.queryByText('Cheti cha TIN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onyesha hati' }));
    expect(fetchOfferedResults).toHaveBeenCalledWith({ kind: 'tin', id: 't1' });
    await user.type(await screen.findByLabelText(/^Namba ya simu/), PROOF.phone);
    await user.click(screen.getByRole('button', { name: 'Onyesha hati' }));
    expect(await screen.findByText('Cheti cha TIN')).toBeInTheDocument();
    expect(fetchOfferedResults).toHaveBeenLastCalledWith({
      proof: expect.objectContaining({ reference: PROOF.reference }),
    });
  });

  it('shows nothing when no document was handed back', () => {
    const { container } = render(<ResultDocuments application={APPLICATION} />);
    expect(container).toBeEmptyDOMElement();
  });
});
