import fc from 'fast-check';
import { CURRENCY, FEE_PERCENTAGES, feeSplit, formatTsh } from './money.js';
import { PRICES } from './kinds.js';

const totals = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000_000_000 }));
const parts = (split: ReturnType<typeof feeSplit>) => [split.processing, split.form, split.government];

describe('prices', () => {
  it('are in Tsh', () => {
    expect(CURRENCY).toBe('Tsh');
  });
});

describe('feeSplit', () => {
  it('splits the prices 30/50/20', () => {
    expect(feeSplit(PRICES.visa)).toEqual({ processing: 90_000, form: 150_000, government: 60_000 });
    expect(feeSplit(PRICES.tin)).toEqual({ processing: 3_900, form: 6_500, government: 2_600 });
  });

  it('gives leftover shillings to the largest remainders', () => {
    // 7 × 30% = 2.1, 7 × 50% = 3.5, 7 × 20% = 1.4: the form fee has the largest remainder.
    expect(feeSplit(7)).toEqual({ processing: 2, form: 4, government: 1 });
    // 9 → 2.7, 4.5, 1.8: two shillings left, to processing (.7) and government (.8).
    expect(feeSplit(9)).toEqual({ processing: 3, form: 4, government: 2 });
    expect(feeSplit(0)).toEqual({ processing: 0, form: 0, government: 0 });
  });

  it('always adds up exactly to the total', () => {
    fc.assert(fc.property(totals, (total) => parts(feeSplit(total)).reduce((a, b) => a + b, 0) === total));
  });

  it('keeps every part within one shilling of its exact share', () => {
    fc.assert(
      fc.property(totals, (total) => {
        const split = feeSplit(total);
        return Object.entries(FEE_PERCENTAGES).every(([part, percent]) => {
          // Compared in hundredths so no floating point is involved.
          const difference = Math.abs(split[part as keyof typeof split] * 100 - total * percent);
          return difference < 100;
        });
      }),
    );
  });

  it('rounds up only parts whose remainders are at least those of the parts rounded down', () => {
    fc.assert(
      fc.property(totals, (total) => {
        const split = feeSplit(total);
        const entries = Object.entries(FEE_PERCENTAGES).map(([part, percent]) => ({
          remainder: (total * percent) % 100,
          roundedUp: split[part as keyof typeof split] * 100 > total * percent,
        }));
        const up = entries.filter((entry) => entry.roundedUp).map((entry) => entry.remainder);
        const down = entries.filter((entry) => !entry.roundedUp).map((entry) => entry.remainder);
        return up.every((remainder) => down.every((other) => remainder >= other));
      }),
    );
  });

  it('gives non-negative whole numbers', () => {
    fc.assert(
      fc.property(totals, (total) => parts(feeSplit(total)).every((p) => Number.isInteger(p) && p >= 0)),
    );
  });

  it('refuses amounts that are not whole shillings', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER]) {
      expect(() => feeSplit(bad)).toThrow(RangeError);
    }
  });
});

describe('formatTsh', () => {
  it('prefixes Tsh and groups thousands', () => {
    expect(formatTsh(300_000, 'en')).toBe('Tsh 300,000');
    expect(formatTsh(55_000, 'sw')).toBe('Tsh 55,000');
    expect(formatTsh(0, 'en')).toBe('Tsh 0');
  });
});
