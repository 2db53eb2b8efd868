import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationKind } from '#domain/kinds';
import { applicationStatusOptions } from '#domain/meta';
import { ATTENTION, listPath, type Filters } from '../lists/listView';
import type { KindCounts } from './counts';

type Props = { kind: ApplicationKind; counts: KindCounts; format: (count: number) => string };

/**
 * One service's work queue and its applications by status: a two-column table (what, how many),
 * narrow enough for a phone. Each count links to the list showing those applications; the row's
 * header describes the link, for a screen reader going from link to link.
 */
export function StatusCounts({ kind, counts, format }: Props) {
  const { t } = useTranslation();
  const rows: Array<{ id: string; label: string; count: number; filters: Filters }> = [
    { id: 'attention', label: t('admin.dashboard.attention'), count: counts.attention, filters: ATTENTION },
    // Its link opens the work queue, where each such application is flagged.
    { id: 'overdue', label: t('admin.dashboard.overdue'), count: counts.overdue, filters: ATTENTION },
    ...applicationStatusOptions.values.map((status) => ({
      id: status,
      label: t(applicationStatusOptions.labels[status]),
      count: counts.byStatus[status],
      filters: { view: 'all', status, q: '' } satisfies Filters,
    })),
  ];
  return (
    <table className="status-counts">
      <caption>{t('admin.dashboard.byStatus')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.dashboard.statusColumn')}</th>
          <th scope="col">{t('admin.dashboard.countColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ id, label, count, filters }) => {
          const headerId = `count-${kind}-${id}`;
          return (
            <tr key={id} className={id === 'attention' ? 'attention' : undefined}>
              <th scope="row" id={headerId}>
                {label}
              </th>
              <td>
                <Link to={listPath(kind, filters)} aria-describedby={headerId}>
                  {format(count)}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
