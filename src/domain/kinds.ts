/** The four services a client can apply for; every per-service table is keyed by these. */
export const APPLICATION_KINDS = ['visa', 'tin', 'brela', 'business'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export function isApplicationKind(value: unknown): value is ApplicationKind {
  return APPLICATION_KINDS.includes(value as ApplicationKind);
}

export const applicationKindLabels = {
  visa: 'options.applicationKind.visa',
  tin: 'options.applicationKind.tin',
  brela: 'options.applicationKind.brela',
  business: 'options.applicationKind.business',
} as const satisfies Record<ApplicationKind, string>;

/** Firestore collection names as the spec gives them (the business one is singular there). */
export const APPLICATION_COLLECTIONS = {
  visa: 'visaApplications',
  tin: 'tinApplications',
  brela: 'brelaApplications',
  business: 'businessApplication',
} as const satisfies Record<ApplicationKind, string>;

export const COLLECTIONS = {
  ...APPLICATION_COLLECTIONS,
  users: 'users',
  feedbacks: 'feedbacks',
  payments: 'payments',
  /** Queried by the TIN duplicate check only. */
  businessForms: 'businessForms',
  /** The API's record of each file it stored (Admin SDK only): what a delete or the sweep may remove. */
  uploads: 'uploads',
} as const;

export const REFERENCE_PREFIXES = {
  visa: 'VIS',
  tin: 'TIN',
  brela: 'BRL',
  business: 'BIZ',
} as const satisfies Record<ApplicationKind, string>;

/** The languages a user can pick; stored on each application so staff know how to reply. */
export const APP_LANGUAGES = ['en', 'sw'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
