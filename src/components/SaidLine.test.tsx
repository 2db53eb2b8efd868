import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { say } from '#lib/said';
import { SaidLine } from './SaidLine';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SaidLine />
      <Routes>
        <Route path="/login" element={<h1>Sign in</h1>} />
        <Route path="/agent" element={<Link to="/agent/statements">Statements</Link>} />
        <Route path="/agent/statements" element={<Link to="/agent">My clients</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SaidLine', () => {
  it('says it as a status on the screen it was said for, and no longer once the reader moves on', async () => {
    renderAt('/agent');
    act(() => say({ text: 'You are signed in.', on: '/agent' }));
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Statements' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'My clients' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for the screen it was said for, and says a failure as an alert', () => {
    renderAt('/login');
    act(() => say({ text: 'You are signed in.', on: '/agent' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => say({ text: 'Error! Failed to delete booking.', on: '/login', failed: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error! Failed to delete booking.');
  });
});
