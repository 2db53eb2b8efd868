import { useTranslation } from 'react-i18next';
import { formatMonth, recentMonths } from '#domain/officeMonth';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/** Two years back: statements older than that are asked for by address (?month=). */
const MONTHS_OFFERED = 24;

type Props = {
  id: string;
  /** The month shown, 'YYYY-MM'. */
  value: string;
  /** The newest month offered: the current one in Dar es Salaam. */
  latest: string;
  /** The oldest month offered, when known (an agent's first month): nothing before it. */
  earliest?: string;
  onChange: (month: string) => void;
};

/** The month a statement is for, newest first, named as people read it ("March 2026"). */
export function MonthSelect({ id, value, latest, earliest, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const months = recentMonths(latest, MONTHS_OFFERED).filter((month) => !earliest || month >= earliest);
  // A month named by the address but older than the list is still shown as chosen.
  const offered = months.includes(value) ? months : [...months, value];
  return (
    <div className="field statement-month">
      <label htmlFor={id}>{t('statements.month')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {offered.map((month) => (
          <option key={month} value={month}>
            {formatMonth(month, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
