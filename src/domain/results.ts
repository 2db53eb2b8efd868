// The result of an application handed back by staff: the grant notice, certificate, extract or
// licence the government issued, as PDFs with a title each. Written only by the API
// (server/results/), in the transaction that completes the application; read by staff through the
// API, and downloaded by the applicant after the proof (or as the signed-in owner). No zod objects
// beyond the request bodies: the applicant's screens load this module.
import * as z from 'zod/mini';
import { MSG } from './common.js';
import { applicationAccessSchema, type OfferedResult } from './tracking.js';

/** A title says what the document is ("TIN certificate"), not who it is for. */
export const RESULT_TITLE_MAX = 120;
/** Documents handed back at once: a certificate and an extract, a licence and its receipt. */
export const MAX_RESULT_FILES = 5;

export const resultTitleSchema = z
  .string({ error: () => MSG.required })
  .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(RESULT_TITLE_MAX, MSG.tooLong));

/**
 * The text fields of POST /api/applications/:kind/:id/results beside its files (multipart: one
 * `title` per `file`, in the same order); `replaces` names the one offered document the single
 * file corrects.
 */
export const handBackFieldsSchema = z.object({
  titles: z.array(resultTitleSchema).check(z.minLength(1, MSG.required), z.maxLength(MAX_RESULT_FILES)),
  replaces: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/, MSG.invalid))),
});

/** Where a result's PDF lives in the blob store: named by its record's id, never by the sender's name. */
export const resultPath = (resultId: string) => `results/${resultId}.pdf`;

/** Who staff are, as the history names them. */
type StaffActor = { uid: string; email: string | null };

/**
 * Who downloaded it and how they showed it was theirs: the applicant with the proof or their
 * account, or an agent (their client's, or one they sent themselves), who is not the applicant.
 */
export type DownloadVia = 'proof' | 'submitter' | 'agent';

/** A result as staff see it (GET /api/applications/:kind/:id/results), replaced ones included. */
export type ResultView = {
  id: string;
  title: string;
  /** Hex SHA-256 of the PDF's bytes: what the verification page states. */
  sha256: string;
  size: number;
  verificationCode: string;
  /** ISO 8601, the server's. */
  issuedAt: string;
  issuedBy: StaffActor;
  /** Set once a corrected document took its place: no longer offered to the applicant. */
  replacedAt?: string;
  replacedBy?: string;
  /** The document this one corrected. */
  replaces?: string;
  /** How often the applicant downloaded it, and when first and last. */
  downloads: number;
  firstDownloadedAt?: string;
  lastDownloadedAt?: string;
  /** How often an agent downloaded it, and the last time (which agent, when). */
  agentDownloads?: number;
  lastAgentDownload?: { aan: string; at: string };
};
export type ResultsAnswer = { results: ResultView[] };
export type HandBackAnswer = { results: ResultView[] };

export type OfferedResultsAnswer = { results: OfferedResult[] };

/** POST /api/results {kind, id} with a token, or {proof} → 200 {results}: what is offered. */
export const offeredResultsRequestSchema = applicationAccessSchema;

/** POST /api/results/download: the same access, and which document → 200 application/pdf. */
export const resultDownloadRequestSchema = z.extend(applicationAccessSchema, {
  resultId: z.string({ error: () => MSG.required }).check(z.regex(/^[A-Za-z0-9]{1,64}$/, MSG.invalid)),
});
export type ResultDownloadRequest = z.input<typeof resultDownloadRequestSchema>;

/** The saved file's name: the title in safe characters, so the applicant finds it again. */
export function resultFileName(title: string, reference: string): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${[safe(title), safe(reference)].filter(Boolean).join('-') || 'result'}.pdf`;
}
