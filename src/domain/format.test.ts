import fc from 'fast-check';
import { listCountries } from './countries/index.js';
import {
  formatCountry,
  formatDate,
  formatDateTime,
  formatLanguage,
  formatNumber,
  formatWholeNumber,
  isCalendarDate,
} from './format.js';
import { formatTsh } from './money.js';
import { TIME_ZONE } from './timeZone.js';

// 13:17 UTC is 16:17 in Dar es Salaam (UTC+3 all year).
const AFTERNOON = Date.parse('2026-11-23T13:17:00Z');
// Still 23 November in UTC, New York and every zone west of Greenwich, but already the 24th in
// Dar es Salaam: only the Dar es Salaam zone gives these results, whatever TZ the tests run in.
const LATE_EVENING_UTC = Date.parse('2026-11-23T22:30:00Z');

describe('formatDateTime', () => {
  it('writes day, short month, year and the 24-hour time in Dar es Salaam', () => {
    expect(formatDateTime(AFTERNOON, 'en')).toBe('23 Nov 2026, 16:17');
    expect(formatDateTime(AFTERNOON, 'sw')).toBe('23 Nov 2026, 16:17');
    expect(formatDateTime(Date.parse('2026-12-05T06:05:00Z'), 'sw')).toBe('5 Des 2026, 09:05');
  });

  it('uses Dar es Salaam time, not the time zone of the machine', () => {
    expect(TIME_ZONE).toBe('Africa/Dar_es_Salaam');
    expect(formatDateTime(LATE_EVENING_UTC, 'en')).toBe('24 Nov 2026, 01:30');
    expect(formatDateTime(Date.parse('2026-11-23T21:00:00Z'), 'en')).toBe('24 Nov 2026, 00:00');
  });

  it('throws on a time that is not one, as Intl does', () => {
    expect(() => formatDateTime(Number.NaN, 'en')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('gives the day of an instant in Dar es Salaam', () => {
    expect(formatDate(AFTERNOON, 'en')).toBe('23 Nov 2026');
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('24 Nov 2026');
  });

  it('names the months in Kiswahili for sw', () => {
    const months = (lang: 'en' | 'sw') =>
      ['01', '03', '05', '08', '10', '12'].map((month) => formatDate(`2026-${month}-09`, lang));
    expect(months('en')).toEqual([
      '9 Jan 2026',
      '9 Mar 2026',
      '9 May 2026',
      '9 Aug 2026',
      '9 Oct 2026',
      '9 Dec 2026',
    ]);
    expect(months('sw')).toEqual([
      '9 Jan 2026',
      '9 Mac 2026',
      '9 Mei 2026',
      '9 Ago 2026',
      '9 Okt 2026',
      '9 Des 2026',
    ]);
  });

  it('keeps a typed YYYY-MM-DD date on its own day, with no time zone to shift it', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatDate('2026-01-01', 'sw')).toBe('1 Jan 2026');
    expect(formatDate('2024-02-29', 'en')).toBe('29 Feb 2024');
  });

  it('shows every typed day with the day and year that were typed', () => {
    const days = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, fc.constantFrom('en' as const, 'sw' as const), (day, lang) => {
        const typed = day.toISOString().slice(0, 10);
        const [year, , date] = typed.split('-');
        const [shownDate, , shownYear] = formatDate(typed, lang).split(' ');
        return shownDate === String(Number(date)) && shownYear === year;
      }),
    );
  });

  it('refuses text that is not a real YYYY-MM-DD day', () => {
    for (const text of ['2026-02-30', '2026-13-01', '23/11/2026', '2026-11-23T10:00:00Z', '', 'soon']) {
      expect(isCalendarDate(text)).toBe(false);
      expect(() => formatDate(text, 'en')).toThrow(RangeError);
    }
    expect(isCalendarDate('2026-11-23')).toBe(true);
  });
});

describe('numbers and money', () => {
  it('group digits as the language does', () => {
    expect(formatNumber(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1_980, 'sw')).toBe('1,980');
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatWholeNumber(299_999.6, 'en')).toBe('300,000');
  });

  it('write whole numbers exactly as Intl does in both languages, without building a formatter', () => {
    const values = [
      0,
      -0,
      7,
      999,
      1_000,
      12_345,
      150_000,
      299_999.6,
      1_000_000,
      2.5,
      -2.5,
      0.4,
      -0.4,
      -1_234_567.5,
      9_007_199_254_740_991,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const lang of ['en', 'sw'] as const) {
      const intl = new Intl.NumberFormat(`${lang}-TZ`, { maximumFractionDigits: 0 });
      for (const value of values)
        expect(formatWholeNumber(value, lang), String(value)).toBe(intl.format(value));
    }
  });

  it('write money as the spec does, in whole shillings', () => {
    expect(formatTsh(300_000, 'en')).toBe('Tsh 300,000');
    expect(formatTsh(300_000, 'sw')).toBe('Tsh 300,000');
    expect(formatTsh(13_000.4, 'en')).toBe('Tsh 13,000');
  });
});

describe('formatLanguage', () => {
  it("keeps the app's languages and reads anything else as English", () => {
    expect(formatLanguage('sw')).toBe('sw');
    expect(formatLanguage('en')).toBe('en');
    for (const other of ['en-US', 'fr', 'cimode', undefined]) expect(formatLanguage(other)).toBe('en');
    // A code cast to AppLanguage without a check formats as English, not in the machine's locale.
    expect(formatDateTime(AFTERNOON, 'de' as 'en')).toBe('23 Nov 2026, 16:17');
  });
});

describe('formatCountry', () => {
  it('names a country as the forms list it, in either language, and nothing for a code that is none', () => {
    for (const lang of ['en', 'sw'] as const) {
      for (const { code, name } of listCountries(lang)) expect(formatCountry(code, lang)).toBe(name);
    }
    expect(formatCountry('ke', 'en')).toBe('Kenya');
    expect(formatCountry('XX', 'en')).toBeUndefined();
    expect(formatCountry('KEN', 'en')).toBeUndefined();
  });
});
