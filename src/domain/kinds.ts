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
  /** What staff did to applications, with who and when (Admin SDK only; see processing.ts). */
  applicationEvents: 'applicationEvents',
  /** Each download of a staff list (CSV or XLSX), with who, when and which filter (Admin SDK only). */
  exportEvents: 'exportEvents',
  /**
   * `references/{REF}` → {kind, applicationId}: claimed in the transaction that creates the
   * application, so a reference exists once (see ownership.ts).
   */
  references: 'references',
  /** The API's rate-limit counters (Admin SDK only). */
  rateLimits: 'rateLimits',
  /** The local sandbox gateway's orders (Admin SDK only; never used with the real gateway). */
  sandboxOrders: 'sandboxOrders',
  /** Never written: GET /api/health reads it to see that Firestore answers. */
  health: 'health',
} as const;

/**
 * Where each service lives in the app: its form, the staff list and the staff detail page (/visa,
 * /ad/visa, /ad/viewVisa/{id}…). Light on purpose: the landing page reads it.
 */
export const SERVICE_PATHS = {
  visa: { form: '/visa', adminList: '/ad/visa', adminDetailSegment: 'viewVisa' },
  tin: { form: '/tin', adminList: '/ad/tin', adminDetailSegment: 'viewTin' },
  brela: { form: '/brela', adminList: '/ad/brela', adminDetailSegment: 'viewBrela' },
  business: { form: '/business', adminList: '/ad/business', adminDetailSegment: 'viewBusiness' },
} as const satisfies Record<ApplicationKind, { form: string; adminList: string; adminDetailSegment: string }>;

/** The order of the services on the home page and in the staff navigation. */
export const SERVICES_ORDER = [
  'visa',
  'brela',
  'tin',
  'business',
] as const satisfies readonly ApplicationKind[];
/** The dashboard's order: Brela, Visa, Tin and Business. */
export const DASHBOARD_ORDER = [
  'brela',
  'visa',
  'tin',
  'business',
] as const satisfies readonly ApplicationKind[];

/**
 * The translation keys each service has, named after the kind: the form's title and lead, its
 * home-page card, its staff navigation link and dashboard tile. A unit test checks every one
 * exists in both languages.
 */
export function serviceLabels(kind: ApplicationKind) {
  return {
    formTitle: `${kind}.title`,
    formLead: `${kind}.lead`,
    success: `${kind}.success`,
    failure: `${kind}.failure`,
    homeTitle: `home.services.${kind}.title`,
    homeBody: `home.services.${kind}.body`,
    nav: `admin.nav.${kind}`,
    dashboardTotal: `admin.dashboard.total.${kind}`,
    dashboardOpen: `admin.dashboard.open.${kind}`,
  };
}

export const REFERENCE_PREFIXES = {
  visa: 'VIS',
  tin: 'TIN',
  brela: 'BRL',
  business: 'BIZ',
} as const satisfies Record<ApplicationKind, string>;

/** The languages a user can pick; stored on each application so staff know how to reply. */
export const APP_LANGUAGES = ['en', 'sw'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
/** The parameter of an address that sets the language (`/track?reference=…&lang=sw`): messages' links carry it. */
export const LANGUAGE_PARAM = 'lang';
