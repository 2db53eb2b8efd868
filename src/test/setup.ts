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
