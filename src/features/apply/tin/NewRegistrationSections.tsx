import { useBlockApplies } from '#components/form/kindContext';
import { useAnswers } from '#components/form/useAnswers';
import { Section } from '#components/form/Section';

import { SelectField } from '#components/form/SelectField';
import { TextField } from '#components/form/TextField';
import { isTinCompany, tinFieldLabels as label, type TinApplicationInput } from '#domain/kinds/tin';
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
        <TextField name="nida" label={label.nida} required inputMode="numeric" hint="form.nidaHint" />
        <TextField name="bornDistrict" label={label.bornDistrict} required />
        <TextField name="pSchool" label={label.pSchool} required />
        <TextField name="districtLive" label={label.districtLive} required />
        <TextField name="mamasName" label={label.mamasName} required />
        <TextField name="regionBorn" label={label.regionBorn} required />
        <TextField
          name="residentAddress"
          label={label.residentAddress}
          required
          autoComplete="street-address"
        />
        <TextField name="fName" label={label.fName} required autoComplete="given-name" />
        <TextField name="mName" label={label.mName} autoComplete="additional-name" />
        <TextField name="lName" label={label.lName} required autoComplete="family-name" />
        <TextField name="doBirth" label={label.doBirth} type="date" required autoComplete="bday" />
        <TextField
          name="mobile"
          label={label.mobile}
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
        />
        <SelectField name="reasonForTin" label={label.reasonForTin} required />
        {business && <SelectField name="bType" label={label.bType} required />}
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
