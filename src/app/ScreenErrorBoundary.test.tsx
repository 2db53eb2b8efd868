import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { saveDraft } from '#lib/draft';
import { expectConsoleError } from '#unit/console';
import { PublicLayout } from './PublicLayout';

function Broken(): never {
  throw new Error('render failed');
}

/** A form that keeps what is typed as a draft, as the application forms do, then fails. */
function BrokenAfterDraft(): never {
  saveDraft('broken-form', { name: 'Amina' });
  throw new Error('render failed');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="broken" element={<Broken />} />
          <Route path="drafted" element={<BrokenAfterDraft />} />
          <Route path="fine" element={<p>A working screen</p>} />
        </Route>
      </Routes>
      <Link to="/fine">Go elsewhere</Link>
    </MemoryRouter>,
  );
}

describe('a screen that fails while rendering', () => {
  // The boundary logs what it caught for the browser console (as React does): expected here.
  beforeEach(() => expectConsoleError(/render failed/));

  it('says so in words and offers a reload, under the header', () => {
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply TZ home' })).toBeInTheDocument();
  });

  it('does not say that what was typed is kept on a screen that keeps no draft', () => {
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This screen could not be shown. Reload the page to try again.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/typed/);
  });

  it('says that what was typed is kept on a screen that saved a draft', () => {
    // The draft is kept for the page's own address, which the router shows.
    window.history.replaceState(null, '', '/drafted');
    renderAt('/drafted');
    expect(screen.getByRole('alert')).toHaveTextContent('What you have typed in the form is kept.');
  });

  it('shows the next screen once the user goes elsewhere', async () => {
    const user = userEvent.setup();
    renderAt('/broken');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('A working screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
