import type { HTMLInputTypeAttribute } from 'react';
import { describedBy } from './describedBy';
import { Field } from './Field';
import { useFieldState } from './useFieldState';

type Props = {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  maxLength?: number;
};

export function TextField({
  name,
  label,
  type = 'text',
  hint,
  required,
  autoComplete,
  inputMode,
  maxLength,
}: Props) {
  const { form, id, error, errorId, hintId } = useFieldState(name);
  const isNumber = type === 'number';
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
      <input
        id={id}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...describedBy({ error, errorId, hint, hintId })}
        {...form.register(name, isNumber ? { valueAsNumber: true } : undefined)}
      />
    </Field>
  );
}
