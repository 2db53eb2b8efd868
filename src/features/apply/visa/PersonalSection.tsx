import { AgentField } from '#components/form/AgentField';
import { CountrySelectField } from '#components/form/CountrySelectField';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { visaFieldLabels as label } from '#domain/kinds/visa';

export function PersonalSection() {
  return (
    <Section name="personal">
      <AgentField />
      <TextField name="firstName" label={label.firstName} required autoComplete="given-name" />
      <TextField name="middleName" label={label.middleName} autoComplete="additional-name" />
      <TextField name="lastName" label={label.lastName} required autoComplete="family-name" />
      <TextField name="dob" label={label.dob} type="date" required autoComplete="bday" />
      <RadioGroupField name="gender" label={label.gender} required />
      <TextField name="placeOfBirth" label={label.placeOfBirth} required />
      <CountrySelectField
        name="countryOfBirth"
        label={label.countryOfBirth}
        placeholder="visa.countryPlaceholder"
        required
      />
      <CountrySelectField
        name="nationality"
        label={label.nationality}
        placeholder="visa.countryPlaceholder"
        required
      />
      <TextField
        name="phone"
        label={label.phone}
        type="tel"
        hint="visa.phoneHint"
        required
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField
        name="email"
        label={label.email}
        type="email"
        hint="visa.passport.emailHint"
        required
        autoComplete="email"
        inputMode="email"
      />
      <TextField name="residance" label={label.residance} required autoComplete="street-address" />
    </Section>
  );
}
