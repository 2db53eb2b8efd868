import { AgentField } from '#components/form/AgentField';
import { PersonNameFields } from '#components/form/PersonNameFields';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';

/** Who applies: the licence is issued to a person, identified by NIDA. */
export function ApplicantSection() {
  return (
    <Section name="applicant">
      <AgentField />
      <TextField name="Nida" required inputMode="numeric" hint="form.nidaHint" />
      <TextField
        name="Phone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        hint="business.phoneHint"
      />
      <PersonNameFields first="Fname" middle="Mname" last="Lname" />
    </Section>
  );
}

/** Schooling and the wards the licence office checks the applicant's identity against. */
export function BackgroundSection() {
  return (
    <Section name="background">
      <TextField name="pSchool" required />
      <TextField name="pDistrict" required />
      <TextField name="pSchoolYear" required inputMode="numeric" maxLength={4} hint="business.yearHint" />
      <TextField name="wardNida" required />
      <TextField name="wardBirth" required />
    </Section>
  );
}

export function MotherSection() {
  return (
    <Section name="mother">
      <TextField name="MFname" required />
      <TextField name="MMname" />
      <TextField name="MLname" required />
      <TextField name="MPhone" type="tel" inputMode="tel" hint="business.phoneHint" />
    </Section>
  );
}
