import { TIME_ZONE } from './timeZone.js';

// Apart from format.ts, which every form loads: only the staff's lists and requests need the day.
/** Today's date in Dar es Salaam, YYYY-MM-DD: the agency's day, whatever the browser's clock zone. */
export function todayInDarEsSalaam(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}
