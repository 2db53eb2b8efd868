import { eatWallClock, startOfDayInTanzania } from './timeZone.js';

describe('East Africa Time', () => {
  it('reads the wall clock in Dar es Salaam, three hours ahead of UTC all year', () => {
    expect(eatWallClock(Date.parse('2026-06-30T22:30:00Z')).toISOString()).toBe('2026-07-01T01:30:00.000Z');
  });

  it('starts the day at midnight there, 21:00 UTC the evening before', () => {
    expect(startOfDayInTanzania(new Date('2026-03-09T20:59:59Z')).toISOString()).toBe(
      '2026-03-08T21:00:00.000Z',
    );
    expect(startOfDayInTanzania(new Date('2026-03-09T21:00:00Z')).toISOString()).toBe(
      '2026-03-09T21:00:00.000Z',
    );
  });
});
