import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { tinFieldLabels as label } from '#domain/kinds/tin';

/** For someone who has a TIN already and wants the certificate. */
export function ExistingTinSection() {
  return (
    <Section name="existing">
      <TextField name="fullName" label={label.fullName} required autoComplete="name" />
      <TextField name="tin" label={label.tin} required inputMode="numeric" hint="tin.tinHint" />
      <TextField name="phone" label={label.phone} type="tel" required autoComplete="tel" inputMode="tel" />
    </Section>
  );
}
