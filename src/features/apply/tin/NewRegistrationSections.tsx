import { useBlockApplies } from '#components/form/kindContext';
import { useAnswers } from '#components/form/useAnswers';
import { PersonNameFields } from '#components/form/PersonNameFields';
import { Section } from '#components/form/Section';

import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';
import { isTinCompany, type TinApplicationInput } from '#domain/kinds/tin';
import { BusinessDetailsSection } from './BusinessDetailsSection';
import { CompanyContactSection } from './CompanyContactSection';
import { SoleProprietorSection } from './SoleProprietorSection';

/** A first TIN: the applicant's details, the reason, and for business the type of business. */
export function NewRegistrationSections() {
  const business = useBlockApplies('businessType');
  const sole = useBlockApplies('soleProprietor');
  const [hasTin, reasonForTin, bType] = useAnswers<TinApplicationInput, ['hasTin', 'reasonForTin', 'bType']>([
    'hasTin',
    'reasonForTin',
    'bType',
  ]);
  const company = isTinCompany({ hasTin, reasonForTin, bType });
  return (
    <>
      <Section name="newRegistration">
        <TextField name="nida" required inputMode="numeric" hint="form.nidaHint" />
        <TextField name="bornDistrict" required />
        <TextField name="pSchool" required />
        <TextField name="districtLive" required />
        <TextField name="mamasName" required />
        <TextField name="regionBorn" required />
        <TextField name="residentAddress" required autoComplete="street-address" />
        <PersonNameFields first="fName" middle="mName" last="lName" birth="doBirth" />
        <TextField name="mobile" type="tel" required autoComplete="tel" inputMode="tel" />
        <SelectField name="reasonForTin" required />
        {business && <SelectField name="bType" required />}
      </Section>
      {company && <CompanyContactSection />}
      {sole && (
        <>
          <SoleProprietorSection />
          <BusinessDetailsSection />
        </>
      )}
    </>
  );
}
