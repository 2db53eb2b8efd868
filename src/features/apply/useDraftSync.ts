import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, clearSubmission, saveDraft } from '#lib/draft';

const SAVE_DELAY_MS = 400;

type Answers = Record<string, unknown>;

/**
 * Saves the form's values (never its chosen files) shortly after each change, and at once when
 * the reader leaves the page or the form, or turns to another app, which a phone may close
 * without warning.
 *
 * Until the form is `whole`, a section not yet built holds none of its answers: those are the ones
 * the form was `openedWith` (nobody can have changed a question that is not there yet), kept in
 * the draft beside what the built sections hold. Once whole, the form alone is saved, so the
 * answers of a block the reader hid are dropped as they are from the form.
 *
 * `discardDraft` removes the draft for good, with its submission id and reference, including a
 * save still waiting to happen: a form sent within the delay of its last keystroke must not leave
 * its answers behind.
 */
export function useDraftSync<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  draftName: string,
  { whole, openedWith }: { whole: boolean; openedWith: Answers | undefined },
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const discarded = useRef(false);
  const unsaved = useRef(false);
  // The last save took answers from the draft the form was opened with.
  const merged = useRef(false);
  const wholeNow = useRef(whole);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    if (discarded.current) return;
    unsaved.current = false;
    merged.current = !wholeNow.current;
    const { files: _files, ...values } = form.getValues() as Answers;
    saveDraft(draftName, merged.current ? { ...openedWith, ...values } : values);
  }, [form, draftName, openedWith]);

  useEffect(() => {
    wholeNow.current = whole;
    if (whole && merged.current) save();
  }, [whole, save]);

  useEffect(() => {
    const subscription = form.watch(() => {
      unsaved.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    const saveBeforeLeaving = () => {
      if (unsaved.current) save();
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') saveBeforeLeaving();
    };
    window.addEventListener('pagehide', saveBeforeLeaving);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      // The form leaves the screen (another screen, or this one failed): what was just typed stays.
      saveBeforeLeaving();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', saveBeforeLeaving);
      document.removeEventListener('visibilitychange', saveWhenHidden);
    };
  }, [form, save]);

  return useCallback(() => {
    discarded.current = true;
    clearTimeout(timer.current);
    clearDraft(draftName);
    clearSubmission(draftName);
  }, [draftName]);
}
