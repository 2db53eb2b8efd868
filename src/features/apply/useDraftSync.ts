import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, clearSubmission, saveDraft } from '#lib/draft';

const SAVE_DELAY_MS = 400;

/**
 * Saves the form's values (never its chosen files) shortly after each change, and only once the
 * form is `whole`: a section not yet built holds none of its answers, so a draft saved without it
 * would lose those a reader left there. `discardDraft` removes the draft for good, with its
 * submission id and reference, including a save still waiting to happen: a form sent within the
 * delay of its last keystroke must not leave its answers behind.
 */
export function useDraftSync<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  draftName: string,
  whole: boolean,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const discarded = useRef(false);
  // A change waits to be saved: now, or once the form is whole.
  const unsaved = useRef(false);
  const wholeNow = useRef(whole);

  const save = useCallback(() => {
    if (discarded.current || !wholeNow.current) return;
    unsaved.current = false;
    const { files: _files, ...rest } = form.getValues() as Record<string, unknown>;
    saveDraft(draftName, rest);
  }, [form, draftName]);

  useEffect(() => {
    wholeNow.current = whole;
    if (whole && unsaved.current) save();
  }, [whole, save]);

  useEffect(() => {
    const subscription = form.watch(() => {
      unsaved.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [form, save]);

  return useCallback(() => {
    discarded.current = true;
    clearTimeout(timer.current);
    clearDraft(draftName);
    clearSubmission(draftName);
  }, [draftName]);
}
