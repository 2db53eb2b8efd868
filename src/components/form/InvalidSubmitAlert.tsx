import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showError } from '#lib/dialogs';

/**
 * Shows `message` (an i18n key) in an error dialog each time a submit is refused by validation,
 * on top of the errors next to the fields. Place it inside ApplicationForm: it follows the form's
 * submit count, so it needs no hook of ApplicationForm's own and never fires while the user types.
 */
export function InvalidSubmitAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const form = useFormContext();
  useEffect(() => {
    let seenSubmitCount = 0;
    return form.subscribe({
      formState: { submitCount: true },
      callback: (state) => {
        const submitCount = state.submitCount ?? 0;
        if (submitCount === seenSubmitCount) return;
        // A reset after a successful save sets the count back to 0: remember it, alert nothing.
        seenSubmitCount = submitCount;
        const refused = !state.isSubmitSuccessful && Object.keys(state.errors ?? {}).length > 0;
        if (submitCount > 0 && refused) void showError(t('dialog.error'), t(message));
      },
    });
  }, [form, message, t]);
  return null;
}
