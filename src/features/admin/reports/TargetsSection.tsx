import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_KINDS, applicationKindLabels } from '#domain/kinds';
import { formatTsh } from '#domain/money';
import { formatMonth } from '#domain/officeMonth';
import type { ReportView } from '#domain/reports/figures';
import { useReaderLanguage } from '#lib/useReaderLanguage';
import type { ReportsApi } from './api';
import { expectedByToday, formatCell, targetShare, targetsTables } from './figureTables';
import { ReportSection } from './ReportSection';
import { TargetsForm } from './TargetsForm';

type Props = { view: ReportView; api: Pick<ReportsApi, 'saveTargets'>; onSaved: () => void };

/**
 * This month's money per service against its monthly target, each bar marked where the month should
 * be by today; the months before against their targets; and the form that sets the targets.
 */
export function TargetsSection({ view, api, onSaved }: Props) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const id = useId();
  const tables = useMemo(() => targetsTables(view, t, lang), [view, t, lang]);
  const pace = view.targets.pace;
  const month = formatMonth(view.targets.month, lang);
  // The form sets every service's target: it needs them all, which a report of one service lacks.
  const everyService = APPLICATION_KINDS.every((kind) => view.targets.rows.some((row) => row.kind === kind));
  return (
    <ReportSection
      name="targets"
      title={t('admin.reports.targets.title', { month })}
      range={view.range}
      charts={[]}
      tables={tables}
      definitions={[t('admin.reports.targets.definition'), t('admin.reports.targets.definitionPace')]}
    >
      <ul className="report-meters">
        {view.targets.rows.map((row) => {
          const share = targetShare(row.paid, row.target);
          const name = t(applicationKindLabels[row.kind]);
          return (
            <li key={row.kind}>
              <span id={`${id}-${row.kind}`}>{name}</span>
              {row.target !== null && row.target > 0 ? (
                <>
                  {/* The mark on the bar is where the money should be by today. */}
                  <span className="report-meter">
                    <meter
                      min={0}
                      max={row.target}
                      value={Math.min(row.paid, row.target)}
                      aria-labelledby={`${id}-${row.kind}`}
                      aria-describedby={`${id}-${row.kind}-text`}
                    />
                    <span className="report-pace" style={{ insetInlineStart: `${pace * 100}%` }} />
                  </span>
                  <span id={`${id}-${row.kind}-text`}>
                    {t('admin.reports.targets.progressText', {
                      paid: formatTsh(row.paid, lang),
                      target: formatTsh(row.target, lang),
                      share: formatCell(share, 'share', t, lang),
                    })}{' '}
                    {t(
                      row.paid >= expectedByToday(row.target, pace)!
                        ? 'admin.reports.targets.ahead'
                        : 'admin.reports.targets.behind',
                      { expected: formatTsh(expectedByToday(row.target, pace)!, lang) },
                    )}
                  </span>
                </>
              ) : (
                <span>{t('admin.reports.targets.none', { paid: formatTsh(row.paid, lang) })}</span>
              )}
            </li>
          );
        })}
      </ul>
      {everyService ? (
        <TargetsForm rows={view.targets.rows} api={api} onSaved={onSaved} />
      ) : (
        <p className="field-hint">{t('admin.reports.targets.allServicesToSet')}</p>
      )}
    </ReportSection>
  );
}
