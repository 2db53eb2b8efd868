import type { StaleVersionDetails } from './assignment.js';

/**
 * Every `code` the API puts in an error body `{message, code}`. The `message` is plain English for
 * any caller; the app never shows it, but the translation `errors.<code>` in the reader's language.
 * The server's HttpError accepts only these codes, and a unit test checks each has a translation
 * in every language, so a new refusal cannot reach a screen as English or as a raw key.
 */
export const API_ERROR_CODES = [
  // Any route
  'validation',
  'request.invalid',
  'route.notFound',
  'server',
  'csrf',
  'rateLimited',
  'appCheck.invalid',
  // Staff sign-in on the API, and what one staff member may do in an hour
  'auth.required',
  'auth.forbidden',
  'auth.disabled',
  'auth.revoked',
  'auth.invalid',
  'staff.rateLimited',
  // Applications and their documents
  'application.notFound',
  'application.taken',
  // Several staff on one queue (assignment.ts): a page showing an older version, a malformed
  // If-Match, a staff action naming no version (428), an application someone else has, a staff
  // member unknown
  'application.changed',
  'application.version',
  'application.version.missing',
  'application.assigned',
  'staff.notFound',
  'file.notFound',
  // A file the retention run removed (server/retention/): gone for good, said so (410).
  'file.removed',
  // A look at an application or a document that could not be put on record is not served (503).
  'access.notRecorded',
  'tin.duplicates.invalid',
  // What staff ask an applicant for (requests.ts)
  'request.alreadyOpen',
  'request.notFound',
  'request.answered',
  'request.notAsked',
  'request.notAnswered',
  'request.withdrawn',
  // What staff hand back on completing an application (results.ts)
  'result.notFound',
  'result.titles',
  'result.replaceOne',
  // Payments
  'payment.amount',
  'payment.phone',
  'payment.application',
  'payment.alreadyPaid',
  'payment.inProgress',
  'payment.previousOpen',
  'payment.gateway',
  'payment.gatewayNoAnswer',
  'payment.notFound',
  'payment.notPaid',
  'payment.alreadyReversed',
  'sandbox.notFound',
  'sandbox.closed',
  // An applicant coming back (track, pay later, receipt)
  'track.notFound',
  'track.locked',
  'access.required',
  'access.proofRequired',
  'receipt.unpaid',
  // An applicant's request to delete their data, and staff's decision (dataRights.ts)
  'deletion.open',
  'deletion.notFound',
  'deletion.decided',
  // Anyone checking a document the agency issued (a receipt, a result) by its code
  'verification.notFound',
  // Messages to applicants (staff)
  'notification.notFound',
  'notification.busy',
  'notification.resendLimit',
  // A message whose address retention removed cannot go again (410).
  'notification.removed',
  // Agents (agents.ts)
  'agent.suspended',
  'agent.notFound',
  'agent.aanTaken',
  'agent.emailTaken',
  // What people send through "Become an agent", which an admin approves or declines (agents.ts)
  'agentRequest.notFound',
  'agentRequest.decided',
  // Agents' statements and payouts (statements.ts)
  'payout.moreThanOwed',
  // Uploads
  'upload.tooLarge',
  'upload.tooMany',
  'upload.field',
  'upload.fields',
  'upload.malformed',
  'upload.area',
  'upload.dailyLimit',
  'upload.missing',
  'upload.name',
  'upload.empty',
  'upload.type',
  // A file of a type its area does not take: the message names what it takes (uploads.ts).
  'upload.documentType',
  'upload.photoType',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What every API refusal looks like; a validation refusal also names each field's problem. */
export type ApiErrorBody = {
  message: string;
  code: ApiErrorCode;
  /** Field path → translation key of what is wrong with it (`validation` only). */
  fields?: Record<string, string>;
} & Partial<StaleVersionDetails>;

const KNOWN = new Set<string>(API_ERROR_CODES);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Codes whose translation is not at `errors.<code>`: a code that extends another's text. */
const TRANSLATED_AT: Partial<Record<ApiErrorCode, string>> = {
  // `errors.application.version` is a text of its own, so it cannot hold `.missing`.
  'application.version.missing': 'errors.application.versionMissing',
};

/** The translation key of an API refusal. */
export const apiErrorTranslationKey = (code: ApiErrorCode) => TRANSLATED_AT[code] ?? `errors.${code}`;
