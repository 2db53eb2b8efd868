import { AgentField } from '#components/form/AgentField';
import { CountrySelectField } from '#components/form/CountrySelectField';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { PersonNameFields } from '#components/form/PersonNameFields';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';

export function PersonalSection() {
  return (
    <Section name="personal">
      <AgentField />
      <PersonNameFields first="firstName" middle="middleName" last="lastName" birth="dob" />
      <RadioGroupField name="gender" required />
      <TextField name="placeOfBirth" required />
      <CountrySelectField name="countryOfBirth" placeholder="visa.countryPlaceholder" required />
      <CountrySelectField name="nationality" placeholder="visa.countryPlaceholder" required />
      <TextField name="phone" type="tel" hint="visa.phoneHint" required autoComplete="tel" inputMode="tel" />
      <TextField
        name="email"
        type="email"
        hint="visa.passport.emailHint"
        required
        autoComplete="email"
        inputMode="email"
      />
      <TextField name="residance" required autoComplete="street-address" />
    </Section>
  );
}
