import { useBlockApplies } from '#components/form/kindContext';
import { LocationSelects } from '#components/form/LocationSelects';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';

import { TextField } from '#components/form/TextField';
import { brelaFieldLabels as label } from '#domain/kinds/brela';

/** The owner's details, shown (and required) while the owner is a person. */
export function OwnerSection() {
  const unsurveyed = useBlockApplies('ownerUnsurveyedAddress');
  return (
    <Section name="ownerDetails">
      <TextField name="Ownerfname" label={label.Ownerfname} required autoComplete="given-name" />
      <TextField name="OwnerMname" label={label.OwnerMname} autoComplete="additional-name" />
      <TextField name="OwnerLname" label={label.OwnerLname} required autoComplete="family-name" />
      <TextField name="OwnerDoB" label={label.OwnerDoB} type="date" required autoComplete="bday" />
      <TextField name="OwnerNIDA" label={label.OwnerNIDA} required inputMode="numeric" hint="form.nidaHint" />
      <TextField name="OwnerEmail" label={label.OwnerEmail} type="email" required autoComplete="email" />
      <TextField name="OwnerPhone" label={label.OwnerPhone} type="tel" required inputMode="tel" />
      <RadioGroupField name="AddressType" label={label.AddressType} required />
      <LocationSelects
        names={{ region: 'Region', council: 'District', ward: 'Ward' }}
        labels={{ region: label.Region, council: label.District, ward: label.Ward }}
        required
      />
      {unsurveyed && <TextField name="UnsurveyedAddress" label={label.UnsurveyedAddress} required />}
      <TextField name="POBox" label={label.POBox} required />
      <TextField name="AddressEmail" label={label.AddressEmail} type="email" required />
      <RadioGroupField name="BankOperator" label={label.BankOperator} required />
    </Section>
  );
}
