import { ApplicationForm } from '../../components/form/ApplicationForm';
import { InvalidSubmitAlert } from '../../components/form/InvalidSubmitAlert';
import { businessSchema, type BusinessApplicationInput } from '../../domain/business';
import { businessCheckout } from './checkout';
import { ApplicantSection, BackgroundSection, MotherSection } from './OwnerSections';
import { BusinessSection, LandlordSection, LocationSection } from './PremisesSections';

const DEFAULTS: Partial<BusinessApplicationInput> = {};

/** The landlord contract is optional; a chosen one is uploaded first and its path kept in lordAttach. */
const LANDLORD_CONTRACT = { name: 'lordAttach', area: 'business' } as const;

/** The business application form; the router frames it with its title (FormPage). */
export default function BusinessForm() {
  return (
    <ApplicationForm
      kind="business"
      schema={businessSchema}
      defaultValues={DEFAULTS}
      messages={{ success: 'business.success', failure: 'business.failure' }}
      files={[LANDLORD_CONTRACT]}
      toCheckout={businessCheckout}
    >
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
