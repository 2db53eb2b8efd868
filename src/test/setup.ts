import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/i18n/en.json';
import sw from '../../public/assets/i18n/sw.json';

// Unit tests use the real translation files, loaded synchronously instead of over HTTP.
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en }, sw: { translation: sw } },
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The app fetches a region's wards from public/; unit tests get the real files from disk.
const wardFiles = import.meta.glob<unknown>('/public/assets/locations/wards/*.json', {
  eager: true,
  import: 'default',
});
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const file = wardFiles[`/public${new URL(url, 'http://localhost').pathname}`];
  if (file) return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
  return networkFetch(input, init);
};
