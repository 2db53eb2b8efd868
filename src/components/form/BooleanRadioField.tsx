import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from './formKind';
import { RadioFieldset } from './RadioFieldset';
import { useFieldState } from './useFieldState';

type Props = {
  name: string;
  /** Default: the field's label in the form's domain entry. */
  label?: string;
  /** i18n keys of the two answers, e.g. hasTinLabels or booleanLabels from the domain. */
  labels: { true: string; false: string };
  required?: boolean;
};

const ANSWERS = [true, false] as const;

/**
 * A yes/no question stored as a real boolean. Native radios only know strings, so the radios are
 * controlled: checked follows the form value, which also makes a restored draft show its answer.
 */
export function BooleanRadioField({ name, label, labels, required }: Props) {
  const { t } = useTranslation();
  const legend = useFieldLabel(name, label);
  const { form, id, error, errorId } = useFieldState(name);
  const { field } = useController({ name, control: form.control });
  return (
    <RadioFieldset label={legend} required={required} error={error} errorId={errorId}>
      {ANSWERS.map((answer) => (
        <label key={String(answer)} className="radio">
          <input
            type="radio"
            id={`${id}-${answer}`}
            name={name}
            value={String(answer)}
            checked={field.value === answer}
            onChange={() => field.onChange(answer)}
            onBlur={field.onBlur}
            // Focus on a validation error goes to the first answer.
            ref={answer ? field.ref : undefined}
          />
          {t(labels[String(answer) as 'true' | 'false'])}
        </label>
      ))}
    </RadioFieldset>
  );
}
