import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { visaFieldLabels as label } from '#domain/kinds/visa';

/** Optional: not every traveller is invited by someone. */
export function InvitingPersonSection() {
  return (
    <Section name="inviting" note="visa.inviteNote">
      <TextField name="inviteName" label={label.inviteName} />
      <TextField name="inviteRelation" label={label.inviteRelation} />
      <TextField name="inviteCity" label={label.inviteCity} />
      <TextField
        name="invitePhone"
        label={label.invitePhone}
        type="tel"
        hint="visa.phoneHint"
        inputMode="tel"
      />
    </Section>
  );
}

export function EmergencyContactSection() {
  return (
    <Section name="emergency" note="visa.emergencyNote">
      <TextField name="emrgencyName" label={label.emrgencyName} required />
      <TextField
        name="emrgencyPhone"
        label={label.emrgencyPhone}
        type="tel"
        hint="visa.phoneHint"
        inputMode="tel"
        required
      />
      <TextField name="emrgencyRelation" label={label.emrgencyRelation} required />
    </Section>
  );
}
