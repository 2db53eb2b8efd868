import { AGENT_FIELD, applicationAan } from '#domain/aan';
import { answerSections, APPLICATIONS } from '#domain/applications';
import { dateOf, type ExportDateOn } from '#domain/exportDates';
import { formatDateTime, formatNumber } from '#domain/format';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { StaffNoteView } from '#domain/staffNotes';
import {
  applicationMetaLabels,
  applicationStatusOptions,
  isTimestampLike,
  paymentStatusOptions,
  timestampToMillis,
} from '#domain/meta';
import type { AgentNames } from '../agentNames';
import { optionLabel, storedText, type StopRow } from '../../detail/storedValue';
import { detailValue, type DetailValue } from '../../detail/values';

/** i18next's t, as far as an export needs it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Stored = Record<string, unknown>;
export type Reader = { t: Translate; lang: AppLanguage };

/** One column of an export: its label (an i18n key) and the text of its cell for one record. */
export type Column = { label: string; cell: (record: Stored, reader: Reader) => string };

/** Our own fields' option (status, payment) by its translated label, anything else as stored. */
function translated(labels: Readonly<Record<string, string>>, value: unknown, { t }: Reader): string {
  const key = optionLabel(labels, value);
  return key ? t(key) : (storedText(value) ?? '');
}

/** When it was paid or completed, as the list's dates are shown; nothing when it was not. */
function dateText(record: Stored, on: ExportDateOn, lang: AppLanguage): string {
  const at = dateOf(record, on);
  return at === undefined ? '' : formatDateTime(at, lang);
}

/** Reference, status, payment and when it came in, as the detail page's "our fields" show them. */
const META_COLUMNS: readonly Column[] = [
  { label: applicationMetaLabels.reference, cell: (record) => storedText(record.reference) ?? '' },
  {
    label: applicationMetaLabels.status,
    cell: (record, reader) => translated(applicationStatusOptions.labels, record.status, reader),
  },
  {
    label: applicationMetaLabels.paymentStatus,
    cell: (record, reader) => translated(paymentStatusOptions.labels, record.paymentStatus, reader),
  },
  {
    label: applicationMetaLabels.createdAt,
    cell: ({ createdAt }, { lang }) =>
      isTimestampLike(createdAt) ? formatDateTime(timestampToMillis(createdAt), lang) : '',
  },
  { label: 'admin.lists.export.paidOn', cell: (record, { lang }) => dateText(record, 'paid', lang) },
  {
    label: 'admin.lists.export.completedOn',
    cell: (record, { lang }) => dateText(record, 'completed', lang),
  },
];

/** "…and 12 more characters": what the detail page says of what it leaves out. */
const moreOf = (key: string, omitted: number, { t, lang }: Reader) =>
  omitted > 0 ? ` ${t(key, { number: formatNumber(omitted, lang) })}` : '';

function stopText(stop: StopRow, { t }: Reader): string {
  const na = t('admin.detail.na');
  return `${stop.city ?? na}: ${stop.arrivalDate ?? na} – ${stop.departureDate ?? na}`;
}

/**
 * A detail-page value as one cell: the text it shows, an uploaded document by its stored path (the
 * detail page's link to it), the itinerary as its stops in one line; nothing for a missing value.
 */
function cellText(value: DetailValue, reader: Reader): string {
  switch (value.type) {
    case 'missing':
      return '';
    case 'text':
      return value.text + moreOf('admin.detail.moreCharacters', value.omitted, reader);
    case 'file':
      return value.path;
    case 'files':
      return value.paths.join(' ');
    case 'itinerary':
      return (
        value.rows.map((stop) => stopText(stop, reader)).join('; ') +
        moreOf('admin.detail.moreStops', value.omitted, reader)
      );
  }
}

/**
 * The agent's name, from `agents` (read once per export): nothing for no agent, the AAN alone when
 * no agent has that number.
 */
const agentNameColumn = (agents: AgentNames): Column => ({
  label: 'admin.lists.export.agentName',
  cell: ({ AAN }) => {
    const aan = applicationAan(AAN);
    return aan === undefined ? '' : (agents.get(aan) ?? aan);
  },
});

/**
 * The columns of a kind's export, in a fixed order: our own four, then every field of the detail
 * page in its sections' order, labelled as there, with the agent's name (from `agents`) after
 * their AAN.
 */
export function exportColumns(kind: ApplicationKind, agents: AgentNames): readonly Column[] {
  const labels: Readonly<Record<string, string>> = APPLICATIONS[kind].fieldLabels;
  const fields = answerSections(kind).flatMap((section) => section.fields);
  return [
    ...META_COLUMNS,
    ...fields.flatMap((field) => [
      {
        label: labels[field] ?? field,
        cell: (record: Stored, reader: Reader) =>
          cellText(detailValue(kind, field, record[field], reader.t, reader.lang), reader),
      },
      ...(field === AGENT_FIELD ? [agentNameColumn(agents)] : []),
    ]),
  ];
}

/** The header row, in the reader's language. */
export function headerRow(columns: readonly Column[], t: Translate): string[] {
  return columns.map((column) => t(column.label));
}

/** An application's staff notes in one cell, a line each: when, who, what. */
export function notesCell(notes: readonly StaffNoteView[] = [], { lang }: Reader): string {
  return notes
    .map(({ at, by, text }) => `${formatDateTime(Date.parse(at), lang)}, ${by.name}: ${text}`)
    .join('\n');
}

/** One stored application as a row (its earlier spellings mapped first, as the lists do). */
export function exportRow(
  kind: ApplicationKind,
  columns: readonly Column[],
  stored: Stored,
  reader: Reader,
): string[] {
  const record = APPLICATIONS[kind].normalize(stored);
  return columns.map((column) => column.cell(record, reader));
}
