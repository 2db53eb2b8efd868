import { formatDate } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { formatMonth } from '#domain/officeMonth';
import { periodsOf, type DateRange, type PeriodLength } from '#domain/reports/range';
import type { Translate } from './waits';

/**
 * Each period of a report as people read it, by its key: a day ("3 Mar 2026"), a week by the
 * first of its days the range covers ("Week from 2 Mar 2026"), a month ("March 2026").
 */
export function periodLabels(
  range: DateRange,
  length: PeriodLength,
  t: Translate,
  lang: AppLanguage,
): Map<string, string> {
  return new Map(
    periodsOf(range, length).map(({ key, from }) => [
      key,
      length === 'day'
        ? formatDate(key, lang)
        : length === 'week'
          ? t('admin.reports.weekFrom', { day: formatDate(from, lang) })
          : formatMonth(key, lang),
    ]),
  );
}
