import { AgentField } from '#components/form/AgentField';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { businessFieldLabels as label } from '#domain/kinds/business';

/** Who applies: the licence is issued to a person, identified by NIDA. */
export function ApplicantSection() {
  return (
    <Section name="applicant">
      <AgentField />
      <TextField name="Nida" label={label.Nida} required inputMode="numeric" hint="form.nidaHint" />
      <TextField
        name="Phone"
        label={label.Phone}
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        hint="business.phoneHint"
      />
      <TextField name="Fname" label={label.Fname} required autoComplete="given-name" />
      <TextField name="Mname" label={label.Mname} autoComplete="additional-name" />
      <TextField name="Lname" label={label.Lname} required autoComplete="family-name" />
    </Section>
  );
}

/** Schooling and the wards the licence office checks the applicant's identity against. */
export function BackgroundSection() {
  return (
    <Section name="background">
      <TextField name="pSchool" label={label.pSchool} required />
      <TextField name="pDistrict" label={label.pDistrict} required />
      <TextField
        name="pSchoolYear"
        label={label.pSchoolYear}
        required
        inputMode="numeric"
        maxLength={4}
        hint="business.yearHint"
      />
      <TextField name="wardNida" label={label.wardNida} required />
      <TextField name="wardBirth" label={label.wardBirth} required />
    </Section>
  );
}

export function MotherSection() {
  return (
    <Section name="mother">
      <TextField name="MFname" label={label.MFname} required />
      <TextField name="MMname" label={label.MMname} />
      <TextField name="MLname" label={label.MLname} required />
      <TextField name="MPhone" label={label.MPhone} type="tel" inputMode="tel" hint="business.phoneHint" />
    </Section>
  );
}
