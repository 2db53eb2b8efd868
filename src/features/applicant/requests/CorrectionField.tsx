import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS } from '#domain/applications';
import type { ApplicationKind } from '#domain/kinds';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One answer to correct, as the form asked it: a choice from the field's own list, a date, or
 * text, filled with the answer as it stands. The API checks the value with the form's schema.
 */
export function CorrectionField({
  kind,
  field,
  reason,
  index,
}: {
  kind: ApplicationKind;
  field: string;
  reason: string;
  index: number;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ corrections: Record<string, string> }>();
  const { fieldLabels, options } = APPLICATIONS[kind] as {
    fieldLabels: Record<string, string>;
    options: Record<string, { values: readonly string[]; labels: Record<string, string> }>;
  };
  const id = `answer-item-${index}`;
  const error = formState.errors.corrections?.[field]?.message;
  const choices = options[field];
  const current = formState.defaultValues?.corrections?.[field] ?? '';
  const control = {
    id,
    'aria-describedby': `${id}-reason${error ? ` ${id}-error` : ''}`,
    'aria-invalid': error ? true : undefined,
    ...register(`corrections.${field}`),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t(fieldLabels[field] ?? field)}</label>
      <p className="field-hint" id={`${id}-reason`}>
        {t('applicant.requests.reason', { reason })}
      </p>
      {choices ? (
        <select {...control}>
          <option value="">{t('form.choose')}</option>
          {choices.values.map((value) => (
            <option key={value} value={value}>
              {t(choices.labels[value] ?? value)}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} type={ISO_DATE.test(current) ? 'date' : 'text'} />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
