export const COUNCIL_TYPES = [
  'district_council',
  'town_council',
  'municipal_council',
  'city_council',
] as const;
export type CouncilType = (typeof COUNCIL_TYPES)[number];

/** A local government authority; its identity is name + type (Kondoa DC ≠ Kondoa TC). */
export type Council = {
  /** Stable: region id, name slug and type code, e.g. '1-kondoa-tc'. */
  id: string;
  name: string;
  type: CouncilType;
};

/** A region's wards by council id, as public/assets/locations/wards/<region id>.json holds them. */
export type RegionWards = Readonly<Record<string, readonly string[]>>;

export type Region = {
  /** 1..31 in the order of the census report. */
  id: number;
  name: string;
  councils: readonly Council[];
};
