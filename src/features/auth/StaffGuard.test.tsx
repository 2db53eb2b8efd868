import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { StaffAccess } from './api/accounts';
import SignInPage from './SignInPage';
import { StaffGuard } from './StaffGuard';
import type { WatchStaffAccess } from './useStaffAccess';

/** A controllable auth state: the test says when Firebase answers and what. */
function fakeAuth() {
  let emit: (access: StaffAccess) => void = () => undefined;
  const stop = vi.fn();
  const watch: WatchStaffAccess = (onChange) => {
    emit = onChange;
    return Promise.resolve(stop);
  };
  return { watch, stop, emit: (access: StaffAccess) => act(() => emit(access)) };
}

function renderGuard(auth: ReturnType<typeof fakeAuth>, signOut = vi.fn().mockResolvedValue(undefined)) {
  render(
    <MemoryRouter initialEntries={['/ad/dashboard']}>
      <Routes>
        <Route
          path="/ad/dashboard"
          element={
            <StaffGuard watch={auth.watch} signOut={signOut}>
              {(user, leave) => (
                <main>
                  <h1>Staff dashboard</h1>
                  <p>{user.email}</p>
                  <button onClick={() => void leave()}>Leave</button>
                </main>
              )}
            </StaffGuard>
          }
        />
        <Route path="/" element={<h1>Home screen</h1>} />
        <Route path="/sign-in" element={<SignInPage signIn={vi.fn()} />} />
      </Routes>
    </MemoryRouter>,
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
    await auth.emit({ status: 'anonymous' });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it("signs out a user without a role and shows 'User role not found' on /sign-in", async () => {
    const auth = fakeAuth();
    const signOut = renderGuard(auth);
    await auth.emit({ status: 'loading' });
    await auth.emit({ status: 'noRole' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User role not found');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Staff dashboard')).not.toBeInTheDocument();
  });

  it('lets staff and admins in, with who they are', async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    await auth.emit({ status: 'staff', user: { uid: 'u1', email: 'rose@example.co.tz', role: 'staff' } });
    expect(screen.getByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
    expect(screen.getByText('rose@example.co.tz')).toBeInTheDocument();
  });

  it('signs out first, then lands on /sign-in rather than home', async () => {
    const auth = fakeAuth();
    let finish: () => void = () => undefined;
    const signOut = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderGuard(auth, signOut);
    await auth.emit({ status: 'staff', user: { uid: 'u1', email: 'rose@example.co.tz', role: 'admin' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave' }));
    expect(signOut).toHaveBeenCalled();
    // Firebase reports the sign-out before our navigation: the guard must not send the user home.
    await auth.emit({ status: 'anonymous' });
    expect(screen.queryByRole('heading', { name: 'Home screen' })).not.toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('offers a retry when the role cannot be read', async () => {
    const auth = fakeAuth();
    renderGuard(auth);
    await auth.emit({ status: 'error', error: new Error('offline') });
    expect(screen.getByRole('alert')).toHaveTextContent('Your role could not be read.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
