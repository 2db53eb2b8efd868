// What the public shell's tests share: screens rendered inside PublicLayout at an address, and the
// language put back to English after each test.
import { cleanup, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach } from 'vitest';
import { PublicLayout } from './PublicLayout';

/** `screens` (routes) inside the public shell, at `path`. */
export function renderInPublicLayout(path: string, screens: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>{screens}</Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Unmounted first: a language change re-renders every mounted screen, outside act(). */
export function englishAfterEach() {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });
}
