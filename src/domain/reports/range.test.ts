import { describe, expect, it } from 'vitest';
import { daysIn, defaultPeriodLength, periodsOf, presetRange, previousRange, readPlan, weekOf } from './range';

// 21:30 UTC on Sunday 31 January 2027 is already Monday 1 February in Dar es Salaam.
const lateOnTheLastOfJanuary = new Date('2027-01-31T21:30:00Z');

describe('presetRange', () => {
  it('takes the day in Dar es Salaam, not the clock zone', () => {
    expect(presetRange('thisMonth', lateOnTheLastOfJanuary)).toEqual({ from: '2027-02-01', to: '2027-02-01' });
    expect(presetRange('thisMonth', new Date('2027-01-31T20:59:59Z'))).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });

  it('names this week from its Monday, last month whole, and this year to today', () => {
    const wednesday = new Date('2026-11-25T09:00:00Z');
    expect(presetRange('thisWeek', wednesday)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetRange('lastMonth', wednesday)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', new Date('2026-03-10T09:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', new Date('2027-01-05T09:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('thisYear', wednesday)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });
});

describe('periods', () => {
  it('starts a week on Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
  });

  it('cuts the first and last period to the range', () => {
    expect(periodsOf({ from: '2026-11-25', to: '2026-12-02' }, 'week')).toEqual([
      { key: '2026-11-23', from: '2026-11-25', to: '2026-11-29' },
      { key: '2026-11-30', from: '2026-11-30', to: '2026-12-02' },
    ]);
    expect(periodsOf({ from: '2026-01-15', to: '2026-03-01' }, 'month').map((period) => period.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(periodsOf({ from: '2024-02-27', to: '2024-03-01' }, 'day').map((period) => period.key)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('shows a month by day, a quarter by week and a year by month', () => {
    expect(daysIn({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(defaultPeriodLength({ from: '2026-01-01', to: '2026-01-31' })).toBe('day');
    expect(defaultPeriodLength({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(defaultPeriodLength({ from: '2026-01-01', to: '2026-11-25' })).toBe('month');
  });

  it('reads whole months as one document each and the days around them', () => {
    expect(readPlan({ from: '2026-01-15', to: '2026-04-10' }, 'month')).toEqual({
      months: ['2026-02', '2026-03'],
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(readPlan({ from: '2026-01-15', to: '2026-04-10' }, 'week')).toEqual({
      months: [],
      days: [{ from: '2026-01-15', to: '2026-04-10' }],
    });
  });
});

describe('previousRange', () => {
  it('takes as many days just before a range of days', () => {
    expect(previousRange({ from: '2026-03-02', to: '2026-03-04' })).toEqual({ from: '2026-02-27', to: '2026-03-01' });
    // This month so far, four days: the last four days of February.
    expect(previousRange({ from: '2026-03-01', to: '2026-03-04' })).toEqual({ from: '2026-02-25', to: '2026-02-28' });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('takes as many whole months before a range of whole months, whatever their days', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(previousRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });
});
