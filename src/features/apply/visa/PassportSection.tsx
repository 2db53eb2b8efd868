import { CountrySelectField } from '#components/form/CountrySelectField';
import { FileField } from '#components/form/FileField';
import { Section } from '#components/form/Section';
import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';
import { visaFieldLabels as label } from '#domain/kinds/visa';

/** The passport the visa goes into, its photo page and the applicant's photo (eVisa's own asks). */
export function PassportSection() {
  return (
    <Section name="passport">
      <SelectField name="passportType" label={label.passportType} required />
      <TextField
        name="passportNumber"
        label={label.passportNumber}
        hint="visa.passport.numberHint"
        required
        maxLength={50}
      />
      <CountrySelectField
        name="passportCountry"
        label={label.passportCountry}
        placeholder="visa.countryPlaceholder"
        required
      />
      <TextField name="passportIssueDate" label={label.passportIssueDate} type="date" required />
      <TextField
        name="passportExpiryDate"
        label={label.passportExpiryDate}
        type="date"
        hint="visa.passport.expiryHint"
        required
      />
      <FileField
        name="passportBioPage"
        label={label.passportBioPage}
        hint="visa.passport.bioPageHint"
        required
      />
      <FileField name="passportPhoto" label={label.passportPhoto} hint="visa.passport.photoHint" required />
    </Section>
  );
}
