/**
 * Countries for the visa form and the staff views. Names come from the browser's own
 * Intl.DisplayNames (CLDR data, in English and Swahili alike), so no name list is downloaded; only
 * the ISO 3166-1 alpha-2 codes are ours, with Kosovo's user-assigned XK which travellers need.
 */
import type { AppLanguage } from './kinds.js';

const CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
  LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);
const KNOWN = new Set(CODES);

export type Country = { code: string; name: string };

const namers = new Map<AppLanguage, Intl.DisplayNames>();
function namer(lang: AppLanguage) {
  let displayNames = namers.get(lang);
  if (!displayNames) {
    displayNames = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    namers.set(lang, displayNames);
  }
  return displayNames;
}

const lists = new Map<AppLanguage, readonly Country[]>();

/** Every country as { ISO alpha-2 code, name }, sorted by name in the language's own order. */
export function listCountries(lang: AppLanguage): readonly Country[] {
  let list = lists.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = CODES.map((code) => ({ code, name: namer(lang).of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    lists.set(lang, list);
  }
  return list;
}

export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

/** The country's name, or undefined for a code that is not ISO 3166-1 alpha-2. */
export function countryName(code: string, lang: AppLanguage): string | undefined {
  const upper = code.toUpperCase();
  return isCountryCode(upper) ? namer(lang).of(upper) : undefined;
}
