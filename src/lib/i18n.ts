import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'sw', label: 'Kiswahili' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

export function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    // Private mode on some phones refuses storage; the app still works in the default language.
    return DEFAULT_LANGUAGE;
  }
}

export function initI18n() {
  const lng = savedLanguage();
  document.documentElement.lang = lng;
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: LANGUAGES.map((language) => language.code),
      // Both files hold every key (a unit test checks), so no second download for a fallback.
      fallbackLng: false,
      load: 'currentOnly',
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
    });
}

export async function changeLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not saved, but still applied for this visit.
  }
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}
