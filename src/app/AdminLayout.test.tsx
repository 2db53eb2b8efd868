import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SERVICE_PATHS, SERVICES_ORDER, serviceLabels } from '#domain/kinds';
import type { SignedInUser } from '../features/auth/api/accounts';
import AdminLayout from './AdminLayout';
import { STAFF_NAVIGATION } from './routes';

// The layout's guard follows Firebase Auth through this module; here it reports a signed-in admin
// (or, where a test says so, a staff member without the admin role).
const signedIn = vi.hoisted(() => ({ role: 'admin' }));
vi.mock('../features/auth/api/accounts', () => ({
  watchUser: (onChange: (user: SignedInUser | null) => void) => {
    onChange({ uid: 'u1', email: 'rose@example.co.tz' });
    return Promise.resolve(() => undefined);
  },
  readRole: () => Promise.resolve(signedIn.role),
  signOutUser: vi.fn().mockResolvedValue(undefined),
}));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ad" element={<AdminLayout links={STAFF_NAVIGATION} />}>
          <Route path="dashboard" element={<h1>Dashboard screen</h1>} />
          <Route path="visa" element={<h1>Visa screen</h1>} />
          <Route path="agents/*" element={<h1>Agents screen</h1>} />
        </Route>
        <Route path="/sign-in" element={<h1>Sign-in screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminLayout side navigation', () => {
  afterEach(() => {
    signedIn.role = 'admin';
  });

  it("lists the spec's entries and marks the current page", async () => {
    renderAt('/ad/visa');
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Menu' }));
    const links = within(nav).getAllByRole('link');
    // Each service's list in the home page's order (the spec's words: src/domain/kinds.test.ts).
    const services = SERVICES_ORDER.map((kind) => i18n.getFixedT('en')(serviceLabels(kind).nav));
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      ...services,
      'Agents',
      'Statements',
      'Reports',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(SERVICES_ORDER.map((kind) => SERVICE_PATHS[kind].adminList)),
    );
    expect(within(nav).getByRole('link', { name: 'Visa Applicants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).getByText('Signed in as rose@example.co.tz (Administrator)')).toBeInTheDocument();
  });

  it('marks only the exact item: Statements, not Agents, on the statements page; Agents on an agent', async () => {
    renderAt('/ad/agents/statements');
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current'));
    expect(current().map((link) => link.textContent)).toEqual(['Statements']);
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Agents' }));
    expect(current().map((link) => link.textContent)).toEqual(['Agents']);
  });

  it('offers Agents, Statements and Reports to administrators only', async () => {
    signedIn.role = 'staff';
    renderAt('/ad/visa');
    const nav = await screen.findByRole('navigation', { name: 'Staff area' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByText('Signed in as rose@example.co.tz (Staff)')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).not.toContain('Agents');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).not.toContain('Statements');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).not.toContain('Reports');
  });

  it('opens and closes the menu by keyboard and closes it after choosing a page', async () => {
    renderAt('/ad/dashboard');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: 'Visa Applicants' }));
    expect(await screen.findByRole('heading', { name: 'Visa screen' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out and lands on /sign-in', async () => {
    renderAt('/ad/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });
});
