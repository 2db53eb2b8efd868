import type { HTMLInputTypeAttribute } from 'react';
import { Field } from './Field';
import { useFieldLabel } from './formKind';
import { useFieldState } from './useFieldState';

type Props = {
  name: string;
  /** Default: the field's label in the form's domain entry. */
  label?: string;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  maxLength?: number;
  /** Shown and sent, but not for typing (an agent's own number). */
  readOnly?: boolean;
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
  readOnly,
}: Props) {
  const { form, fieldProps, controlProps } = useFieldState(name, {
    label: useFieldLabel(name, label),
    hint,
    required,
  });
  const isNumber = type === 'number';
  return (
    <Field {...fieldProps}>
      <input
        {...controlProps}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        {...form.register(name, isNumber ? { valueAsNumber: true } : undefined)}
      />
    </Field>
  );
}
