import { act, render, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useScreenTitle } from '#lib/documentTitle';
import { englishAfterEach } from './publicLayoutTestKit';

// Loaded after the first screen, as the router loads it (router.tsx); titled from the table of routes.
const RouteTitle = lazy(() => import('./RouteTitle'));

function ApplicationScreen() {
  useScreenTitle('VIS-7K3Q9X · Visa Applicants · Apply TZ');
  return <p>application</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <RouteTitle />
      </Suspense>
      <Routes>
        <Route index element={<p>home</p>} />
        <Route path="track" element={<p>track</p>} />
        <Route path="ad/viewVisa/:id" element={<ApplicationScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

englishAfterEach();

describe('the tab title', () => {
  it('names the screen, in the reader’s language, and follows a change of language', async () => {
    renderAt('/track');
    await waitFor(() => expect(document.title).toBe('Track an application · Apply TZ'));
    await act(() => i18n.changeLanguage('sw'));
    expect(document.title).toBe('Fuatilia maombi · Apply TZ');
  });

  it('is the whole name of the site on the home page', async () => {
    await i18n.changeLanguage('sw');
    renderAt('/');
    await waitFor(() =>
      expect(document.title).toBe(
        'Apply TZ · Maombi ya viza, TIN, usajili wa BRELA na leseni za biashara Tanzania',
      ),
    );
  });

  it('lets a screen name itself more closely, whatever order the effects run in', async () => {
    renderAt('/ad/viewVisa/abc');
    // The route's title arrives later (its file is loaded after the screen) and still yields.
    await waitFor(() => expect(document.querySelector('p')).toHaveTextContent('application'));
    await act(() => import('./RouteTitle'));
    expect(document.title).toBe('VIS-7K3Q9X · Visa Applicants · Apply TZ');
  });
});
