import { useTranslation } from 'react-i18next';
import type { ExportEventView } from '#domain/exports';
import { formatDateTime, formatNumber } from '#domain/format';
import { applicationKindLabels } from '#domain/kinds';
import { useFetch } from '#lib/fetching';
import { describeFilter } from '#domain/exportFilterWords';
import './ExportLog.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

export type ExportLogLoader = () => Promise<ExportEventView[]>;

const loadLazily: ExportLogLoader = async () => (await import('../common/api/exports')).fetchExportLog();

const COLUMNS = ['who', 'when', 'service', 'filter', 'format', 'rows'] as const;

/**
 * Admins only (DashboardPage decides): the latest list downloads, newest first, from the API's
 * record of them (GET /api/exports): who, when, which service and filters, and how many rows.
 */
export function ExportLog({ load = loadLazily }: { load?: ExportLogLoader }) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const log = useFetch<ExportEventView[], readonly ['admin.exports']>(['admin.exports'], () => load());
  const events = log.data;
  return (
    <section className="card export-log" aria-labelledby="export-log-heading">
      <h2 id="export-log-heading">{t('admin.dashboard.exports.title')}</h2>
      <p className="count-detail">{t('admin.dashboard.exports.hint')}</p>
      {events === undefined && log.error === undefined && <p role="status">{t('common.loading')}</p>}
      {events === undefined && log.error !== undefined && (
        <p className="notice error" role="alert">
          {t('admin.dashboard.exports.failed')}
        </p>
      )}
      {events?.length === 0 && <p>{t('admin.dashboard.exports.empty')}</p>}
      {events !== undefined && events.length > 0 && (
        // Wider than a phone: it scrolls sideways on its own, and takes the keyboard's focus to do so.
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="export-log-heading">
          <table>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.dashboard.exports.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{event.actorEmail ?? event.actorUid}</td>
                  <td>{formatDateTime(Date.parse(event.at), lang)}</td>
                  <td>{t(applicationKindLabels[event.kind])}</td>
                  <td>{describeFilter(event.filter, t)}</td>
                  <td>{event.format.toUpperCase()}</td>
                  <td className="number">{formatNumber(event.rows, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
