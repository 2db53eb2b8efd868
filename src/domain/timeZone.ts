// Dar es Salaam's clock, for the app, the server and the scripts alike: the agency's days, months
// and Selcom's timestamps are all counted on it, whatever zone the machine or the browser is in.

/** Tanzania keeps East Africa Time all year; times never follow the machine's own zone. */
export const TIME_ZONE = 'Africa/Dar_es_Salaam';

/** East Africa Time is UTC+3 with no daylight saving, so its days and months are plain arithmetic. */
export const EAT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant moved so that its UTC fields read what a clock in Dar es Salaam shows at it. */
export const eatWallClock = (at: Date | number): Date => new Date(new Date(at).getTime() + EAT_OFFSET_MS);

/** Midnight in Dar es Salaam of the day `now` falls on there, whatever the device's own zone. */
export function startOfDayInTanzania(now: Date = new Date()): Date {
  // Written out rather than through eatWallClock: every screen loads this, and each byte counts.
  return new Date(Math.floor((now.getTime() + EAT_OFFSET_MS) / DAY_MS) * DAY_MS - EAT_OFFSET_MS);
}
