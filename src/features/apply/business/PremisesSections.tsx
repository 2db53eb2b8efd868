import { FileField } from '#components/form/FileField';
import { LocationSelects } from '#components/form/LocationSelects';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { businessFieldLabels as label } from '#domain/kinds/business';

export function BusinessSection() {
  return (
    <Section name="business">
      <TextField name="bName" label={label.bName} required autoComplete="organization" />
      <TextField name="bActivity" label={label.bActivity} required hint="business.activityHint" />
    </Section>
  );
}

/** Where the business operates: the council there issues the licence. */
export function LocationSection() {
  return (
    <Section name="location">
      <LocationSelects
        names={{ region: 'bRegion', council: 'bCouncil', ward: 'bWard' }}
        labels={{ region: label.bRegion, council: label.bCouncil, ward: label.bWard }}
        required
      />
      <TextField name="bStreet" label={label.bStreet} required autoComplete="street-address" />
      <TextField name="blockNo" label={label.blockNo} hint="business.plotHint" />
      <TextField name="plotNo" label={label.plotNo} hint="business.plotHint" />
    </Section>
  );
}

export function LandlordSection() {
  return (
    <Section name="landlord" note="business.landlordNote">
      <FileField name="lordAttach" label={label.lordAttach} />
    </Section>
  );
}
