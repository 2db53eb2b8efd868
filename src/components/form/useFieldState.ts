import { get, useFormContext, type FieldValues } from 'react-hook-form';

/** Ids and error state every field needs, so label, input and message stay linked for screen readers. */
export function useFieldState(name: string) {
  const form = useFormContext<FieldValues>();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return { form, id, errorId, hintId, error: error?.message };
}
