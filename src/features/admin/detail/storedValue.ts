import { isTimestampLike, timestampToMillis } from '#domain/meta';
import { SHOWN_CHARACTERS, SHOWN_STOPS } from './shownLimits';

// Records reach the staff screens from the forms, but also from the Admin SDK, scripts and the
// earlier app, so nothing about a stored value's type is taken on trust: what the detail page
// shows of a record goes through these few functions first.

/**
 * The label key of an option value. Only the table's own entries count: a stored "constructor"
 * must not find what every JavaScript object inherits.
 */
export function optionLabel(labels: Readonly<Record<string, string>>, value: unknown): string | undefined {
  const key = typeof value === 'boolean' ? String(value) : value;
  return typeof key === 'string' && Object.hasOwn(labels, key) ? labels[key] : undefined;
}

const isEmpty = (value: unknown) =>
  (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && value.trim() === '');

/**
 * Any stored value as text, or undefined when it holds nothing. Maps and lists are shown as
 * JSON (Firestore data has no cycles, and its own types give theirs), never through String(),
 * which a map with a `toString` key makes throw.
 */
export function storedText(value: unknown): string | undefined {
  if (value === undefined || value === null || isEmpty(value)) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return `${value}`;
  if (isTimestampLike(value)) return new Date(timestampToMillis(value)).toISOString();
  return JSON.stringify(value);
}

/** At most `max` characters of `text`, and how many were left out. */
export function shortened(text: string, max = SHOWN_CHARACTERS): { text: string; omitted: number } {
  return text.length <= max ? { text, omitted: 0 } : { text: text.slice(0, max), omitted: text.length - max };
}

/** One itinerary row as text; a cell is undefined when the stop does not hold it. */
export type StopRow = { city?: string; arrivalDate?: string; departureDate?: string };

function stopRow(stop: unknown): StopRow {
  if (typeof stop !== 'object' || stop === null || Array.isArray(stop) || isTimestampLike(stop)) {
    // Not a stop at all: whatever it is goes where the city would.
    return { city: storedText(stop) };
  }
  const { city, arrivalDate, departureDate } = stop as Record<string, unknown>;
  return {
    city: storedText(city),
    arrivalDate: storedText(arrivalDate),
    departureDate: storedText(departureDate),
  };
}

/** The first SHOWN_STOPS stops as rows, and how many more there are. */
export function itineraryRows(stops: readonly unknown[]): { rows: StopRow[]; omitted: number } {
  return {
    rows: stops.slice(0, SHOWN_STOPS).map(stopRow),
    omitted: Math.max(0, stops.length - SHOWN_STOPS),
  };
}
