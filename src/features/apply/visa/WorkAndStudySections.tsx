import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';

export function VisaDetailsSection() {
  return (
    <Section name="visa">
      <SelectField name="visaType" required />
      <RadioGroupField name="service" required />
      <TextField name="validity" type="number" hint="visa.validityHint" inputMode="numeric" required />
      {/* A stay of a week is said as one, not rounded up to a month (the visa's validity stays in months). */}
      <TextField name="duration" type="number" hint="visa.durationHint" inputMode="numeric" required />
      <RadioGroupField name="durationUnit" required />
    </Section>
  );
}

export function WorkSection() {
  return (
    <Section name="work">
      <SelectField name="work" required />
      <TextField name="company" hint="visa.companyHint" autoComplete="organization" />
      <TextField name="position" hint="visa.companyHint" autoComplete="organization-title" />
      <TextField name="experience" type="number" hint="visa.experienceHint" inputMode="numeric" required />
    </Section>
  );
}
