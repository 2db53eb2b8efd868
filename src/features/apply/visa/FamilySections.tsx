import { useBlockApplies } from '#components/form/kindContext';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';

import { TextField } from '#components/form/TextField';

/** Marital status, and the spouse's details while it is Married. */
export function FamilySection() {
  const married = useBlockApplies('spouse');
  return (
    <>
      <Section name="family">
        <RadioGroupField name="marital" required />
      </Section>
      {married && <SpouseSection />}
    </>
  );
}

/** What a visa asks of a spouse (VISA_SPOUSE_ASKED); their city of birth and parents no longer. */
function SpouseSection() {
  return (
    <Section name="spouse" note="visa.spouseNote">
      <TextField name="spouseName" required />
      <TextField name="spouseNationality" required />
      <TextField name="spouseOccupation" />
      <TextField name="spouseDateofbirth" type="date" />
    </Section>
  );
}

/** Whether a relative lives in Tanzania, and who, while the answer is Yes. */
export function RelativesSection() {
  const hasRelative = useBlockApplies('relative');
  return (
    <Section name="relatives">
      <RadioGroupField name="relativeAvailable" required />
      {hasRelative && (
        <>
          <TextField name="relativeName" required />
          <TextField name="relativeRelationship" required />
          <TextField name="relativePhone" type="tel" hint="visa.phoneHint" inputMode="tel" required />
        </>
      )}
    </Section>
  );
}
