import { Field } from './Field';
import { useFieldLabel } from './formKind';
import { useFieldState } from './useFieldState';

type Props = { name: string; label?: string; hint?: string; required?: boolean; rows?: number };

export function TextAreaField({ name, label, hint, required, rows = 3 }: Props) {
  const { form, fieldProps, controlProps } = useFieldState(name, {
    label: useFieldLabel(name, label),
    hint,
    required,
  });
  return (
    <Field {...fieldProps}>
      <textarea {...controlProps} rows={rows} {...form.register(name)} />
    </Field>
  );
}
