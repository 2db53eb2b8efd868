import { countryName, listCountries } from './index.js';

describe('countries', () => {
  it('lists every ISO country once, in English and in Swahili', () => {
    const en = listCountries('en');
    const sw = listCountries('sw');
    expect(en).toHaveLength(250);
    expect(new Set(en.map((c) => c.code)).size).toBe(en.length);
    expect(sw.map((c) => c.code).sort()).toEqual(en.map((c) => c.code).sort());
    for (const { code, name } of en) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it('sorts by name in the requested language', () => {
    for (const lang of ['en', 'sw'] as const) {
      const names = listCountries(lang).map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
    expect(listCountries('en')[0]?.code).toBe('AF');
  });

  it('gives names in each language', () => {
    expect(countryName('KE', 'en')).toBe('Kenya');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('GB', 'sw')).toBe('Ufalme wa Muungano');
    expect(countryName('KE', 'sw')).toBe('Kenya');
    expect(countryName('DE', 'sw')).toBe('Ujerumani');
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('XX', 'en')).toBeUndefined();
    expect(listCountries('sw').find((c) => c.code === 'TZ')?.name).toBe(countryName('TZ', 'sw'));
  });

  it('matches the names CLDR gives in this runtime (names.ts is not stale)', () => {
    for (const lang of ['en', 'sw'] as const) {
      const cldr = new Intl.DisplayNames([lang], { type: 'region' });
      for (const { code, name } of listCountries(lang)) expect([code, name]).toEqual([code, cldr.of(code)]);
    }
  });

  it('names only codes that exist', () => {
    expect(countryName('TZ', 'en')).toBe('Tanzania');
    expect(countryName('XX', 'en')).toBeUndefined();
    expect(countryName('TZA', 'sw')).toBeUndefined();
  });
});
