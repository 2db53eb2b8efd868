import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRecordView } from '#domain/accessLog';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { ApiError } from '#lib/api';
import { fetchAccessLog } from '../common/api/accessLog';
import { AccessLogDownload, type FileSaver } from './AccessLogDownload';
import { accessLogFile } from './accessLogFile';

vi.mock('../common/api/accessLog', () => ({ fetchAccessLog: vi.fn() }));

const LOOKS: AccessRecordView[] = [
  {
    id: 'a1',
    look: 'detail',
    kind: 'visa',
    applicationId: 'app-1',
    actorUid: 'u1',
    actorEmail: 'asha@example.co.tz',
    actorName: 'Asha',
    at: '2026-12-05T06:30:00.000Z',
  },
  {
    id: 'a2',
    look: 'document',
    path: 'visa-passports/0123456789abcdef0123456789abcdef.pdf',
    kind: 'visa',
    applicationId: 'app-1',
    actorUid: 'u2',
    actorEmail: null,
    actorName: null,
    at: '2026-12-05T07:00:00.000Z',
  },
  {
    id: 'a3',
    look: 'export',
    kind: 'tin',
    filter: { view: 'all', status: 'in_review', q: 'Mushi' },
    format: 'csv',
    rows: 12,
    actorUid: 'u1',
    actorEmail: 'asha@example.co.tz',
    actorName: 'Asha',
    at: '2026-12-06T08:15:00.000Z',
  },
];

/** A saved file's text, as jsdom's Blob has no text(). */
function textOf(blob: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** The panel, making its file as the app does from what the API answers (`load`). */
function renderPanel(load: typeof fetchAccessLog) {
  vi.mocked(fetchAccessLog).mockReset().mockImplementation(load);
  const save = vi.fn<FileSaver>();
  render(<AccessLogDownload make={accessLogFile} save={save} />);
  return { user: userEvent.setup(), save };
}

describe('AccessLogDownload', () => {
  it('saves the looks of the days chosen as CSV, with who, when and what in words', async () => {
    const load = vi.fn<typeof fetchAccessLog>(async () => ({ looks: LOOKS, more: false }));
    const { user, save } = renderPanel(load);
    expect(screen.getByLabelText('From')).toHaveValue(todayInDarEsSalaam());
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-06');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-06' });
    const [file, name] = save.mock.calls[0]!;
    expect(name).toBe('access-log-2026-12-01-to-2026-12-06.csv');
    expect((await textOf(file)).split('\r\n')).toEqual([
      // (FileReader reads the byte order mark as the file's encoding, not as text.)
      'When (Dar es Salaam),Who,What,Service,Application,Document,Filters,Rows',
      '2026-12-05 09:30,asha@example.co.tz,Opened the page,Visa,app-1,,,',
      '2026-12-05 10:00,u2,Opened a document: 0123456789abcdef0123456789abcdef.pdf,Visa,app-1,visa-passports/0123456789abcdef0123456789abcdef.pdf,,',
      '2026-12-06 11:15,asha@example.co.tz,Exported a list,TIN certificate,,,"All applications, In review, search “Mushi”",12',
      '',
    ]);
  });

  it('refuses days that run backwards, on the field, without asking the API', async () => {
    const load = vi.fn<typeof fetchAccessLog>();
    const { user } = renderPanel(load);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-06');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day comes after the last.');
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(load).not.toHaveBeenCalled();
  });

  it('says when nobody looked, when the file holds only the first looks, and why it failed', async () => {
    const load = vi.fn<typeof fetchAccessLog>(async () => ({ looks: [], more: false }));
    const { user, save } = renderPanel(load);
    const download = screen.getByRole('button', { name: 'Download CSV' });
    await user.click(download);
    expect(await screen.findByText('Nobody looked at anything on those days.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    load.mockResolvedValueOnce({ looks: LOOKS, more: true });
    await user.click(download);
    expect(await screen.findByText(/Only the first 3 looks of those days are in the file/)).toBeVisible();
    expect(save).toHaveBeenCalledOnce();

    load.mockRejectedValueOnce(new ApiError('no', 403, { message: 'no', code: 'auth.forbidden' }));
    await user.click(download);
    expect(await screen.findByRole('alert')).not.toHaveTextContent('admin.');
  });
});
