import { useTranslation } from 'react-i18next';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { visaFieldLabels as label } from '#domain/kinds/visa';
import { ItineraryField } from './ItineraryField';

/** Arrival, the cities in between, and the way out. */
export function TripSection() {
  const { t } = useTranslation();
  return (
    <Section name="trip">
      <h2 className="wide subheading">{t('visa.tripArrival')}</h2>
      <TextField name="dateOfArrival" label={label.dateOfArrival} type="date" required />
      <TextField name="flightNumber" label={label.flightNumber} hint="visa.flightHint" maxLength={50} />
      <TextField name="cityOfArrival" label={label.cityOfArrival} required />
      <ItineraryField />
      <h2 className="wide subheading">{t('visa.tripExit')}</h2>
      <TextField name="exitDate" label={label.exitDate} type="date" required />
      <TextField
        name="exitFlightNumber"
        label={label.exitFlightNumber}
        hint="visa.flightHint"
        maxLength={50}
      />
      <TextField name="exitCity" label={label.exitCity} required />
    </Section>
  );
}
