import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { clearSession, saveSession } from '#lib/session';
import { AccountLinks } from './AccountLinks';
import { englishAfterEach, renderInPublicLayout } from './publicLayoutTestKit';

function renderShell(path = '/') {
  return renderInPublicLayout(
    path,
    <>
      <Route index element={<p>screen</p>} />
      <Route path="track" element={<p>track screen</p>} />
      <Route path="agent" element={<p>clients screen</p>} />
      <Route path="ad/dashboard" element={<p>staff screen</p>} />
    </>,
  );
}

englishAfterEach();

describe('PublicLayout header', () => {
  it('links the logo home and shows the routed screen', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Apply TZ home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('screen')).toBeInTheDocument();
  });

  it('offers exactly English and Kiswahili, and applies and saves the choice at once', async () => {
    const user = userEvent.setup();
    renderShell();
    const select = screen.getByLabelText('Language');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['en', 'sw']);
    await user.selectOptions(select, 'sw');
    expect(localStorage.getItem('lang')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(await screen.findByRole('link', { name: 'Ukurasa wa mwanzo wa Apply TZ' })).toBeInTheDocument();
  });
});

describe('PublicLayout links to an applicant’s applications', () => {
  it('leads to My applications and Track, and marks the one on show', () => {
    renderShell('/track');
    const links = screen.getByRole('navigation', { name: 'Applications' });
    const mine = within(links).getByRole('link', { name: 'My applications' });
    const track = within(links).getByRole('link', { name: 'Track an application' });
    expect(mine).toHaveAttribute('href', '/my-applications');
    expect(track).toHaveAttribute('href', '/track');
    expect(track).toHaveAttribute('aria-current', 'page');
    expect(mine).not.toHaveAttribute('aria-current');
  });

  it('leads an agent signed in on this device to their clients first, and nobody else', () => {
    renderShell('/agent');
    const links = screen.getByRole('navigation', { name: 'Applications' });
    expect(within(links).queryByRole('link', { name: 'My clients' })).toBeNull();
    cleanup();
    saveSession({ uid: 'a1', email: 'agent@example.co.tz', aan: 'AGT-7K3QM' });
    try {
      renderShell('/agent');
      const agentLinks = screen.getByRole('navigation', { name: 'Applications' });
      const clients = within(agentLinks).getByRole('link', { name: 'My clients' });
      expect(clients).toHaveAttribute('href', '/agent');
      expect(clients).toHaveAttribute('aria-current', 'page');
    } finally {
      clearSession();
    }
  });

  it('names them in Kiswahili', async () => {
    renderShell();
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'sw');
    const links = await screen.findByRole('navigation', { name: 'Maombi' });
    expect(within(links).getByRole('link', { name: 'Maombi yangu' })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Fuatilia maombi' })).toBeInTheDocument();
  });

  it('leaves them out of the staff area, which has its own navigation', () => {
    renderShell('/ad/dashboard');
    expect(screen.getByText('staff screen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My applications' })).not.toBeInTheDocument();
  });
});

describe('PublicLayout account links', () => {
  afterEach(() => clearSession());

  it('shows a visitor where to sign in and register', () => {
    renderShell();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows who is signed in, and signs out to the sign-in page', async () => {
    saveSession({ uid: 'u1', email: 'asha@example.co.tz' });
    const signOut = vi.fn(async () => clearSession());
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Routes>
          <Route element={<AccountLinks signOut={signOut} />} path="/" />
          <Route path="/sign-in" element={<p>sign-in screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Signed in as asha@example.co.tz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
  });
});
