/**
 * Countries for the visa form and the staff views: ISO 3166-1 alpha-2 codes (with Kosovo's XK)
 * and their names in English and Swahili, from CLDR (generated into names.ts).
 */
import type { AppLanguage } from '../kinds.js';
import { COUNTRY_NAMES } from './names.js';

export type Country = { code: string; name: string };

const lists = new Map<AppLanguage, readonly Country[]>();
const namesByCode = new Map<AppLanguage, ReadonlyMap<string, string>>();

/** Every country as { ISO alpha-2 code, name }, sorted by name in the language's own order. */
export function listCountries(lang: AppLanguage): readonly Country[] {
  let list = lists.get(lang);
  if (!list) {
    list = COUNTRY_NAMES[lang].map(([code, name]) => ({ code, name }));
    lists.set(lang, list);
  }
  return list;
}

function namesIn(lang: AppLanguage): ReadonlyMap<string, string> {
  let names = namesByCode.get(lang);
  if (!names) {
    names = new Map(COUNTRY_NAMES[lang]);
    namesByCode.set(lang, names);
  }
  return names;
}

/** The country's name, or undefined for a code that is not ISO 3166-1 alpha-2. */
export function countryName(code: string, lang: AppLanguage): string | undefined {
  return namesIn(lang).get(code.toUpperCase());
}
