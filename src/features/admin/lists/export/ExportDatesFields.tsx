import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_DATE_ONS, type ExportDateOn } from '#domain/exportDates';
import type { DatesDraft } from './datesDraft';

type Props = {
  draft: DatesDraft;
  onChange: (draft: DatesDraft) => void;
  /** The translation key of what is wrong with the days, said by the last day. */
  problem?: string;
};

/**
 * "Only the days…": which date (submitted, paid, completed) and the first and last day, both
 * included; folded away until wanted, so the list keeps its place.
 */
export function ExportDatesFields({ draft, onChange, problem }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = draft.from !== '' || draft.to !== '';
  return (
    <details className="list-export-dates" open={chosen || undefined}>
      <summary>{t('admin.lists.export.dates.toggle')}</summary>
      <div className="list-export-dates-fields">
        <div className="field">
          <label htmlFor={`${id}-on`}>{t('admin.lists.export.dates.on')}</label>
          <select
            id={`${id}-on`}
            value={draft.on}
            onChange={(event) => onChange({ ...draft, on: event.target.value as ExportDateOn })}
          >
            {EXPORT_DATE_ONS.map((on) => (
              <option key={on} value={on}>
                {t(`admin.lists.export.dates.${on}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('admin.lists.export.dates.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('admin.lists.export.dates.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(event) => onChange({ ...draft, to: event.target.value })}
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-to-error` } : {})}
          />
          {problem && (
            <p className="field-error" id={`${id}-to-error`} role="alert">
              {t(problem)}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
