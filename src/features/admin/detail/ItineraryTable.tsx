import { useTranslation } from 'react-i18next';
import { itineraryFieldLabels, type ItineraryStop } from '../../../domain/visa';
import { NotAvailable } from './NotAvailable';

/** The visa itinerary: one row per city with its arrival and departure dates. */
export function ItineraryTable({ stops }: { stops: ItineraryStop[] }) {
  const { t } = useTranslation();
  return (
    <table className="detail-table">
      <thead>
        <tr>
          <th scope="col">{t(itineraryFieldLabels.city)}</th>
          <th scope="col">{t(itineraryFieldLabels.arrivalDate)}</th>
          <th scope="col">{t(itineraryFieldLabels.departureDate)}</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop, index) => (
          <tr key={index}>
            <td>{stop.city || <NotAvailable />}</td>
            <td>{stop.arrivalDate || <NotAvailable />}</td>
            <td>{stop.departureDate || <NotAvailable />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
