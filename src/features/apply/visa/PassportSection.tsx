import { CountrySelectField } from '#components/form/CountrySelectField';
import { FileField } from '#components/form/FileField';
import { Section } from '#components/form/Section';
import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';

/** The passport the visa goes into, its photo page and the applicant's photo (eVisa's own asks). */
export function PassportSection() {
  return (
    <Section name="passport">
      <SelectField name="passportType" required />
      <TextField name="passportNumber" hint="visa.passport.numberHint" required maxLength={50} />
      <CountrySelectField name="passportCountry" placeholder="visa.countryPlaceholder" required />
      <TextField name="passportIssueDate" type="date" required />
      <TextField name="passportExpiryDate" type="date" hint="visa.passport.expiryHint" required />
      <FileField name="passportBioPage" hint="visa.passport.bioPageHint" required />
      <FileField name="passportPhoto" hint="visa.passport.photoHint" required />
    </Section>
  );
}
