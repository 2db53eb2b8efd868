import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, clearSubmission, saveDraft } from '#lib/draft';

const SAVE_DELAY_MS = 400;

/**
 * Saves the form's values (never its chosen files) shortly after each change. `discardDraft`
 * removes the draft for good, with its submission id and reference, including a save still waiting
 * to happen: a form sent within the delay of its last keystroke must not leave its answers behind.
 */
export function useDraftSync<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  draftName: string,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const discarded = useRef(false);

  useEffect(() => {
    const subscription = form.watch((values) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (discarded.current) return;
        const { files: _files, ...rest } = values as Record<string, unknown>;
        saveDraft(draftName, rest);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [form, draftName]);

  return useCallback(() => {
    discarded.current = true;
    clearTimeout(timer.current);
    clearDraft(draftName);
    clearSubmission(draftName);
  }, [draftName]);
}
