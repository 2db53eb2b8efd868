import { FileField } from '#components/form/FileField';
import { LocationSelects } from '#components/form/LocationSelects';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';

export function BusinessSection() {
  return (
    <Section name="business">
      <TextField name="bName" required autoComplete="organization" />
      <TextField name="bActivity" required hint="business.activityHint" />
    </Section>
  );
}

/** Where the business operates: the council there issues the licence. */
export function LocationSection() {
  return (
    <Section name="location">
      <LocationSelects names={{ region: 'bRegion', council: 'bCouncil', ward: 'bWard' }} required />
      <TextField name="bStreet" required autoComplete="street-address" />
      <TextField name="blockNo" hint="business.plotHint" />
      <TextField name="plotNo" hint="business.plotHint" />
    </Section>
  );
}

export function LandlordSection() {
  return (
    <Section name="landlord" note="business.landlordNote">
      <FileField name="lordAttach" />
    </Section>
  );
}
