import { useBlockApplies } from '#components/form/kindContext';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { PersonNameFields } from '#components/form/PersonNameFields';
import { Section } from '#components/form/Section';

import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';

/** The proprietor's own details, the kind of income, and the spouse when the spouse is in business. */
export function SoleProprietorSection() {
  const spouseInBusiness = useBlockApplies('spouse');
  return (
    <Section name="soleProprietor">
      <PersonNameFields first="soleFname" middle="soleMname" last="soleLname" birth="soleDob" />
      <TextField name="solePhone" type="tel" required inputMode="tel" />
      <SelectField name="soleBinfo" required />
      <RadioGroupField name="soleSpouse" required />
      {spouseInBusiness && (
        <>
          <TextField name="spouseFname" required />
          <TextField name="spouseTin" required inputMode="numeric" hint="tin.tinHint" />
        </>
      )}
    </Section>
  );
}
