import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';

/** For someone who has a TIN already and wants the certificate. */
export function ExistingTinSection() {
  return (
    <Section name="existing">
      <TextField name="fullName" required autoComplete="name" />
      <TextField name="tin" required inputMode="numeric" hint="tin.tinHint" />
      <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" />
    </Section>
  );
}
