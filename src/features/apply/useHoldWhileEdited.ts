import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useHoldUpdates } from '#lib/serviceWorker/updates';

/**
 * Holds a new version of the app back once the applicant has typed in the form, until the form
 * closes (sent, or kept on the device, closes it too): reloading for it would lose the documents
 * chosen, which drafts do not keep. What the form sets itself while rendering does not count.
 */
export function useHoldWhileEdited<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setEdited(true);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useHoldUpdates(edited);
}
