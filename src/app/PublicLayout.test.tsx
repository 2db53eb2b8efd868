import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PublicLayout } from './PublicLayout';

function renderShell() {
  return render(
    <MemoryRouter>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<p>screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => i18n.changeLanguage('en'));

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
