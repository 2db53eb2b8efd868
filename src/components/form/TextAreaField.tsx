import { describedBy } from './describedBy';
import { Field } from './Field';
import { useFieldState } from './useFieldState';

type Props = { name: string; label: string; hint?: string; required?: boolean; rows?: number };

export function TextAreaField({ name, label, hint, required, rows = 3 }: Props) {
  const { form, id, error, errorId, hintId } = useFieldState(name);
  return (
    <Field
      id={id}
      label={label}
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
      required={required}
    >
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        {...describedBy({ error, errorId, hint, hintId })}
        {...form.register(name)}
      />
    </Field>
  );
}
