import { formatCountry, formatDate, formatNumber, isCalendarDate } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { APPLICATIONS } from '#domain/applications';
import { booleanLabels } from '#domain/options';
import { isDocumentPath } from '#domain/uploads';
import { itineraryRows, optionLabel, shortened, storedText, type StopRow } from './storedValue';

type Labels = Readonly<Record<string, string>>;

/**
 * The i18n keys of a choice field's labels: its option list in the domain, or, for a yes/no the
 * form keeps as a boolean, the labels of its radios.
 */
const labelsOf = (kind: ApplicationKind, field: string): Labels | undefined =>
  APPLICATIONS[kind].options[field]?.labels ?? APPLICATIONS[kind].yesNoLabels[field];

/** What one stored value becomes on the page; `omitted` counts what was too long to show. */
export type DetailValue =
  | { type: 'missing' }
  | { type: 'text'; text: string; omitted: number }
  | { type: 'file'; path: string }
  /** A document sent as several pages (a lease photographed page by page). */
  | { type: 'files'; paths: string[] }
  | { type: 'itinerary'; rows: StopRow[]; omitted: number };

const isPageList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((each) => typeof each === 'string' && isDocumentPath(each));

const NO_LABELS: Labels = {};

function text(value: string): DetailValue {
  return { type: 'text', ...shortened(value) };
}

// The forms store every date as "YYYY-MM-DD" (a birth date, a trip's days). Text of exactly that
// shape is a day in any field, so it is shown as one wherever it is found: no list of date fields
// to keep up to date, and a day typed in Dar es Salaam reads the same in every time zone.
const dayOrAsStored = (stored: string | undefined, lang: AppLanguage) =>
  stored !== undefined && isCalendarDate(stored) ? formatDate(stored, lang) : stored;

function itinerary(stops: readonly unknown[], lang: AppLanguage): DetailValue {
  const { rows, omitted } = itineraryRows(stops);
  const shown = rows.map((row) => ({
    ...row,
    arrivalDate: dayOrAsStored(row.arrivalDate, lang),
    departureDate: dayOrAsStored(row.departureDate, lang),
  }));
  return { type: 'itinerary', rows: shown, omitted };
}

/**
 * A stored value as staff should read it: option values by their translated label, countries by
 * name, documents as something to open, numbers and dates in the reader's format. Anything else
 * (a record from the earlier app, or one written by hand) is shown as it is rather than hidden.
 */
export function detailValue(
  kind: ApplicationKind,
  field: string,
  value: unknown,
  t: (key: string) => string,
  lang: AppLanguage,
): DetailValue {
  const label = optionLabel(labelsOf(kind, field) ?? NO_LABELS, value);
  if (label) return text(t(label));
  if (field === 'itinerary' && Array.isArray(value) && value.length > 0) {
    return itinerary(value, lang);
  }
  if (typeof value === 'number') return text(formatNumber(value, lang));
  if (typeof value === 'boolean') return text(t(booleanLabels[`${value}`]));
  if (typeof value === 'string' && isDocumentPath(value)) return { type: 'file', path: value };
  if (isPageList(value)) return { type: 'files', paths: value };
  // Countries are stored as their two-letter codes and shown by name in the reader's language.
  if (APPLICATIONS[kind].countryFields.includes(field) && typeof value === 'string') {
    return text(formatCountry(value, lang) ?? value);
  }
  const shown = dayOrAsStored(storedText(value), lang);
  return shown === undefined ? { type: 'missing' } : text(shown);
}
