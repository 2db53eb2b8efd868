import { ApplicationForm } from '../ApplicationForm';
import { InvalidSubmitAlert } from '#components/form/InvalidSubmitAlert';
import { businessApplication, businessSchema, type BusinessApplicationInput } from '#domain/kinds/business';
import { ApplicantSection, BackgroundSection, MotherSection } from './OwnerSections';
import { BusinessSection, LandlordSection, LocationSection } from './PremisesSections';

const DEFAULTS: Partial<BusinessApplicationInput> = {};

/** The business application form; the router frames it with its title (FormPage). */
export default function BusinessForm() {
  return (
    <ApplicationForm application={businessApplication} schema={businessSchema} defaultValues={DEFAULTS}>
      <InvalidSubmitAlert message="business.required" />
      <ApplicantSection />
      <BackgroundSection />
      <MotherSection />
      <BusinessSection />
      <LocationSection />
      <LandlordSection />
    </ApplicationForm>
  );
}
