import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { saveDraft } from '../../lib/draft';

const SAVE_DELAY_MS = 400;

/** Saves the form's values (never its chosen files) shortly after each change. */
export function useDraftSync<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  draftName: string,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { files: _files, ...rest } = values as Record<string, unknown>;
        saveDraft(draftName, rest);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, draftName]);
}
