import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicantRequestItem } from '#domain/requests';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One answer to correct, as the form asked it: a choice from the field's own list, a date, or
 * text, filled with the answer as it stands. The API checks the value with the form's schema.
 */
export function CorrectionField({
  item,
  index,
}: {
  item: Extract<ApplicantRequestItem, { type: 'field' }>;
  index: number;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ corrections: Record<string, string> }>();
  const { field, reason, options } = item;
  const id = `answer-item-${index}`;
  const error = formState.errors.corrections?.[field]?.message;
  const current = formState.defaultValues?.corrections?.[field] ?? '';
  const control = {
    id,
    'aria-describedby': `${id}-reason${error ? ` ${id}-error` : ''}`,
    'aria-invalid': error ? true : undefined,
    ...register(`corrections.${field}`),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{item.label ? t(item.label) : field}</label>
      <p className="field-hint" id={`${id}-reason`}>
        {t('applicant.requests.reason', { reason })}
      </p>
      {options ? (
        <select {...control}>
          <option value="">{t('form.choose')}</option>
          {options.values.map((value) => (
            <option key={value} value={value}>
              {t(options.labels[value] ?? value)}
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
