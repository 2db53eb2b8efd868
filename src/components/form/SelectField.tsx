import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { useFieldLabel } from './formKind';
import { useFieldOptions } from './kindContext';
import type { SelectOption } from './options';
import { useFieldState } from './useFieldState';

type Props = {
  name: string;
  /** Default: the field's label in the form's domain entry. */
  label?: string;
  /** Default: the field's option list in the form's domain entry. */
  options?: readonly SelectOption[];
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Its options are still arriving (CountrySelectField): said to assistive technology. */
  busy?: boolean;
  onValueChange?: (value: string) => void;
};

export function SelectField({
  name,
  label,
  options,
  hint,
  required,
  disabled,
  placeholder,
  busy,
  onValueChange,
}: Props) {
  const { t } = useTranslation();
  const choices = useFieldOptions(name, options);
  const { form, fieldProps, controlProps } = useFieldState(name, {
    label: useFieldLabel(name, label),
    hint,
    required,
  });
  const registration = form.register(name, { onChange: (event) => onValueChange?.(event.target.value) });
  return (
    <Field {...fieldProps}>
      <select {...controlProps} disabled={disabled} aria-busy={busy || undefined} {...registration}>
        <option value="">{t(placeholder ?? 'form.choose')}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label ?? t(option.labelKey ?? option.value)}
          </option>
        ))}
      </select>
    </Field>
  );
}
