import type { AccessRecordView } from '#domain/accessLog';
import { csvFile } from '#domain/csv';
import { applicationKindLabels } from '#domain/kinds';
import { eatWallClock } from '#domain/timeZone';
import { describeFilter } from './describeFilter';

export type Translate = (key: string, options?: Record<string, string>) => string;

const COLUMNS = ['when', 'who', 'what', 'service', 'application', 'document', 'filters', 'rows'] as const;

/** 2026-12-06 14:05: the time of Dar es Salaam, as a spreadsheet sorts it. */
const darEsSalaamTime = (at: string) =>
  eatWallClock(Date.parse(at)).toISOString().slice(0, 16).replace('T', ' ');

function row(look: AccessRecordView, t: Translate) {
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

/** The access log of some days as a CSV file, headings and words in the reader's language. */
export function accessLogCsv(looks: readonly AccessRecordView[], t: Translate): string {
  return csvFile([
    COLUMNS.map((column) => t(`admin.dashboard.accessLog.${column}`)),
    ...looks.map((look) => row(look, t)),
  ]);
}
