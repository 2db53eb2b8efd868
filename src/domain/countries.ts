/**
 * Country names in English and Swahili from the i18n-iso-countries package: built in, so the
 * visa form's list never fails to load (the spec fetched it from a public service). Only the two
 * locales the app speaks are registered, keeping the others out of the bundle.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import sw from 'i18n-iso-countries/langs/sw.json' with { type: 'json' };
import type { AppLanguage } from './kinds.js';

countries.registerLocale(en);
countries.registerLocale(sw);

export type Country = { code: string; name: string };

const cache = new Map<AppLanguage, readonly Country[]>();

/** Every country as { ISO alpha-2 code, name }, sorted by name in the language's own order. */
export function listCountries(lang: AppLanguage): readonly Country[] {
  let list = cache.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = Object.entries(countries.getNames(lang, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(lang, list);
  }
  return list;
}

/** The country's name, or undefined for a code that is not ISO 3166-1 alpha-2. */
export function countryName(code: string, lang: AppLanguage): string | undefined {
  return countries.getName(code.toUpperCase(), lang, { select: 'official' });
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}
