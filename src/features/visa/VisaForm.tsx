import { ApplicationForm } from '../../components/form/ApplicationForm';
import { PRICES } from '../../domain/money';
import { visaSchema } from '../../domain/visa';
import { EmergencyContactSection, InvitingPersonSection } from './ContactSections';
import { visaDefaults } from './defaults';
import { FamilySection, RelativesSection } from './FamilySections';
import { PersonalSection } from './PersonalSection';
import { TripSection } from './TripSection';
import { EducationSection, VisaDetailsSection, WorkSection } from './WorkAndStudySections';

const DEFAULTS = visaDefaults();

/** The visa application form; the router frames it with its title (FormPage). */
export default function VisaForm() {
  return (
    <ApplicationForm
      kind="visa"
      schema={visaSchema}
      defaultValues={DEFAULTS}
      messages={{ success: 'visa.success', failure: 'visa.failure' }}
      toCheckout={(data, saved) => ({
        kind: 'visa',
        applicationId: saved.id,
        reference: saved.reference,
        name: `${data.firstName} ${data.lastName}`,
        // The visa form asks for no email (spec §3); checkout falls back to its placeholder.
        email: '',
        price: PRICES.visa,
      })}
    >
      <PersonalSection />
      <VisaDetailsSection />
      <WorkSection />
      <EducationSection />
      <FamilySection />
      <RelativesSection />
      <TripSection />
      <InvitingPersonSection />
      <EmergencyContactSection />
    </ApplicationForm>
  );
}
