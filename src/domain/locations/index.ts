/**
 * Tanzania's regions and councils (2022 census). The wards, three quarters of the data, are not
 * here: each region's list is a static file (wardsUrl) fetched once a council is chosen.
 *
 * Forms store names, not ids: the region name, the council's official name ('Kondoa Town
 * Council', see councilOfficialName) and the ward name, so records read well anywhere and
 * survive a regeneration of the data.
 */
import { REGIONS } from './data.js';
import type { Council, CouncilType, Region } from './types.js';

export { COUNCIL_TYPES } from './types.js';
export type { Council, CouncilType, Region, RegionWards } from './types.js';

export type CouncilEntry = Council & { regionId: number; regionName: string };

export const councilTypeLabels = {
  district_council: 'options.councilType.district_council',
  town_council: 'options.councilType.town_council',
  municipal_council: 'options.councilType.municipal_council',
  city_council: 'options.councilType.city_council',
} as const satisfies Record<CouncilType, string>;

const ENGLISH_TYPE_NAMES: Record<CouncilType, string> = {
  district_council: 'District Council',
  town_council: 'Town Council',
  municipal_council: 'Municipal Council',
  city_council: 'City Council',
};

/** Lower case, accents and apostrophes dropped, spaces collapsed: "Ng’hambi" finds "nghambi". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function listRegions(): readonly Region[] {
  return REGIONS;
}

export function getRegion(id: number): Region | undefined {
  return REGIONS[id - 1];
}

export function findRegionByName(name: string): Region | undefined {
  const wanted = normalizeSearchText(name);
  return REGIONS.find((region) => normalizeSearchText(region.name) === wanted);
}

export function councilsOf(regionId: number): readonly Council[] {
  return getRegion(regionId)?.councils ?? [];
}

let councilIndex: Map<string, CouncilEntry> | undefined;

function councilsById(): Map<string, CouncilEntry> {
  councilIndex ??= new Map(
    REGIONS.flatMap((region) =>
      region.councils.map((council) => [
        council.id,
        { ...council, regionId: region.id, regionName: region.name },
      ]),
    ),
  );
  return councilIndex;
}

export function getCouncil(councilId: string): CouncilEntry | undefined {
  return councilsById().get(councilId);
}

/** Where a region's wards are served from, relative to the site root. */
export function wardsUrl(regionId: number): string {
  return `/assets/locations/wards/${regionId}.json`;
}

/** Every council ("district") of the country, region by region. */
export function allCouncils(): readonly CouncilEntry[] {
  return [...councilsById().values()];
}

/** The name to store and print: 'Kondoa Town Council'. */
export function councilOfficialName(council: Pick<Council, 'name' | 'type'>): string {
  return `${council.name} ${ENGLISH_TYPE_NAMES[council.type]}`;
}

/** The types as a select shows them after a council's name: short, so a 360 px phone shows them whole. */
const ENGLISH_TYPE_SHORT_NAMES: Record<CouncilType, string> = {
  district_council: 'District',
  town_council: 'Town',
  municipal_council: 'Municipal',
  city_council: 'City',
};

/**
 * The name to show in a select: 'Kondoa (Town)', with the type translated when a translate
 * function (i18next's t) is given ('Kondoa (Mji)'). The type alone tells Kondoa's two councils
 * apart; the whole official name ("… Halmashauri ya manispaa") would not fit a phone's select.
 */
export function councilDisplayName(
  council: Pick<Council, 'name' | 'type'>,
  translate?: (key: string) => string,
): string {
  const type = translate
    ? translate(councilTypeLabels[council.type])
    : ENGLISH_TYPE_SHORT_NAMES[council.type];
  return `${council.name} (${type})`;
}

const collators = new Map<string, Intl.Collator>();

/**
 * Sorted as the language sorts text (`lang` is a BCP 47 code such as 'sw'): what a reader expects
 * of a list of places, where the census gives its own order. A new array; `text` names each item.
 */
export function sortedForReading<T>(items: readonly T[], text: (item: T) => string, lang: string): T[] {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, collator);
  }
  const compare = collator.compare;
  return [...items].sort((a, b) => compare(text(a), text(b)));
}

/** The council of a region whose official name (as stored) or id matches. */
export function findCouncil(regionId: number, nameOrId: string): Council | undefined {
  const wanted = normalizeSearchText(nameOrId);
  return councilsOf(regionId).find(
    (council) => council.id === nameOrId || normalizeSearchText(councilOfficialName(council)) === wanted,
  );
}
