import { useBlockApplies } from '#components/form/kindContext';
import { AgentField } from '#components/form/AgentField';
import { BooleanRadioField } from '#components/form/BooleanRadioField';
import { Section } from '#components/form/Section';
import { hasTinLabels } from '#domain/options';
import { ExistingTinSection } from './ExistingTinSection';
import { NewRegistrationSections } from './NewRegistrationSections';

/** The decision tree starts here: a TIN holder asks for the certificate, anyone else registers. */
export function TinFields() {
  const existing = useBlockApplies('existing');
  const newRegistration = useBlockApplies('newRegistration');
  return (
    <>
      <Section name="start">
        <AgentField />
        <BooleanRadioField name="hasTin" labels={hasTinLabels} required />
      </Section>
      {existing && <ExistingTinSection />}
      {newRegistration && <NewRegistrationSections />}
    </>
  );
}
