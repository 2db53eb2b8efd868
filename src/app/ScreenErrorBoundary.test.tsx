import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { expectConsoleError } from '#unit/console';
import { PublicLayout } from './PublicLayout';

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="broken" element={<Broken />} />
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

  it('shows the next screen once the user goes elsewhere', async () => {
    const user = userEvent.setup();
    renderAt('/broken');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('A working screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
