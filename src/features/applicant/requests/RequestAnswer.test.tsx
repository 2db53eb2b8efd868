import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ApplicantRequestView } from '#domain/requests';
import { ApiError } from '#lib/api';
import { uploadDocument } from '#lib/uploads';
import { answerRequest, openRequest } from '../api/requests';
import RequestAnswer from './RequestAnswer';

vi.mock('../api/requests', () => ({ openRequest: vi.fn(), answerRequest: vi.fn() }));
vi.mock('#lib/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/uploads')>()),
  uploadDocument: vi.fn(),
}));

const PROOF = { reference: 'BIZ-7K3Q9X', phone: '0754000111' };
const ASKED: ApplicantRequestView = {
  id: 'request-1',
  kind: 'business',
  reference: 'BIZ-7K3Q9X',
  replyBy: '2026-12-19',
  items: [
    {
      type: 'field',
      field: 'bName',
      label: 'fields.business.bName',
      reason: 'The name differs from the certificate.',
      current: 'Amani Trader',
    },
    { type: 'otherDocument', name: 'Signed lease', reason: 'The lease is not signed.' },
  ],
};

function renderAnswer(onAnswered = vi.fn(), note?: string) {
  render(
    // A fresh cache for each test: the answer is read once per proof.
    <SWRConfig value={{ provider: () => new Map() }}>
      <RequestAnswer access={{ proof: PROOF }} note={note} onAnswered={onAnswered} />
    </SWRConfig>,
  );
  return { user: userEvent.setup(), onAnswered };
}

const lease = () => new File(['%PDF-1.4 lease'], 'lease.pdf', { type: 'application/pdf' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(openRequest).mockReset().mockResolvedValue(ASKED);
  vi.mocked(answerRequest).mockReset().mockResolvedValue();
  vi.mocked(uploadDocument)
    .mockReset()
    .mockResolvedValue('request-answers/one.pdf' as never);
});
afterEach(cleanup);

describe('RequestAnswer', () => {
  it('shows nothing when nothing is asked', async () => {
    vi.mocked(openRequest).mockResolvedValue(null);
    renderAnswer();
    await waitFor(() => expect(openRequest).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says what staff wrote with the status when no request is open, and only then', async () => {
    vi.mocked(openRequest).mockResolvedValue(null);
    renderAnswer(vi.fn(), 'Please bring your NIDA card to our office.');
    const section = await screen.findByRole('region', { name: 'What we need from you' });
    expect(section).toHaveTextContent('Please bring your NIDA card to our office.');
    cleanup();

    vi.mocked(openRequest).mockResolvedValue(ASKED);
    renderAnswer(vi.fn(), 'We have asked you for: Business name. Please reply by 19 Dec 2026.');
    const asked = await screen.findByRole('region', { name: 'What we need from you' });
    await within(asked).findByRole('button', { name: 'Send answer' });
    expect(asked).not.toHaveTextContent('We have asked you for');
  });

  it('sends the corrected answer and the files, and says it was sent', async () => {
    const { user, onAnswered } = renderAnswer();
    const section = await screen.findByRole('region', { name: 'What we need from you' });
    expect(section).toHaveTextContent('Please reply by 19 Dec 2026.');
    const name = within(section).getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('Amani Trader');
    expect(name).toHaveAccessibleDescription('Why: The name differs from the certificate.');
    await user.clear(name);
    await user.type(name, 'Amani Traders');
    await user.upload(within(section).getByLabelText('Signed lease'), lease());
    await user.click(within(section).getByRole('button', { name: 'Send answer' }));

    // The heading says it was sent and that an SMS will follow, and takes the focus.
    const sent = await screen.findByRole('heading', { name: 'Answer sent: we will tell you by SMS' });
    expect(sent).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Our staff will review it');
    expect(answerRequest).toHaveBeenCalledWith(
      { proof: PROOF },
      {
        requestId: 'request-1',
        corrections: { bName: 'Amani Traders' },
        documents: { '1': ['request-answers/one.pdf'] },
      },
    );
    expect(onAnswered).toHaveBeenCalledOnce();
    expect(localStorage.getItem('draft:requestAnswer:request-1')).toBeNull();
  });

  it('puts a refusal beside its item, keeps what was typed and uploads nothing twice', async () => {
    vi.mocked(answerRequest).mockRejectedValueOnce(
      new ApiError('Please check these fields: bName.', 422, {
        code: 'validation',
        fields: { bName: 'validation.required' },
      }),
    );
    const { user, onAnswered } = renderAnswer();
    const section = await screen.findByRole('region', { name: 'What we need from you' });
    const name = within(section).getByRole('textbox', { name: 'Business name' });
    await user.clear(name);
    await user.type(name, 'A');
    await user.upload(within(section).getByLabelText('Signed lease'), lease());
    await user.click(within(section).getByRole('button', { name: 'Send answer' }));

    expect(await within(section).findByText('This field is required.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('A');
    expect(
      within(section).getByText('1 file already uploaded. Choose files again only to replace it.'),
    ).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Send answer' }));
    await screen.findByRole('heading', { name: 'Answer sent: we will tell you by SMS' });
    expect(uploadDocument).toHaveBeenCalledOnce();
    expect(onAnswered).toHaveBeenCalledOnce();
  });

  it('names a document refused on sending, and its file, beside its own picker', async () => {
    vi.mocked(openRequest).mockResolvedValue({
      ...ASKED,
      items: [
        { type: 'otherDocument', name: 'Signed lease', reason: 'The lease is not signed.' },
        { type: 'otherDocument', name: 'Bank statement', reason: 'The statement is older than 3 months.' },
      ],
    });
    // The API reads the bytes: a text file named .pdf is refused when it is sent.
    vi.mocked(uploadDocument).mockRejectedValueOnce(
      new ApiError('Only PDF, JPEG or PNG files are accepted.', 415, { code: 'upload.documentType' }),
    );
    const { user, onAnswered } = renderAnswer();
    const section = await screen.findByRole('region', { name: 'What we need from you' });
    const leasePicker = within(section).getByLabelText('Signed lease');
    const statementPicker = within(section).getByLabelText('Bank statement');
    await user.upload(leasePicker, new File(['just notes'], 'notes.pdf', { type: 'application/pdf' }));
    await user.upload(statementPicker, lease());
    await user.click(within(section).getByRole('button', { name: 'Send answer' }));

    await waitFor(() =>
      expect(leasePicker).toHaveAccessibleDescription(
        expect.stringContaining(
          '“notes.pdf” for Signed lease was not uploaded. Only PDF, JPEG or PNG files are accepted.',
        ),
      ),
    );
    expect(leasePicker).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(leasePicker).toHaveFocus());
    expect(statementPicker).not.toHaveAttribute('aria-invalid');
    expect(within(section).getAllByRole('alert')).toHaveLength(1);
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('keeps what was typed on the device until it is sent', async () => {
    const first = renderAnswer();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    await first.user.clear(name);
    await first.user.type(name, 'Kept Name');
    cleanup();

    renderAnswer();
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue('Kept Name');
  });
});
