import { useBlockApplies } from '#components/form/kindContext';
import { AgentField } from '#components/form/AgentField';
import { ApplicationForm } from '../ApplicationForm';
import { LocationSelects } from '#components/form/LocationSelects';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { SelectField } from '#components/form/SelectField';
import { TextAreaField } from '#components/form/TextAreaField';
import { TextField } from '#components/form/TextField';
import { brelaApplication, brelaSchema, type BrelaApplicationInput } from '#domain/kinds/brela';
import { OwnerSection } from './OwnerSection';

const DEFAULTS: Partial<BrelaApplicationInput> = { ownershipType: 'Person' };

/** The brela application form; the router frames it with its title (FormPage). */
export default function BrelaForm() {
  return (
    <ApplicationForm
      application={brelaApplication}
      schema={brelaSchema}
      defaultValues={DEFAULTS}
      blockedReason={(values) => (values.ownershipType === 'Entity' ? 'brela.entityNote' : undefined)}
    >
      <BrelaFields />
    </ApplicationForm>
  );
}

/** The form's sections; which ones show depends on the answers so far. */
function BrelaFields() {
  const unsurveyed = useBlockApplies('unsurveyedAddress');
  const person = useBlockApplies('owner');
  return (
    <>
      <Section name="business">
        <AgentField />
        <TextField name="Bname" required autoComplete="organization" />
        <SelectField name="businessOwnership" required />
        <TextAreaField name="businessActivities" hint="brela.activitiesHint" required />
      </Section>
      <Section name="address">
        <RadioGroupField name="localAddressType" required />
        <LocationSelects names={{ region: 'region', council: 'district', ward: 'ward' }} />
        {unsurveyed && <TextField name="unsurveyedAddress" required />}
        <TextField name="poBox" required />
        <TextField name="email" type="email" required autoComplete="email" />
        <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" />
      </Section>
      <Section name="owner">
        <RadioGroupField name="ownershipType" required />
      </Section>
      {person && <OwnerSection />}
    </>
  );
}
