import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useHoldUpdates } from '#lib/serviceWorker/updates';

/**
 * Holds a new version of the app back once the applicant has started on the form (a field taken or
 * typed in), until the form closes (sent, or kept on the device, closes it too): reloading for it
 * would lose the documents chosen, which drafts do not keep. What the form sets itself while
 * rendering does not count. Returns what the form calls when a field is taken.
 */
export function useHoldWhileEdited<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setStarted(true);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useHoldUpdates(started);
  return () => setStarted(true);
}
