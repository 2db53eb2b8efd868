import { useTranslation } from 'react-i18next';
import { formatNumber } from '#domain/format';
import type { AppLanguage } from '#domain/kinds';
import { itineraryFieldLabels } from '#domain/kinds/visa';
import { NotAvailable } from './NotAvailable';
import type { StopRow } from './storedValue';

type Props = { rows: StopRow[]; omitted: number; lang: AppLanguage };

/**
 * The visa itinerary: one row per city with its arrival and departure dates. A record written
 * outside the forms may hold thousands of stops: the rest are counted, not drawn.
 */
export function ItineraryTable({ rows, omitted, lang }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <table className="detail-table">
        <thead>
          <tr>
            <th scope="col">{t(itineraryFieldLabels.city)}</th>
            <th scope="col">{t(itineraryFieldLabels.arrivalDate)}</th>
            <th scope="col">{t(itineraryFieldLabels.departureDate)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.city ?? <NotAvailable />}</td>
              <td>{row.arrivalDate ?? <NotAvailable />}</td>
              <td>{row.departureDate ?? <NotAvailable />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 && (
        <p className="detail-omitted">
          {t('admin.detail.moreStops', { number: formatNumber(omitted, lang) })}
        </p>
      )}
    </>
  );
}
