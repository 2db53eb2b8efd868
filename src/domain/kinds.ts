/**
 * The services a client can apply for, in the home page's order: the one place a kind is named.
 * Each row holds what the app's frame needs before any form loads (the home page's cards, the
 * router, references); everything else about a kind is its module in ./kinds/ (schema, options,
 * sections…), which applications.ts gathers. docs/adding-a-kind.md walks through adding one.
 *
 * - `collection`: its Firestore collection (the business one is singular, as the first app named it).
 * - `referencePrefix`: the start of its references (VIS-…).
 * - `price`: in whole shillings; the API charges from this, never from what a browser says.
 * - `detailAmount`: an extra amount the form hands checkout beside its price (BRELA).
 * - `dashboardRank`: its place on the staff dashboard, which orders them Brela, Visa, Tin, Business.
 */
export const KINDS = [
  { kind: 'visa', collection: 'visaApplications', referencePrefix: 'VIS', price: 300_000, dashboardRank: 2 },
  {
    kind: 'brela',
    collection: 'brelaApplications',
    referencePrefix: 'BRL',
    price: 55_000,
    detailAmount: 22_000,
    dashboardRank: 1,
  },
  { kind: 'tin', collection: 'tinApplications', referencePrefix: 'TIN', price: 13_000, dashboardRank: 3 },
  {
    kind: 'business',
    collection: 'businessApplication',
    referencePrefix: 'BIZ',
    price: 80_000,
    dashboardRank: 4,
  },
] as const;

type KindRow = (typeof KINDS)[number];
export type ApplicationKind = KindRow['kind'];
type RowOf<K extends ApplicationKind> = Extract<KindRow, { kind: K }>;

/** A table with one entry per kind, computed from its row. */
export function perKind<V>(value: (row: KindRow) => V) {
  return Object.fromEntries(KINDS.map((row) => [row.kind, value(row)])) as Record<ApplicationKind, V>;
}

export const APPLICATION_KINDS = KINDS.map((row) => row.kind) as unknown as readonly [
  ApplicationKind,
  ...ApplicationKind[],
];

export function isApplicationKind(value: unknown): value is ApplicationKind {
  return APPLICATION_KINDS.includes(value as ApplicationKind);
}

export function kindRow<K extends ApplicationKind>(kind: K): RowOf<K> {
  return KINDS.find((row) => row.kind === kind) as RowOf<K>;
}

export const applicationKindLabels = perKind((row) => `options.applicationKind.${row.kind}`);

/** Firestore collection names. */
export const APPLICATION_COLLECTIONS = perKind((row) => row.collection) as {
  [K in ApplicationKind]: RowOf<K>['collection'];
};

/**
 * Each kind's list rows (listRows.ts): `visaApplicationsRows`, …, one a kind beside its
 * applications, named after their collection. Staff lists read these; the applications themselves
 * only through the API (docs/decisions/0023-list-rows.md).
 */
export const ROW_COLLECTIONS = perKind((row) => `${row.collection}Rows` as const) as {
  [K in ApplicationKind]: `${RowOf<K>['collection']}Rows`;
};

/** The kind whose applications a collection holds, undefined for any other collection. */
export function kindOfCollection(collection: string): ApplicationKind | undefined {
  return KINDS.find((row) => row.collection === collection)?.kind;
}

export const REFERENCE_PREFIXES = perKind((row) => row.referencePrefix) as {
  [K in ApplicationKind]: RowOf<K>['referencePrefix'];
};

/** Prices in whole shillings (see KINDS). */
export const PRICES = perKind((row) => row.price);

/** Whose payers count in dollars (tourists): the price is told in US$ too, before the form. */
export const PRICED_IN_DOLLARS_TOO: readonly ApplicationKind[] = ['visa'];

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
  /**
   * Notes between staff on an application (Admin SDK only; see staffNotes.ts): apart from it, so
   * that nothing that reads an application for anyone else can carry them.
   */
  staffNotes: 'staffNotes',
  /** What staff asked an applicant to correct or send (Admin SDK only; see requests.ts). */
  requests: 'requests',
  /**
   * What staff handed back on completing an application: each PDF with its title, fingerprint and
   * verification code (Admin SDK only; see results.ts).
   */
  results: 'results',
  /** Each download of a result by the applicant: when, and by which proof (Admin SDK only). */
  downloads: 'downloads',
  /**
   * `verifications/{code}`: what each code printed on a document answers, one per document issued
   * (Admin SDK only; see verification.ts). A receipt's holds {type, kind, reference, issuedAt,
   * amount, orderId}; a result's {type, kind, reference, issuedAt, title, sha256, resultId} and,
   * once it is corrected, replacedAt.
   */
  verifications: 'verifications',
  /** Each download of a staff list (CSV or XLSX), with who, when and which filter (Admin SDK only). */
  exportEvents: 'exportEvents',
  /**
   * Each look staff take at an application, a document, a printout or a list's export: who, when,
   * what (Admin SDK only; see accessLog.ts). One new document a look, so no document is hot.
   */
  accessLog: 'accessLog',
  /**
   * `references/{REF}` → {kind, applicationId}: claimed in the transaction that creates the
   * application, so a reference exists once (see ownership.ts).
   */
  references: 'references',
  /**
   * `agents/{AAN}`: an agent's name, phone, email, status and commission per service, with
   * `changes` beneath (who did what when); written by the API only (see agents.ts).
   */
  agents: 'agents',
  /** What people sent through "Become an agent", for an admin to approve (Admin SDK only). */
  agentRequests: 'agentRequests',
  /** Commission an admin records as paid out to an agent: amount, date, method, reference (Admin SDK only). */
  agentPayouts: 'agentPayouts',
  /**
   * The owner's figures, counted by the API as it makes each change (see reports/counts.ts), per
   * day (`YYYY-MM-DD`) and month (`YYYY-MM`), for the agency and for each agent: spread over shards
   * `{scope}_{period}_{n}` while the period takes changes, then folded into `{scope}_{period}`
   * (reports/shards.ts; Admin SDK only).
   */
  reportDays: 'reportDays',
  reportMonths: 'reportMonths',
  /**
   * `reportDeletions/{kind}_{id}`: what the figures need of a deleted application (its times, status,
   * agent and answered requests; nothing personal), so a rebuild of the counts still finds it.
   */
  reportDeletions: 'reportDeletions',
  /** `reportSettings/targets`: each service's monthly revenue target (Admin SDK only). */
  reportSettings: 'reportSettings',
  /** The API's rate-limit counters (Admin SDK only). */
  rateLimits: 'rateLimits',
  /** The local sandbox gateway's orders (Admin SDK only; never used with the real gateway). */
  sandboxOrders: 'sandboxOrders',
  /** Never written: GET /api/health reads it to see that Firestore answers. */
  health: 'health',
  /**
   * `removedFiles/{sha256 of the path}`: a file the retention run removed, when and why, so every
   * route that serves files answers "removed" for it (Admin SDK only; server/retention/).
   */
  removedFiles: 'removedFiles',
  /** What each retention run removed of an application, when and why (Admin SDK only). */
  retentionLog: 'retentionLog',
  /**
   * An applicant's request to delete their data, and staff's decision on it (Admin SDK only; see
   * dataRights.ts).
   */
  deletionRequests: 'deletionRequests',
} as const;

/**
 * Where each service lives in the app: its form, the staff list and the staff detail page (/visa,
 * /ad/visa, /ad/viewVisa/{id}…), all named after the kind. Light on purpose: the landing page reads it.
 */
export const SERVICE_PATHS = perKind(({ kind }) => ({
  form: `/${kind}`,
  adminList: `/ad/${kind}`,
  adminDetailSegment: `view${capitalized(kind)}`,
}));

/** A kind's name as it starts a longer name: `Visa` in viewVisa and VisaForm.tsx. */
export function capitalized(kind: ApplicationKind) {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}

/** The order of the services on the home page and in the staff navigation. */
export const SERVICES_ORDER = APPLICATION_KINDS;
/** The dashboard's order. */
export const DASHBOARD_ORDER = [...KINDS]
  .sort((a, b) => a.dashboardRank - b.dashboardRank)
  .map((row) => row.kind);

/**
 * The translation keys each service has, named after the kind: the form's title and lead, its
 * home-page card, its staff navigation link, dashboard tile and list title. A unit test checks every one
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
    /** The government office the application is filed with, named to the applicant. */
    office: `${kind}.office`,
    // The staff area's too: they sit with the kind's other words, not in the staff files, so that a
    // kind's words are in one file a language.
    nav: `staffKinds.${kind}.list`,
    dashboardTotal: `staffKinds.${kind}.total`,
    dashboardOpen: `staffKinds.${kind}.open`,
    listTitle: `staffKinds.${kind}.list`,
  };
}

/** The languages a user can pick; stored on each application so staff know how to reply. */
export const APP_LANGUAGES = ['en', 'sw'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
/** The parameter of an address that sets the language (`/track?reference=…&lang=sw`): messages' links carry it. */
export const LANGUAGE_PARAM = 'lang';
