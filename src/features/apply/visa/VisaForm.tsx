import { ApplicationForm } from '../ApplicationForm';
import { visaApplication } from '#domain/kinds/visa';
import { visaFormSchema } from '#domain/visaForm';
import { EmergencyContactSection, InvitingPersonSection } from './ContactSections';
import { visaDefaults } from './defaults';
import { FamilySection, RelativesSection } from './FamilySections';
import { PassportSection } from './PassportSection';
import { PersonalSection } from './PersonalSection';
import { TripSection } from './TripSection';
import { VisaDetailsSection, WorkSection } from './WorkAndStudySections';

const DEFAULTS = visaDefaults();

/** The visa application form; the router frames it with its title (FormPage). */
export default function VisaForm() {
  return (
    <ApplicationForm application={visaApplication} schema={visaFormSchema} defaultValues={DEFAULTS}>
      <PersonalSection />
      <PassportSection />
      <VisaDetailsSection />
      <WorkSection />
      <FamilySection />
      <RelativesSection />
      <TripSection />
      <InvitingPersonSection />
      <EmergencyContactSection />
    </ApplicationForm>
  );
}
