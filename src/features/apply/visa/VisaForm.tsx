import { ApplicationForm } from '../ApplicationForm';
import { visaSchema } from '../../../domain/visa';
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
    <ApplicationForm kind="visa" schema={visaSchema} defaultValues={DEFAULTS}>
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
