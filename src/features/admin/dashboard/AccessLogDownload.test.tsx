import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInDarEsSalaam } from '#domain/officeDay';
import { ApiError } from '#lib/api';
import { AccessLogDownload, type AccessLogMaker, type FileSaver } from './AccessLogDownload';

const FILE = new Blob(['When,Who\r\n'], { type: 'text/csv' });

function renderPanel(make: AccessLogMaker) {
  const save = vi.fn<FileSaver>();
  render(<AccessLogDownload make={make} save={save} />);
  return { user: userEvent.setup(), save };
}

describe('AccessLogDownload', () => {
  it('asks for the days chosen, in the reader’s language, and saves the file under their names', async () => {
    const make = vi.fn<AccessLogMaker>(async () => FILE);
    const { user, save } = renderPanel(make);
    expect(screen.getByLabelText('From')).toHaveValue(todayInDarEsSalaam());
    expect(screen.getByLabelText('To')).toHaveValue(todayInDarEsSalaam());
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-06');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith(FILE, 'access-log-2026-12-01-to-2026-12-06.csv'));
    expect(make).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-06' }, 'en');
  });

  it('refuses days that run backwards, on the field, without asking the API', async () => {
    const make = vi.fn<AccessLogMaker>();
    const { user } = renderPanel(make);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-06');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day comes after the last.');
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(make).not.toHaveBeenCalled();
  });

  it('says when nobody looked, and why it failed', async () => {
    const make = vi.fn<AccessLogMaker>(async () => null);
    const { user, save } = renderPanel(make);
    const download = screen.getByRole('button', { name: 'Download CSV' });
    await user.click(download);
    expect(await screen.findByText('Nobody looked at anything on those days.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    make.mockResolvedValueOnce(FILE);
    await user.click(download);
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(screen.queryByText('Nobody looked at anything on those days.')).toBeNull();

    make.mockRejectedValueOnce(new ApiError('no', 403, { message: 'no', code: 'auth.forbidden' }));
    await user.click(download);
    expect(await screen.findByRole('alert')).not.toHaveTextContent('admin.');
  });
});
