import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { NotificationView } from '#domain/notifications';
import type { ResultView } from '#domain/results';
import { ApiError } from '#lib/api';
import { handBackResults } from './api/results';
import { resendMessage } from './api/messages';
import { ResultsSection } from './ResultsSection';

vi.mock('./api/results', () => ({ handBackResults: vi.fn(), fetchResultFile: vi.fn() }));
vi.mock('./api/messages', () => ({ resendMessage: vi.fn() }));

const DOWNLOADED: ResultView = {
  id: 'r2',
  title: 'Visa grant notice',
  sha256: 'ab'.repeat(32),
  size: 2048,
  verificationCode: '7K3Q9XABCD23',
  issuedAt: '2026-03-10T08:00:00.000Z',
  issuedBy: { uid: 's1', email: 'staff@example.co.tz' },
  replaces: 'r1',
  downloads: 2,
  firstDownloadedAt: '2026-03-11T08:00:00.000Z',
};
const REPLACED: ResultView = {
  ...DOWNLOADED,
  id: 'r1',
  title: 'Wrong notice',
  replaces: undefined,
  replacedAt: '2026-03-10T08:00:00.000Z',
  replacedBy: 'r2',
  downloads: 0,
  firstDownloadedAt: undefined,
};
const READY_SMS = {
  id: 'visa-abc-resultReady-r1-sms',
  event: 'resultReady',
  channel: 'sms',
  to: '0754123456',
  state: 'delivered',
  createdAt: '2026-03-10T08:00:00.000Z',
} as NotificationView;

const onHandedBack = vi.fn();

function renderSection(results: ResultView[], messages: NotificationView[] = []) {
  render(
    <ResultsSection
      kind="visa"
      id="abc"
      results={{ status: 'done', value: results }}
      messages={{ status: 'done', value: messages }}
      onHandedBack={onHandedBack}
      reloadResults={vi.fn()}
      reloadMessages={vi.fn()}
      lang="en"
    />,
  );
  return userEvent.setup();
}

const pdf = (name = 'certificate.pdf', type = 'application/pdf') => new File(['%PDF-1.4'], name, { type });

beforeEach(async () => {
  vi.mocked(handBackResults).mockReset().mockResolvedValue([]);
  vi.mocked(resendMessage).mockReset();
  onHandedBack.mockReset();
  await i18n.changeLanguage('en');
});

describe('ResultsSection', () => {
  it('lists each document with its code, whether the applicant has it, and the one replaced', () => {
    renderSection([REPLACED, DOWNLOADED]);
    const region = screen.getByRole('region', { name: 'Results' });
    expect(region).toHaveTextContent('Verification code: 7K3Q9XABCD23');
    expect(region).toHaveTextContent(/The applicant downloaded it on .*Downloads: 2\./);
    expect(region).toHaveTextContent('The applicant has not downloaded it yet.');
    expect(region).toHaveTextContent(/Replaced on .*: no longer offered to the applicant\./);
    expect(screen.getAllByRole('button', { name: 'Replace' })).toHaveLength(1);
  });

  it("tells an agent's downloads apart from the applicant's", () => {
    const byAgent: ResultView = {
      ...DOWNLOADED,
      downloads: 0,
      firstDownloadedAt: undefined,
      agentDownloads: 3,
      lastAgentDownload: { aan: 'AGT-7K3Q9', at: '2026-03-12T08:00:00.000Z' },
    };
    renderSection([byAgent]);
    const region = screen.getByRole('region', { name: 'Results' });
    expect(region).toHaveTextContent('The applicant has not downloaded it yet.');
    expect(region).toHaveTextContent(/Agent AGT-7K3Q9 downloaded it last, on .*Downloads by agents: 3\./);
  });

  it('hands back a titled PDF, and the page hears of it', async () => {
    const user = renderSection([]);
    expect(screen.getByText('No document has been handed back yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'TIN certificate');
    const file = pdf();
    await user.upload(screen.getByLabelText('PDF file'), file);
    await user.click(screen.getByRole('button', { name: 'Complete and hand back' }));
    expect(handBackResults).toHaveBeenCalledWith(
      'visa',
      'abc',
      [{ title: 'TIN certificate', file }],
      undefined,
      // The version the page shows (none given here: an application never changed).
      0,
    );
    expect(onHandedBack).toHaveBeenCalled();
    const said = await screen.findByText('The documents were handed back and the applicant was told.');
    expect(said).toBeVisible();
    // Said where the keyboard now is, not above a form the reader has scrolled past.
    expect(said).toHaveFocus();
  });

  it('refuses a file that is not a PDF before sending, and says why when the API refuses', async () => {
    const user = renderSection([]);
    await user.type(screen.getByLabelText('Title'), 'TIN certificate');
    // Past the picker's own filter, as a file dragged in or renamed would be.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('PDF file'), pdf('photo.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Complete and hand back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are accepted.');
    expect(handBackResults).not.toHaveBeenCalled();

    vi.mocked(handBackResults).mockRejectedValue(
      new ApiError('Only PDF files are accepted.', 415, { message: 'x', code: 'upload.type' }),
    );
    await user.upload(screen.getByLabelText('PDF file'), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Complete and hand back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are accepted.');
    expect(onHandedBack).not.toHaveBeenCalled();
  });

  it('replaces a document with a corrected one, and sends the message again', async () => {
    const user = renderSection([DOWNLOADED], [READY_SMS]);
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('heading', { name: 'Replace “Visa grant notice”' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Hand back the corrected document' }));
    expect(handBackResults).toHaveBeenCalledWith(
      'visa',
      'abc',
      [expect.objectContaining({ title: 'Visa grant notice' })],
      'r2',
      0,
    );

    await user.click(screen.getByRole('button', { name: 'Send the message again' }));
    expect(resendMessage).toHaveBeenCalledWith('visa', 'abc', READY_SMS.id);
    expect(await screen.findByText('The message will be sent again.')).toBeVisible();
  });
});
