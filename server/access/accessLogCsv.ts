import type { AccessRecordView } from '#domain/accessLog';
import { csvFile, type CsvCell } from '#domain/csv';
import { describeFilter } from '#domain/exportFilterWords';
import { applicationKindLabels, type AppLanguage } from '#domain/kinds';
import { eatWallClock } from '#domain/timeZone';
import { adminTranslated } from './adminWords.ts';

// The access log as CSV for a spreadsheet: UTF-8 with BOM, the staff export's escaping
// (src/domain/csv.ts), headings and words in the reader's language, times of Dar es Salaam.

const COLUMNS = ['when', 'who', 'what', 'service', 'application', 'document', 'filters', 'rows'] as const;

/** 2026-12-06 14:05: the time of Dar es Salaam, as a spreadsheet sorts it. */
const darEsSalaamTime = (at: string) =>
  eatWallClock(Date.parse(at)).toISOString().slice(0, 16).replace('T', ' ');

function row(look: AccessRecordView, t: (key: string, values?: Record<string, string>) => string): CsvCell[] {
  const name = look.look === 'document' ? (look.path.split('/').pop() ?? look.path) : '';
  return [
    darEsSalaamTime(look.at),
    look.actorEmail ?? look.actorUid,
    t(`admin.looks.${look.look}`, { name }),
    look.kind ? t(applicationKindLabels[look.kind]) : '',
    'applicationId' in look ? (look.applicationId ?? '') : '',
    look.look === 'document' ? look.path : '',
    look.look === 'export' ? describeFilter(look.filter, t) : '',
    look.look === 'export' ? look.rows : '',
  ];
}

/**
 * The looks of some days as a CSV file, oldest first, in `lang`; `more`: some were left out, which
 * its last line says.
 */
export function accessLogCsv(looks: readonly AccessRecordView[], more: boolean, lang: AppLanguage): string {
  const t = (key: string, values?: Record<string, string>) => adminTranslated(lang, key, values);
  const cut = more ? [[t('admin.dashboard.accessLog.more', { count: String(looks.length) })]] : [];
  return csvFile([
    COLUMNS.map((column) => t(`admin.dashboard.accessLog.${column}`)),
    ...looks.map((look) => row(look, t)),
    ...cut,
  ]);
}
