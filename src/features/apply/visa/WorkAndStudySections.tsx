import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';
import { visaFieldLabels as label } from '#domain/kinds/visa';

export function VisaDetailsSection() {
  return (
    <Section name="visa">
      <SelectField name="visaType" label={label.visaType} required />
      <RadioGroupField name="service" label={label.service} required />
      <TextField
        name="validity"
        label={label.validity}
        type="number"
        hint="visa.validityHint"
        inputMode="numeric"
        required
      />
      {/* A stay of a week is said as one, not rounded up to a month (the visa's validity stays in months). */}
      <TextField
        name="duration"
        label={label.duration}
        type="number"
        hint="visa.durationHint"
        inputMode="numeric"
        required
      />
      <RadioGroupField name="durationUnit" label={label.durationUnit} required />
    </Section>
  );
}

export function WorkSection() {
  return (
    <Section name="work">
      <SelectField name="work" label={label.work} required />
      <TextField name="company" label={label.company} hint="visa.companyHint" autoComplete="organization" />
      <TextField
        name="position"
        label={label.position}
        hint="visa.companyHint"
        autoComplete="organization-title"
      />
      <TextField
        name="experience"
        label={label.experience}
        type="number"
        hint="visa.experienceHint"
        inputMode="numeric"
        required
      />
    </Section>
  );
}
