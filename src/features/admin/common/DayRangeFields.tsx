import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Two days as typed in date inputs (YYYY-MM-DD), empty when not given. */
export type DayRange = { from: string; to: string };

type Props<Range extends DayRange> = {
  range: Range;
  onChange: (range: Range) => void;
  /** The translation keys of the two labels. */
  labels: { from: string; to: string };
  /** The translation key of what is wrong with the days, said by the last day. */
  problem?: string | undefined;
};

/**
 * The first and the last day of a range, both included: the export's days and the access log's.
 * The problem, when there is one, is said by the last day, and announced.
 */
export function DayRangeFields<Range extends DayRange>({ range, onChange, labels, problem }: Props<Range>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t(labels.from)}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={range.from}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t(labels.to)}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={range.to}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-to-error` } : {})}
        />
        {problem && (
          <p className="field-error" id={`${id}-to-error`} role="alert">
            {t(problem)}
          </p>
        )}
      </div>
    </>
  );
}
