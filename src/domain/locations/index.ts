/**
 * Tanzania's regions, councils and wards (2022 census). Screens load this module lazily: it
 * carries the whole list, so no other domain module imports it.
 *
 * Forms store names, not ids: the region name, the council's official name ('Kondoa Town
 * Council', see councilOfficialName) and the ward name, so records read well anywhere and
 * survive a regeneration of the data.
 */
import { REGIONS } from './data.js';
import type { Council, CouncilType, Region } from './types.js';

export { COUNCIL_TYPES } from './types.js';
export type { Council, CouncilType, Region } from './types.js';

export type CouncilEntry = Council & { regionId: number; regionName: string };

export type LocationMatch =
  | { kind: 'region'; region: Region }
  | { kind: 'council'; region: Region; council: Council }
  | { kind: 'ward'; region: Region; council: Council; ward: string };

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

export function wardsOf(councilId: string): readonly string[] {
  return getCouncil(councilId)?.wards ?? [];
}

/** Every council ("district") of the country, region by region. */
export function allCouncils(): readonly CouncilEntry[] {
  return [...councilsById().values()];
}

/** The name to store and print: 'Kondoa Town Council'. */
export function councilOfficialName(council: Pick<Council, 'name' | 'type'>): string {
  return `${council.name} ${ENGLISH_TYPE_NAMES[council.type]}`;
}

/**
 * The name to show in a select: 'Kondoa (Town Council)', with the type translated when a
 * translate function (i18next's t) is given.
 */
export function councilDisplayName(
  council: Pick<Council, 'name' | 'type'>,
  translate?: (key: string) => string,
): string {
  const type = translate ? translate(councilTypeLabels[council.type]) : ENGLISH_TYPE_NAMES[council.type];
  return `${council.name} (${type})`;
}

/** The council of a region whose official name (as stored) or id matches. */
export function findCouncil(regionId: number, nameOrId: string): Council | undefined {
  const wanted = normalizeSearchText(nameOrId);
  return councilsOf(regionId).find(
    (council) => council.id === nameOrId || normalizeSearchText(councilOfficialName(council)) === wanted,
  );
}

type Indexed = { text: string; match: LocationMatch };
let searchIndex: Indexed[] | undefined;

// Built on the first search only: most screens never search.
function indexed(): Indexed[] {
  searchIndex ??= REGIONS.flatMap((region) => [
    { text: normalizeSearchText(region.name), match: { kind: 'region' as const, region } },
    ...region.councils.flatMap((council) => [
      { text: normalizeSearchText(council.name), match: { kind: 'council' as const, region, council } },
      ...council.wards.map((ward) => ({
        text: normalizeSearchText(ward),
        match: { kind: 'ward' as const, region, council, ward },
      })),
    ]),
  ]);
  return searchIndex;
}

const KIND_ORDER = { region: 0, council: 1, ward: 2 } as const;

/**
 * Regions, councils and wards whose name contains `query`, ignoring case and accents. Names that
 * start with the query come first, then regions before councils before wards.
 */
export function searchLocations(query: string, limit = 20): LocationMatch[] {
  const wanted = normalizeSearchText(query);
  if (!wanted) return [];
  return indexed()
    .filter((entry) => entry.text.includes(wanted))
    .map((entry, order) => ({ entry, order, prefix: entry.text.startsWith(wanted) ? 0 : 1 }))
    .sort(
      (a, b) =>
        a.prefix - b.prefix ||
        KIND_ORDER[a.entry.match.kind] - KIND_ORDER[b.entry.match.kind] ||
        a.order - b.order,
    )
    .slice(0, limit)
    .map(({ entry }) => entry.match);
}
