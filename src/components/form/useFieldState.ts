import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { describedBy } from './describedBy';

type Labels = { label?: string; hint?: string; hintValues?: Record<string, unknown>; required?: boolean };

/**
 * Ids and error state every field needs, so label, control, hint and message stay linked for
 * screen readers: `fieldProps` for the Field frame, `controlProps` for the input inside it.
 */
export function useFieldState(name: string, { label = '', hint, hintValues, required }: Labels = {}) {
  const form = useFormContext<FieldValues>();
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return {
    form,
    id,
    error,
    errorId,
    hintId,
    fieldProps: { id, label, error, errorId, hint, hintValues, hintId, required },
    controlProps: {
      id,
      'aria-required': required || undefined,
      ...describedBy({ error, errorId, hint, hintId }),
    },
  };
}
