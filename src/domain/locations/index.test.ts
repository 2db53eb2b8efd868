import i18n from 'i18next';
import {
  validBrelaApplication,
  validBusinessApplication,
  validSoleProprietorTinApplication,
} from '#fixtures/applications';
import {
  allCouncils,
  councilDisplayName,
  councilOfficialName,
  councilsOf,
  councilTypeLabels,
  findCouncil,
  findRegionByName,
  getCouncil,
  getRegion,
  listRegions,
  normalizeSearchText,
  sortedForReading,
  wardsUrl,
  type RegionWards,
} from './index.js';

// The ward files exactly as the app serves them.
const wardFiles = import.meta.glob<RegionWards>('/public/assets/locations/wards/*.json', {
  eager: true,
  import: 'default',
});
const regionWards = (regionId: number): RegionWards => wardFiles[`/public${wardsUrl(regionId)}`]!;
const wardsOf = (councilId: string) => regionWards(getCouncil(councilId)!.regionId)[councilId] ?? [];

describe('location data', () => {
  it('has the 2022 census counts', () => {
    const regions = listRegions();
    expect(regions).toHaveLength(31);
    expect(regions.map((region) => region.id)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(allCouncils()).toHaveLength(194);
    expect(allCouncils().reduce((sum, council) => sum + wardsOf(council.id).length, 0)).toBe(4296);
  });

  it('serves each region the wards of exactly its councils, each list without repeats', () => {
    expect(Object.keys(wardFiles)).toHaveLength(31);
    for (const region of listRegions()) {
      const wards = regionWards(region.id);
      expect(Object.keys(wards).sort()).toEqual(region.councils.map((council) => council.id).sort());
      for (const list of Object.values(wards)) {
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });

  it('counts councils by type as the census does', () => {
    const count = (type: string) => allCouncils().filter((council) => council.type === type).length;
    expect(count('district_council')).toBe(139);
    expect(count('town_council')).toBe(26);
    expect(count('municipal_council')).toBe(23);
    expect(count('city_council')).toBe(6);
  });

  it('gives every council a unique id made of region, name and type', () => {
    const ids = allCouncils().map((council) => council.id);
    expect(new Set(ids).size).toBe(194);
    for (const council of allCouncils())
      expect(council.id).toMatch(new RegExp(`^${council.regionId}-[a-z0-9-]+-(dc|tc|mc|cc)$`));
  });

  it('covers the mainland, Unguja and Pemba', () => {
    const names = listRegions().map((region) => region.name);
    expect(names).toEqual(
      expect.arrayContaining(['Dar es Salaam', 'Mjini Magharibi', 'Kaskazini Pemba', 'Songwe']),
    );
  });
});

describe('lookups', () => {
  it('finds regions by id and by name', () => {
    expect(getRegion(1)?.name).toBe('Dodoma');
    expect(getRegion(7)?.name).toBe('Dar es Salaam');
    expect(getRegion(0)).toBeUndefined();
    expect(getRegion(32)).toBeUndefined();
    expect(findRegionByName('  dar ES salaam ')?.id).toBe(7);
    expect(findRegionByName('Nairobi')).toBeUndefined();
  });

  it('tells councils of the same name apart by type', () => {
    const kondoa = councilsOf(1).filter((council) => council.name === 'Kondoa');
    expect(kondoa.map((council) => council.id)).toEqual(['1-kondoa-dc', '1-kondoa-tc']);
    expect(wardsOf('1-kondoa-tc')).toContain('Kolo');
    expect(wardsOf('1-kondoa-dc')).not.toContain('Kolo');
    expect(getCouncil('1-kondoa-tc')).toMatchObject({
      regionId: 1,
      regionName: 'Dodoma',
      type: 'town_council',
    });
    expect(councilsOf(99)).toEqual([]);
  });

  it('names councils for storing and for showing', () => {
    const council = getCouncil('1-kondoa-tc')!;
    expect(councilOfficialName(council)).toBe('Kondoa Town Council');
    expect(councilDisplayName(council)).toBe('Kondoa (Town)');
    expect(councilDisplayName(council, i18n.getFixedT('sw'))).toBe('Kondoa (Mji)');
    expect(councilTypeLabels.city_council).toBe('options.councilType.city_council');
    expect(findCouncil(1, 'kondoa town council')?.id).toBe('1-kondoa-tc');
    expect(findCouncil(1, '1-kondoa-dc')?.type).toBe('district_council');
    expect(findCouncil(2, 'Kondoa Town Council')).toBeUndefined();
  });

  it('resolves the places the fixtures use', () => {
    const places = [
      [validBrelaApplication().region, validBrelaApplication().district, validBrelaApplication().ward],
      [
        validBusinessApplication().bRegion,
        validBusinessApplication().bCouncil,
        validBusinessApplication().bWard,
      ],
      [
        validSoleProprietorTinApplication().bRegion,
        validSoleProprietorTinApplication().bDistrict,
        validSoleProprietorTinApplication().bWard,
      ],
    ];
    for (const [regionName, councilName, ward] of places) {
      const region = findRegionByName(regionName!);
      const council = findCouncil(region!.id, councilName!);
      expect(wardsOf(council!.id)).toContain(ward);
    }
  });
});

describe('sortedForReading', () => {
  it('puts wards in alphabetical order, ignoring case, where the census has its own', () => {
    const wards = wardsOf('2-meru-dc');
    expect(wards.slice(0, 3)).toEqual(['Ngarenanyuki', 'Leguruki', "King'ori"]);
    const sorted = sortedForReading(wards, (ward) => ward, 'sw');
    expect(sorted.slice(0, 3)).toEqual(['Akheri', 'Ambureni', 'Imbaseni']);
    expect(sortedForReading(['usariver', 'Uwiro', 'Ubungo'], (ward) => ward, 'en')).toEqual([
      'Ubungo',
      'usariver',
      'Uwiro',
    ]);
    expect(wards).toHaveLength(sorted.length);
  });

  it('orders councils by the name shown, numbers as numbers', () => {
    const names = sortedForReading(councilsOf(1), (council) => councilDisplayName(council), 'en');
    expect(names.map((council) => councilDisplayName(council)).slice(0, 3)).toEqual([
      'Bahi (District)',
      'Chamwino (District)',
      'Chemba (District)',
    ]);
    expect(sortedForReading(['Ward 10', 'Ward 9'], (name) => name, 'sw')).toEqual(['Ward 9', 'Ward 10']);
  });
});

describe('normalizeSearchText', () => {
  it("ignores case, accents, apostrophes and extra spaces: nghambi matches Ng'hambi", () => {
    expect(normalizeSearchText("  Ng'hambi ")).toBe('nghambi');
    expect(normalizeSearchText('Ng’hambi')).toBe('nghambi');
    expect(normalizeSearchText('KÓLO   ward')).toBe('kolo ward');
  });
});
