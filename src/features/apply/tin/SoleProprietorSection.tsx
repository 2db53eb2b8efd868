import { useBlockApplies } from '#components/form/kindContext';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';

import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';

import { tinFieldLabels as label } from '#domain/kinds/tin';

/** The proprietor's own details, the kind of income, and the spouse when the spouse is in business. */
export function SoleProprietorSection() {
  const spouseInBusiness = useBlockApplies('spouse');
  return (
    <Section name="soleProprietor">
      <TextField name="soleFname" label={label.soleFname} required autoComplete="given-name" />
      <TextField name="soleMname" label={label.soleMname} autoComplete="additional-name" />
      <TextField name="soleLname" label={label.soleLname} required autoComplete="family-name" />
      <TextField name="soleDob" label={label.soleDob} type="date" required autoComplete="bday" />
      <TextField name="solePhone" label={label.solePhone} type="tel" required inputMode="tel" />
      <SelectField name="soleBinfo" label={label.soleBinfo} required />
      <RadioGroupField name="soleSpouse" label={label.soleSpouse} required />
      {spouseInBusiness && (
        <>
          <TextField name="spouseFname" label={label.spouseFname} required />
          <TextField
            name="spouseTin"
            label={label.spouseTin}
            required
            inputMode="numeric"
            hint="tin.tinHint"
          />
        </>
      )}
    </Section>
  );
}
