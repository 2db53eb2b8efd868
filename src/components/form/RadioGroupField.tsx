import { useTranslation } from 'react-i18next';
import type { SelectOption } from './SelectField';
import { useFieldState } from './useFieldState';

type Props = { name: string; label: string; options: readonly SelectOption[]; required?: boolean };

/** A fieldset of radios; the legend is the question, so screen readers read it with each choice. */
export function RadioGroupField({ name, label, options, required }: Props) {
  const { t } = useTranslation();
  const { form, id, error, errorId } = useFieldState(name);
  return (
    <fieldset
      className="field radio-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {t(label)}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="radio-options">
        {options.map((option) => (
          <label key={option.value} className="radio">
            <input type="radio" value={option.value} id={`${id}-${option.value}`} {...form.register(name)} />
            {option.label ?? t(option.labelKey ?? option.value)}
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
