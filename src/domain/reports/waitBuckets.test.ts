import { describe, expect, it } from 'vitest';
import { addBands, bandsCount, bandsPercentile, bucketWait, WAIT_ERROR, waitBucket, type WaitBands } from './waitBuckets';

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;

/** The exact nearest-rank percentile, as the page gave it when it kept every wait. */
function exactPercentile(waits: number[], share: number) {
  const sorted = [...waits].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

const bandsOf = (waits: number[]) =>
  waits.reduce<WaitBands>((bands, ms) => addBands(bands, { [waitBucket(ms)]: 1 }), {});

/** The same numbers on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

describe('wait bands', () => {
  it('put every wait in a band whose middle is within the stated error of it', () => {
    const waits = [0, 1, 2, 19, 20, 59_999, MINUTE, 3_600_000, 86_400_000, YEAR, 10 * YEAR];
    for (let ms = 1; ms < 2 * MINUTE; ms = Math.ceil(ms * 1.013)) waits.push(ms, ms + 1);
    for (const ms of waits) {
      const middle = bucketWait(waitBucket(ms));
      expect(Math.abs(middle - ms), `${ms} ms`).toBeLessThanOrEqual(WAIT_ERROR * ms);
    }
    expect(waitBucket(0)).toBe(0);
    expect(waitBucket(MINUTE)).toBe(223);
    expect(waitBucket(YEAR)).toBe(490);
  });

  it('keep waits in order: a longer wait is never in an earlier band', () => {
    let band = 0;
    for (let ms = 0; ms < 40 * 86_400_000; ms = Math.floor(ms * 1.003) + 1) {
      const next = waitBucket(ms);
      expect(next).toBeGreaterThanOrEqual(band);
      band = next;
    }
  });

  it('give the nearest-rank median and 90th percentile of the waits within the stated error', () => {
    const random = seeded(7);
    // From minutes to weeks, most of them a day or two.
    const waits = Array.from({ length: 5_000 }, () => Math.round(Math.exp(9 + random() * random() * 12)));
    const bands = bandsOf(waits);
    expect(bandsCount(bands)).toBe(waits.length);
    for (const share of [0.5, 0.9]) {
      const exact = exactPercentile(waits, share);
      expect(Math.abs(bandsPercentile(bands, share)! - exact)).toBeLessThanOrEqual(WAIT_ERROR * exact);
    }
    // The nearest rank, as before: the median of four waits is the second, the 90th percentile the fourth.
    const four = bandsOf([MINUTE, 2 * MINUTE, 3 * MINUTE, 4 * MINUTE]);
    expect(bandsPercentile(four, 0.5)).toBe(bucketWait(waitBucket(2 * MINUTE)));
    expect(bandsPercentile(four, 0.9)).toBe(bucketWait(waitBucket(4 * MINUTE)));
    expect(bandsPercentile({}, 0.5)).toBeNull();
    expect(bandsPercentile({ 12: 0 }, 0.5)).toBeNull();
  });
});
