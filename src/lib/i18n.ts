import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_PARAM } from '#domain/kinds';

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

/**
 * The first of the browser's languages that the app speaks ("sw-TZ" is Kiswahili), else English.
 * The pre-rendered pages' first script (scripts/prerender/languageSwitch.ts) and
 * public/preload-language.js read them the same way, so the page and the app agree.
 */
export function browserLanguage(
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language chosen before on this device, which always wins; else the browser's. */
export function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : browserLanguage();
  } catch {
    // Private mode on some phones refuses storage; the app still follows the browser.
    return browserLanguage();
  }
}

/** Kept for the next visits, as the language switcher keeps a choice. */
function rememberLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not saved, but still applied for this visit.
  }
}

/**
 * The language the link that opened the app asks for (`?lang=sw`), if any. The parameter leaves the
 * address: the choice is remembered instead, so a reload or a bookmark never overrules a later
 * choice in the language switcher. An unknown language is dropped as well, and ignored.
 */
export function languageFromLink(): Language | undefined {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (asked === null) return undefined;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language to start in: a link's (an applicant following their SMS), else the one chosen
 * before, else the browser's.
 */
export function startingLanguage(): Language {
  const linked = languageFromLink();
  if (!linked) return savedLanguage();
  rememberLanguage(linked);
  return linked;
}

export function initI18n() {
  const lng = startingLanguage();
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
      // The staff area's words arrive later (staffTranslations.ts): what shows one of them (the
      // tab's title) is drawn again when they do.
      react: { bindI18nStore: 'added' },
    });
}

/** Texts beyond the public file that a part of the app has loaded, each loaded in a language on demand. */
const alsoLoaded = new Set<(lng: Language) => Promise<void>>();

/**
 * Has every later change of language load `load`'s texts in the new language before it applies:
 * switched first, a screen that needs them would be left to wait for them (the staff area's words).
 */
export function loadWithEachLanguage(load: (lng: Language) => Promise<void>) {
  alsoLoaded.add(load);
}

/**
 * The language changes once every text the app has in use is there in it, so no screen has to
 * wait for one (React would replace it with the loading screen, and a staff screen lost its reads).
 * Should one not download, the language stays as it was, and the next choice tries again.
 */
export async function changeLanguage(lng: Language) {
  try {
    await i18n.loadLanguages(lng);
    await Promise.all([...alsoLoaded].map((load) => load(lng)));
  } catch {
    return;
  }
  rememberLanguage(lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}
