import { useBlockApplies } from '#components/form/kindContext';
import { LocationSelects } from '#components/form/LocationSelects';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { PersonNameFields } from '#components/form/PersonNameFields';
import { Section } from '#components/form/Section';

import { TextField } from '#components/form/TextField';

/** The owner's details, shown (and required) while the owner is a person. */
export function OwnerSection() {
  const unsurveyed = useBlockApplies('ownerUnsurveyedAddress');
  return (
    <Section name="ownerDetails">
      <PersonNameFields first="Ownerfname" middle="OwnerMname" last="OwnerLname" birth="OwnerDoB" />
      <TextField name="OwnerNIDA" required inputMode="numeric" hint="form.nidaHint" />
      <TextField name="OwnerEmail" type="email" required autoComplete="email" />
      <TextField name="OwnerPhone" type="tel" required inputMode="tel" />
      <RadioGroupField name="AddressType" required />
      <LocationSelects names={{ region: 'Region', council: 'District', ward: 'Ward' }} required />
      {unsurveyed && <TextField name="UnsurveyedAddress" required />}
      <TextField name="POBox" required />
      <TextField name="AddressEmail" type="email" required />
      <RadioGroupField name="BankOperator" required />
    </Section>
  );
}
