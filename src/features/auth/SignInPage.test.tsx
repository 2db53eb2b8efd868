import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AccountError } from './errors';
import SignInPage, { type SignInRedirectState } from './SignInPage';

function renderSignIn(
  signIn: (email: string, password: string) => Promise<unknown>,
  state?: SignInRedirectState,
) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/sign-in', state }]}>
      <Routes>
        <Route path="/sign-in" element={<SignInPage signIn={signIn} />} />
        <Route path="/ad/dashboard" element={<h1>Dashboard screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(email = 'rose@example.co.tz', password = 'secret12') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('SignInPage (Admin Login)', () => {
  it('has the spec title, labelled fields and a Login button', () => {
    renderSignIn(vi.fn());
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('goes to the dashboard when the staff member is signed in', async () => {
    const signIn = vi.fn().mockResolvedValue({ uid: 'u1', email: 'rose@example.co.tz', role: 'staff' });
    renderSignIn(signIn);
    await submit();
    expect(signIn).toHaveBeenCalledWith('rose@example.co.tz', 'secret12');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });

  it("says 'User login failed' when no user comes back", async () => {
    renderSignIn(vi.fn().mockResolvedValue(undefined));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('User login failed');
  });

  it("says 'User role not found' when the user record has no role, and keeps what was typed", async () => {
    renderSignIn(vi.fn().mockRejectedValue(new AccountError('roleNotFound')));
    await submit('visitor@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('User role not found');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('visitor@example.com');
  });

  it("translates a known Firebase error and words an unknown one itself, not in Firebase's English", async () => {
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
          code: 'auth/invalid-credential',
        }),
      )
      .mockRejectedValueOnce(new Error('Backend quota exceeded'));
    renderSignIn(signIn);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Backend quota exceeded');
  });

  it('asks for both fields before trying', async () => {
    const signIn = vi.fn();
    renderSignIn(signIn);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the refusal the staff area sent the user here with', () => {
    renderSignIn(vi.fn(), { refusal: 'roleNotFound' });
    expect(screen.getByRole('alert')).toHaveTextContent('User role not found');
  });
});
