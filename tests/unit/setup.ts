import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { assertNoUnexpectedConsoleErrors, watchConsoleErrors } from './console';
import { TRANSLATIONS } from './translationTrees';

// findBy… and waitFor wait 1 s by default, which a busy machine overruns (a list of 500 rows, a
// form's whole render): they wait up to 10 s, and stop as soon as what they look for is there.
configure({ asyncUtilTimeout: 10_000 });

// Unit tests use the real translation files, the staff area's too, loaded synchronously instead of
// over HTTP.
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: TRANSLATIONS.en }, sw: { translation: TRANSLATIONS.sw } },
  interpolation: { escapeValue: false },
});

// jsdom reports what it cannot do ("Not implemented: …") on its own console, which only prints it:
// sent through console.error instead, it fails the test like any other error (below).
type JsdomError = Error & { type?: string; cause?: unknown };
const { virtualConsole } = (
  window as unknown as {
    jsdom: {
      virtualConsole: {
        removeAllListeners(event: string): void;
        on(event: string, listener: (error: JsdomError) => void): void;
      };
    };
  }
).jsdom;
virtualConsole.removeAllListeners('jsdomError');
virtualConsole.on('jsdomError', (error) =>
  console.error(`jsdom: ${error.type === 'unhandled-exception' ? String(error.cause) : error.message}`),
);
// jsdom lays nothing out, so it has no scrolling: the app's scroll to the top of a new screen
// (ScrollToTop) does nothing here, as on a page too short to scroll.
window.scrollTo = () => {};

// A test fails on any console.error it did not announce with expectConsoleError (tests/unit/console.ts),
// checked once the test's screen has been unmounted, so warnings from unmounting count too.
beforeEach(watchConsoleErrors);
afterEach(() => {
  cleanup();
  localStorage.clear();
  assertNoUnexpectedConsoleErrors();
});

// The app fetches a region's wards from public/; unit tests get the real files from disk.
const wardFiles = import.meta.glob<unknown>('/public/assets/locations/wards/*.json', {
  eager: true,
  import: 'default',
});
// Files share their worker's globals (tests/unit/freshFile.ts): wrap the real fetch, not the last file's wrapper.
const realFetch = Symbol.for('applytz.realFetch');
const networkFetch: typeof fetch = ((globalThis as Record<symbol, unknown>)[realFetch] ??=
  globalThis.fetch) as typeof fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const file = wardFiles[`/public${new URL(url, 'http://localhost').pathname}`];
  if (file) return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
  return networkFetch(input, init);
};
