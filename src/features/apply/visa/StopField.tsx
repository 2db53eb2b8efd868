import { get, useFormState } from 'react-hook-form';
import { describedBy } from '#components/form/describedBy';
import { Field } from '#components/form/Field';
import { useFieldState } from '#components/form/useFieldState';

type Props = { name: string; label: string; type?: 'text' | 'date' };

/**
 * One input of an itinerary row. Adding or removing a row makes react-hook-form validate the whole
 * list, which would mark every empty field of a row the user has not reached yet; those errors
 * wait until the field has been visited or the form submitted, like every other field's.
 */
export function StopField({ name, label, type = 'text' }: Props) {
  const { form, id, error, errorId, hintId } = useFieldState(name);
  const { touchedFields, isSubmitted } = useFormState({ control: form.control, name });
  const shownError = error && (isSubmitted || get(touchedFields, name)) ? error : undefined;
  return (
    <Field id={id} label={label} error={shownError} errorId={errorId} hintId={hintId} required>
      <input
        id={id}
        type={type}
        autoComplete="off"
        aria-required
        {...describedBy({ error: shownError, errorId, hintId })}
        {...form.register(name)}
      />
    </Field>
  );
}
