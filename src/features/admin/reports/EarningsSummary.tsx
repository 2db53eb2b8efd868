import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#domain/format';
import { formatTsh } from '#domain/money';
import { EARNINGS, type ReportView } from '#domain/reports/figures';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import { changeFrom, formatCell } from './figureTables';

/**
 * "How much did we make", the first thing the owner reads: what was paid, what went on to the
 * government, to agents and back to payers, and what the agency kept, each against the period of
 * the same length before. The Money section has the same figures as a table and a CSV file.
 */
export function EarningsSummary({ view }: { view: ReportView }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const { current, previous, previousRange } = view.earnings;
  const date = (day: string) => formatDate(day, lang);
  return (
    <section className="card report-earnings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.reports.earnings.title')}</h2>
      <p className="report-earnings-against">
        {t('admin.reports.earnings.against', {
          from: date(view.range.from),
          to: date(view.range.to),
          previousFrom: date(previousRange.from),
          previousTo: date(previousRange.to),
        })}
      </p>
      <dl className="report-earnings-figures">
        {EARNINGS.map((figure) => {
          const change = changeFrom(previous[figure], current[figure]);
          const before = formatTsh(previous[figure], lang);
          return (
            <div key={figure} className={`report-earning report-earning-${figure}`}>
              <dt>{t(`admin.reports.earnings.${figure}`)}</dt>
              <dd>
                <span className="report-earning-amount">{formatTsh(current[figure], lang)}</span>
                <span className="report-earning-change">
                  {change === null
                    ? t('admin.reports.earnings.previousOnly', { amount: before })
                    : t('admin.reports.earnings.changeFrom', {
                        change: formatCell(change, 'change', t, lang),
                        amount: before,
                      })}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
