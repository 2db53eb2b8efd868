import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';

/** Optional: not every traveller is invited by someone. */
export function InvitingPersonSection() {
  return (
    <Section name="inviting" note="visa.inviteNote">
      <TextField name="inviteName" />
      <TextField name="inviteRelation" />
      <TextField name="inviteCity" />
      <TextField name="invitePhone" type="tel" hint="visa.phoneHint" inputMode="tel" />
    </Section>
  );
}

export function EmergencyContactSection() {
  return (
    <Section name="emergency" note="visa.emergencyNote">
      <TextField name="emrgencyName" required />
      <TextField name="emrgencyPhone" type="tel" hint="visa.phoneHint" inputMode="tel" required />
      <TextField name="emrgencyRelation" required />
    </Section>
  );
}
