import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '#lib/api';
import { FetchScope } from '#lib/FetchScope';
import { addNote, fetchNotes } from './api/notes';
import { NotesSection } from './NotesSection';

vi.mock('./api/notes', () => ({ fetchNotes: vi.fn(), addNote: vi.fn() }));

const FIRST = {
  id: 'n1',
  text: 'Called the applicant: passport renewal under way.',
  by: { uid: 'u2', name: 'Asha Mwakilema' },
  at: '2026-01-16T09:15:00.000Z',
};

function renderNotes(onAdded = vi.fn()) {
  render(
    <FetchScope>
      <NotesSection kind="visa" id="abc" lang="en" onAdded={onAdded} />
    </FetchScope>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(fetchNotes).mockReset().mockResolvedValue([FIRST]);
  vi.mocked(addNote).mockReset();
});

describe('NotesSection', () => {
  it('shows each note with who wrote it and when', async () => {
    renderNotes();
    const section = screen.getByRole('region', { name: 'Notes between staff' });
    expect(await within(section).findByText(FIRST.text)).toBeVisible();
    // 09:15 UTC is 12:15 in Dar es Salaam.
    expect(within(section).getByText('Asha Mwakilema')).toBeVisible();
    expect(within(section).getByText('on 16 Jan 2026, 12:15')).toBeVisible();
  });

  it('keeps the text when a note could not be added, and adds it on a second try', async () => {
    const onAdded = vi.fn();
    const user = renderNotes(onAdded);
    await screen.findByText(FIRST.text);
    vi.mocked(addNote).mockRejectedValueOnce(new ApiError('expired', 401, { code: 'auth.invalid' }));
    const box = screen.getByLabelText('Note for staff');
    await user.type(box, 'Asked for the bank statement by phone.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Sign in again.');
    expect(box).toHaveValue('Asked for the bank statement by phone.');
    expect(onAdded).not.toHaveBeenCalled();

    const second = { ...FIRST, id: 'n2', text: 'Asked for the bank statement by phone.' };
    vi.mocked(addNote).mockResolvedValueOnce(second);
    vi.mocked(fetchNotes).mockResolvedValue([FIRST, second]);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(addNote).toHaveBeenLastCalledWith('visa', 'abc', 'Asked for the bank statement by phone.');
    expect(await screen.findAllByText('Asked for the bank statement by phone.')).toHaveLength(1);
    expect(box).toHaveValue('');
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
