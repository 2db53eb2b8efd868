import i18n from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWithEachLanguage } from './i18n';

// The staff area's words (public/assets/i18n/<lng>.admin.json), kept out of the translation file
// every applicant downloads. They join the same namespace, so their keys read as before
// (`admin.nav.dashboard`). Each file is downloaded once, and a failure is tried again next time.
const downloads = new Map<string, Promise<object>>();
const merges = new Map<string, Promise<void>>();

function remembered<T>(cache: Map<string, Promise<T>>, lng: string, start: () => Promise<T>) {
  let promise = cache.get(lng);
  if (!promise) {
    promise = start();
    promise.catch(() => cache.delete(lng));
    cache.set(lng, promise);
  }
  return promise;
}

const download = (lng: string) =>
  remembered(downloads, lng, async () => {
    const response = await fetch(`/assets/i18n/${lng}.admin.json`);
    if (!response.ok) throw new Error(`The staff area's ${lng} texts did not load (${response.status}).`);
    return (await response.json()) as object;
  });

/**
 * The words of `lng` added to its loaded public file (added before it, they would be replaced by
 * it): already there when every text was loaded up front (the unit tests).
 */
export function loadStaffTranslations(lng: string): Promise<void> {
  return remembered(merges, lng, async () => {
    if (i18n.getResource(lng, 'translation', 'admin')) return;
    i18n.addResourceBundle(lng, 'translation', await download(lng), true, false);
  });
}

// Once the staff area is in use, a change of language waits for its words in the new language.
loadWithEachLanguage(loadStaffTranslations);

/** For a staff screen opened at its address: the words start downloading beside the code. */
export function preloadStaffTranslations() {
  // initI18n has set the page's language before any screen preloads.
  void download(document.documentElement.lang).catch(() => undefined);
}

/** Suspends until the staff area's words are in, in the reader's language. */
export function useStaffTranslations() {
  const { i18n: current } = useTranslation();
  const lng = current.language;
  if (!current.getResource(lng, 'translation', 'admin')) use(loadStaffTranslations(lng));
}
