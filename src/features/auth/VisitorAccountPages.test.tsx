import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AccountError } from './errors';
import RegisterPage from './RegisterPage';
import VisitorSignInPage from './VisitorSignInPage';

vi.mock('#lib/dialogs', () => ({ showSuccess: vi.fn().mockResolvedValue(undefined) }));

function renderAt(path: string, element: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/" element={<h1>Home screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RegisterPage', () => {
  it('registers with name, email and password, then goes home', async () => {
    const register = vi.fn().mockResolvedValue(undefined);
    renderAt('/register', <RegisterPage register={register} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), '  Asha Mohamed ');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.co.tz');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      name: 'Asha Mohamed',
      email: 'asha@example.co.tz',
      password: 'secret12',
    });
  });

  it('refuses a short password before asking Firebase', async () => {
    const register = vi.fn();
    renderAt('/register', <RegisterPage register={register} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.co.tz');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The password must have at least 6 characters.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('explains an email already in use', async () => {
    const register = vi.fn().mockRejectedValue({ code: 'auth/email-already-in-use', message: 'x' });
    renderAt('/register', <RegisterPage register={register} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.co.tz');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});

describe('VisitorSignInPage', () => {
  it('refuses someone without a user record in plain words, naming no database', async () => {
    const signIn = vi.fn().mockRejectedValue(new AccountError('userNotFound'));
    renderAt('/login', <VisitorSignInPage signIn={signIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ghost@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No account was found for this email.');
    expect(alert).not.toHaveTextContent(/Firestore/);
  });
});
