import { useTranslation } from 'react-i18next';
import type { SelectOption } from './options';
import { useFieldLabel } from './formKind';
import { useFieldOptions } from './kindContext';
import { RadioFieldset } from './RadioFieldset';
import { useFieldState } from './useFieldState';

type Props = {
  name: string;
  /** Default: the field's label in the form's domain entry. */
  label?: string;
  /** Default: the field's option list in the form's domain entry. */
  options?: readonly SelectOption[];
  required?: boolean;
};

/** A fieldset of radios; the legend is the question, so screen readers read it with each choice. */
export function RadioGroupField({ name, label, options, required }: Props) {
  const { t } = useTranslation();
  const legend = useFieldLabel(name, label);
  const choices = useFieldOptions(name, options);
  const { form, id, error, errorId } = useFieldState(name);
  return (
    <RadioFieldset label={legend} required={required} error={error} errorId={errorId}>
      {choices.map((option) => (
        <label key={option.value} className="radio">
          <input type="radio" value={option.value} id={`${id}-${option.value}`} {...form.register(name)} />
          {option.label ?? t(option.labelKey ?? option.value)}
        </label>
      ))}
    </RadioFieldset>
  );
}
