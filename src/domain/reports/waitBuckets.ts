// How long waits lasted, kept as counts per band of length rather than one field per wait: a day's
// or a month's figures then hold at most a few hundred bands per service and wait, however many
// applications it had, and each wait is one increment like every other count. The median and the
// 90th percentile are read back from the bands: the band the exact figure falls in is known, and
// its geometric middle is never more than WAIT_ERROR from any wait inside it.
//
// Band 0 holds waits of no time at all; band n ≥ 1 holds waits from STEP^(n-1) ms up to (not
// including) STEP^n ms, STEP being (1 + WAIT_ERROR)². A minute falls in band 223, an hour in 306, a
// day in 371 and a year in 490: the waits of a month of work fill a hundred or two.

/** The most a median or 90th percentile read from bands differs from the exact one, as a share of it. */
export const WAIT_ERROR = 0.025;

const MIDDLE = 1 + WAIT_ERROR;
const STEP = MIDDLE * MIDDLE;
const LOG_STEP = Math.log(STEP);

/** The band of a wait (ms, not negative): its field under `waitBuckets.{wait}` in the counts. */
export function waitBucket(ms: number): number {
  if (!(ms >= 1)) return 0;
  // Worked out with logarithms, then corrected where rounding put a wait beside its band's edge.
  let band = Math.floor(Math.log(ms) / LOG_STEP) + 1;
  if (STEP ** (band - 1) > ms) band -= 1;
  else if (STEP ** band <= ms) band += 1;
  return band;
}

/** The wait (ms) a band stands for: its geometric middle, within WAIT_ERROR of every wait in it. */
export function bucketWait(band: number): number {
  return band <= 0 ? 0 : STEP ** (band - 1) * MIDDLE;
}

export type WaitBands = Record<string, number>;

/** Adds `from`'s counts into `into` (both keyed by band). */
export function addBands(into: WaitBands, from: WaitBands | undefined): WaitBands {
  for (const [band, count] of Object.entries(from ?? {})) into[band] = (into[band] ?? 0) + count;
  return into;
}

/** How many waits the bands hold. */
export const bandsCount = (bands: WaitBands) => Object.values(bands).reduce((sum, count) => sum + count, 0);

/**
 * The value below which `share` of the waits fall, by the nearest rank as for exact waits (the
 * median of four waits is the second, their 90th percentile the fourth), read as the middle of the
 * band that wait is in. None of no waits.
 */
export function bandsPercentile(bands: WaitBands, share: number): number | null {
  const ordered = Object.entries(bands)
    .map(([band, count]) => [Number(band), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = ordered.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(share * total));
  let seen = 0;
  for (const [band, count] of ordered) {
    seen += count;
    if (seen >= rank) return bucketWait(band);
  }
  return bucketWait(ordered.at(-1)![0]);
}
