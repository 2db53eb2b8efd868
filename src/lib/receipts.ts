import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import type { ApplicationProof } from '#domain/tracking';
import { apiFetch } from './api';
import { apiFailureKey } from './apiFailure';
import { saveFile } from './saveFile';

/**
 * Whose receipt: an application this device submitted (or one staff open, with their token in
 * `headers`), by kind and id; or one proven from any device by its reference and phone number.
 * `reference` only names the saved file.
 */
export type ReceiptTarget =
  { kind: ApplicationKind; id: string; reference?: string } | { proof: ApplicationProof };

/** A receipt that could not be downloaded: `translationKey` says why in the reader's language. */
export class ReceiptError extends Error {
  constructor(
    readonly translationKey: string,
    readonly cause?: unknown,
  ) {
    super(translationKey);
    this.name = 'ReceiptError';
  }
}

/** Said when the answer carries no code we know (a proxy's error page, say). */
const RECEIPT_FAILED = 'applicant.receiptFailed';

const loadApplicant = () => import('./firebase/applicant');

/** The request body and the headers that prove the caller may have this receipt. */
async function requestFor(target: ReceiptTarget, lang: AppLanguage, headers?: Record<string, string>) {
  if ('proof' in target) return { json: { proof: target.proof, lang }, headers: headers ?? {} };
  // Firebase Auth is loaded only here: a receipt by proof needs none.
  const proven = headers ?? (await (await loadApplicant()).applicantAuthorization());
  return { json: { kind: target.kind, id: target.id, lang }, headers: proven };
}

function fileNameOf(target: ReceiptTarget): string {
  const reference = 'proof' in target ? target.proof.reference : target.reference;
  const safe = reference?.replace(/[^A-Za-z0-9-]/g, '');
  return safe ? `receipt-${safe}.pdf` : 'receipt.pdf';
}

/**
 * POST /api/receipts → the receipt as a PDF, in `lang`, saved as receipt-<reference>.pdf. Throws a
 * ReceiptError naming the translation of what went wrong: not paid yet (`receipt.unpaid`), not
 * found, not this caller's (`access.required`), too many attempts, no connection.
 */
export async function downloadReceipt(
  target: ReceiptTarget,
  lang: AppLanguage,
  headers?: Record<string, string>,
): Promise<void> {
  let blob: Blob;
  try {
    const request = await requestFor(target, lang, headers);
    blob = await apiFetch('/api/receipts', {
      method: 'POST',
      json: request.json,
      headers: { Accept: 'application/pdf', ...request.headers },
      as: 'blob',
    });
  } catch (error) {
    throw new ReceiptError(apiFailureKey(error, RECEIPT_FAILED), error);
  }
  saveFile(blob, fileNameOf(target));
}
