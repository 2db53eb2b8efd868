import { useTranslation } from 'react-i18next';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { ItineraryField } from './ItineraryField';

/** Arrival, the cities in between, and the way out. */
export function TripSection() {
  const { t } = useTranslation();
  return (
    <Section name="trip">
      <h2 className="wide subheading">{t('visa.tripArrival')}</h2>
      <TextField name="dateOfArrival" type="date" required />
      <TextField name="flightNumber" hint="visa.flightHint" maxLength={50} />
      <TextField name="cityOfArrival" required />
      <ItineraryField />
      <h2 className="wide subheading">{t('visa.tripExit')}</h2>
      <TextField name="exitDate" type="date" required />
      <TextField name="exitFlightNumber" hint="visa.flightHint" maxLength={50} />
      <TextField name="exitCity" required />
    </Section>
  );
}
