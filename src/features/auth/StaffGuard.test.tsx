import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { UserRole } from '#domain/user';
import { FetchScope } from '#lib/FetchScope';
import type { SignedInUser } from './api/accounts';
import SignInPage from './SignInPage';
import { StaffGuard } from './StaffGuard';
import type { AccessSource } from './useStaffAccess';

const ROSE: SignedInUser = { uid: 'u1', email: 'rose@example.co.tz' };

/** A controllable Firebase: the test says when Auth answers and who is signed in; roles by uid. */
function fakeAuth(roles: Record<string, UserRole | null> = { u1: 'staff' }) {
  let emit: (user: SignedInUser | null) => void = () => undefined;
  const stop = vi.fn();
  const readRole = vi.fn<AccessSource['readRole']>((uid) => Promise.resolve(roles[uid] ?? null));
  const source: AccessSource = {
    watchUser: (onChange) => {
      emit = onChange;
      return Promise.resolve(stop);
    },
    readRole,
  };
  return { source, stop, readRole, emit: (user: SignedInUser | null) => act(async () => emit(user)) };
}

function renderGuard(auth: ReturnType<typeof fakeAuth>, signOut = vi.fn().mockResolvedValue(undefined)) {
  render(
    <FetchScope>
      <MemoryRouter initialEntries={['/ad/dashboard']}>
        <Routes>
          <Route
            path="/ad/dashboard"
            element={
              <StaffGuard source={auth.source} signOut={signOut}>
                {(user, leave) => (
                  <main>
                    <h1>Staff dashboard</h1>
                    <p>{user.email}</p>
                    <p>{user.role}</p>
                    <button onClick={() => void leave()}>Leave</button>
                  </main>
                )}
              </StaffGuard>
            }
          />
          <Route path="/" element={<h1>Home screen</h1>} />
          <Route path="/sign-in" element={<SignInPage signIn={vi.fn()} />} />
        </Routes>
      </MemoryRouter>
    </FetchScope>,
  );
  return signOut;
}

describe('StaffGuard', () => {
  it("shows 'Loading…' and nothing of the staff area while the auth state resolves", async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Staff dashboard')).not.toBeInTheDocument();
  });

  it('sends someone who is not signed in home', async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    await auth.emit(null);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it("signs out a user without a role and shows 'User role not found' on /sign-in", async () => {
    const auth = fakeAuth({ u1: null });
    const signOut = renderGuard(auth);
    await auth.emit(ROSE);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User role not found');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Staff dashboard')).not.toBeInTheDocument();
  });

  it('lets staff and admins in, with who they are', async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    await auth.emit(ROSE);
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
    expect(screen.getByText('rose@example.co.tz')).toBeInTheDocument();
    expect(screen.getByText('staff')).toBeInTheDocument();
    expect(auth.readRole).toHaveBeenCalledWith('u1');
  });

  it('signs out first, then lands on /sign-in rather than home', async () => {
    const auth = fakeAuth({ u1: 'admin' });
    let finish: () => void = () => undefined;
    const signOut = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderGuard(auth, signOut);
    await auth.emit(ROSE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Leave' }));
    expect(signOut).toHaveBeenCalled();
    // Firebase reports the sign-out before our navigation: the guard must not send the user home.
    await auth.emit(null);
    expect(screen.queryByRole('heading', { name: 'Home screen' })).not.toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('offers a retry when the role cannot be read, which reads it again', async () => {
    const auth = fakeAuth();
    auth.readRole.mockRejectedValueOnce(new Error('offline'));
    renderGuard(auth);
    await auth.emit(ROSE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role could not be read.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
    expect(auth.readRole).toHaveBeenCalledTimes(2);
  });

  it('reads the role again when the tab comes back into view, and shuts out someone whose role was taken away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const roles: Record<string, UserRole | null> = { u1: 'staff' };
      const auth = fakeAuth(roles);
      const signOut = renderGuard(auth);
      await auth.emit(ROSE);
      expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();

      roles.u1 = null;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
        window.dispatchEvent(new Event('focus'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('User role not found');
      expect(signOut).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops following Firebase Auth when it leaves the page', async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    await auth.emit(ROSE);
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
    cleanup();
    expect(auth.stop).toHaveBeenCalledTimes(1);
  });
});
