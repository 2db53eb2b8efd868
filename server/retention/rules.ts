import { FINISHED_AT_FIELD, RETENTION_FIELD } from '#domain/retention';
import { RETENTION_DAYS, type RetentionStage } from '#domain/retentionPeriods';

/**
 * The retention table: how long each kind of record is kept after its application is finished,
 * the setting that changes it, and why that long. The default periods are the domain's
 * (RETENTION_DAYS), which the forms and the privacy page tell applicants. The agency changes a period with its setting
 * (functions/.env.<id>, docs/operations/settings.md); the reason is written into every removal
 * the run records, so whoever reads the log later sees why the record went.
 */
export const RETENTION_RULES = {
  documents: {
    setting: 'RETENTION_DOCUMENTS_DAYS',
    defaultDays: RETENTION_DAYS.documents,
    removes: 'the documents uploaded with the application and with answers to staff requests',
    reason:
      'Passport pages, photos, IDs and leases are needed only while the application is processed ' +
      'and while the government office may still ask about it or the applicant complain; 90 days ' +
      'after it is finished covers both.',
  },
  results: {
    setting: 'RETENTION_RESULTS_DAYS',
    defaultDays: RETENTION_DAYS.results,
    removes: 'the files of the results handed back (their verification codes stay)',
    reason:
      'The applicant downloads the result soon after it is handed back; a year lets them fetch a ' +
      'lost copy. The verification code keeps saying the agency issued it, without the file.',
  },
  personal: {
    setting: 'RETENTION_PERSONAL_DAYS',
    defaultDays: RETENTION_DAYS.personal,
    removes: "the application's personal fields, keeping what the payments and the reports count",
    reason:
      'Five years, the time tax records behind a payment are kept; then the record keeps only its ' +
      'reference, times, status, payment status and agent, which the money and the reports need.',
  },
} as const satisfies Record<
  RetentionStage,
  { setting: string; defaultDays: number; removes: string; reason: string }
>;

/**
 * The access log's row of the table: not a stage of an application, since each look has its own
 * time, from which its period counts.
 */
export const ACCESS_LOG_RULE = {
  setting: 'RETENTION_ACCESS_LOG_DAYS',
  defaultDays: 2 * 365 + 1,
  removes: 'the records of which staff member looked at an application or its documents, and when',
  reason:
    'Two years covers a complaint to the agency or an inquiry by the Personal Data Protection ' +
    'Commission about who saw a record; the log points at personal data, so it is not kept longer.',
} as const;

export type RetentionSetting = (typeof RETENTION_RULES)[RetentionStage]['setting'];

/** Days each stage is kept, as the settings say. */
export type RetentionPeriods = Record<RetentionStage, number>;

export function retentionPeriodsOf(env: Record<RetentionSetting, number>): RetentionPeriods {
  return {
    documents: env[RETENTION_RULES.documents.setting],
    results: env[RETENTION_RULES.results.setting],
    personal: env[RETENTION_RULES.personal.setting],
  };
}

/**
 * What the money and the reports need of an application whose personal fields went: the fields the
 * Reports' rebuild and the agents' statements read (server/reports/rebuild.ts,
 * server/reports/deletions.ts), its reference (payments and statements name it) and the retention
 * fields themselves. Every other field is removed.
 */
export const KEPT_FOR_FIGURES: readonly string[] = [
  'reference',
  'createdAt',
  'paidAt',
  'status',
  'paymentStatus',
  'AAN',
  'statusUpdatedAt',
  FINISHED_AT_FIELD,
  RETENTION_FIELD,
];
