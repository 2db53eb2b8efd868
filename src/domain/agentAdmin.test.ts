import { basisPointsToPercent, percentToBasisPoints } from './agentAdmin.js';

describe('percentages typed by an admin', () => {
  it('become basis points: 10 → 1,000, 7.5 → 750, 2,25 → 225', () => {
    expect(percentToBasisPoints('10')).toBe(1000);
    expect(percentToBasisPoints(' 7.5 ')).toBe(750);
    expect(percentToBasisPoints('2,25')).toBe(225);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('0.01')).toBe(1);
  });

  it('are refused above 100, below a basis point, or not a number', () => {
    for (const typed of ['100.01', '101', '7.555', '-1', '', 'ten', '1e2', '.5', '10%']) {
      expect({ typed, basisPoints: percentToBasisPoints(typed) }).toEqual({ typed, basisPoints: undefined });
    }
  });

  it('are shown again as typed', () => {
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(750)).toBe('7.5');
    expect(basisPointsToPercent(1)).toBe('0.01');
    for (const basisPoints of [0, 1, 99, 125, 750, 1000, 3333, 10_000]) {
      expect(percentToBasisPoints(basisPointsToPercent(basisPoints))).toBe(basisPoints);
    }
  });
});
