import { useBlockApplies } from '#components/form/kindContext';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';

import { TextField } from '#components/form/TextField';

import { visaFieldLabels as label } from '#domain/kinds/visa';

/** Marital status, and the spouse's details while it is Married. */
export function FamilySection() {
  const married = useBlockApplies('spouse');
  return (
    <>
      <Section name="family">
        <RadioGroupField name="marital" label={label.marital} required />
      </Section>
      {married && <SpouseSection />}
    </>
  );
}

/** What a visa asks of a spouse (VISA_SPOUSE_ASKED); their city of birth and parents no longer. */
function SpouseSection() {
  return (
    <Section name="spouse" note="visa.spouseNote">
      <TextField name="spouseName" label={label.spouseName} required />
      <TextField name="spouseNationality" label={label.spouseNationality} required />
      <TextField name="spouseOccupation" label={label.spouseOccupation} />
      <TextField name="spouseDateofbirth" label={label.spouseDateofbirth} type="date" />
    </Section>
  );
}

/** Whether a relative lives in Tanzania, and who, while the answer is Yes. */
export function RelativesSection() {
  const hasRelative = useBlockApplies('relative');
  return (
    <Section name="relatives">
      <RadioGroupField name="relativeAvailable" label={label.relativeAvailable} required />
      {hasRelative && (
        <>
          <TextField name="relativeName" label={label.relativeName} required />
          <TextField name="relativeRelationship" label={label.relativeRelationship} required />
          <TextField
            name="relativePhone"
            label={label.relativePhone}
            type="tel"
            hint="visa.phoneHint"
            inputMode="tel"
            required
          />
        </>
      )}
    </Section>
  );
}
