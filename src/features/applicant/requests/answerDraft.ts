import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from '#lib/draft';

/** The answer form's values: each correction as typed, and the files chosen for each document item. */
export type AnswerValues = { corrections: Record<string, string>; files: Record<string, File[]> };

/**
 * A half-done answer, kept on the device like a form's draft (and forgotten with them): what was
 * typed, and the files already uploaded for each document item, so a reload or a failed send
 * neither loses the typing nor sends a file twice.
 */
export type AnswerDraft = {
  corrections: Record<string, string>;
  uploaded: Record<string, string[]>;
};

const draftName = (requestId: string) => `requestAnswer:${requestId}`;

export function loadAnswerDraft(requestId: string): AnswerDraft {
  const stored = loadDraft<AnswerDraft>(draftName(requestId));
  return { corrections: { ...stored?.corrections }, uploaded: { ...stored?.uploaded } };
}

export const saveAnswerDraft = (requestId: string, draft: AnswerDraft) =>
  saveDraft(draftName(requestId), draft);

export const clearAnswerDraft = (requestId: string) => clearDraft(draftName(requestId));

/** Keeps the corrections as they are typed, beside the files uploaded so far. */
export function useAnswerDraftSync(
  form: UseFormReturn<AnswerValues>,
  requestId: string,
  uploaded: AnswerDraft['uploaded'],
) {
  useEffect(() => {
    const watching = form.watch((values) =>
      saveAnswerDraft(requestId, {
        corrections: { ...values.corrections } as Record<string, string>,
        uploaded,
      }),
    );
    return () => watching.unsubscribe();
  }, [form, requestId, uploaded]);
}
