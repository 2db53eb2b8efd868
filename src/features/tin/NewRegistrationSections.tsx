import { useAnswers } from '../../components/form/useAnswers';
import { Section } from '../../components/form/Section';
import { optionsOf } from '../../components/form/options';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { BUSINESS_REASON, businessTypeOptions, reasonForTinOptions } from '../../domain/options';
import { tinFieldLabels as label, type TinApplicationInput } from '../../domain/tin';
import { BusinessDetailsSection } from './BusinessDetailsSection';
import { CompanyContactSection } from './CompanyContactSection';
import { SoleProprietorSection } from './SoleProprietorSection';

/** A first TIN: the applicant's details, the reason, and for business the type of business. */
export function NewRegistrationSections() {
  const [reasonForTin, bType] = useAnswers<TinApplicationInput, ['reasonForTin', 'bType']>([
    'reasonForTin',
    'bType',
  ]);
  const business = reasonForTin === BUSINESS_REASON;
  return (
    <>
      <Section title="tin.sections.newRegistration">
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
        <SelectField
          name="reasonForTin"
          label={label.reasonForTin}
          options={optionsOf(reasonForTinOptions)}
          required
        />
        {business && (
          <SelectField name="bType" label={label.bType} options={optionsOf(businessTypeOptions)} required />
        )}
      </Section>
      {business && bType === 'Company' && <CompanyContactSection />}
      {business && bType === 'Sole Proprietor' && (
        <>
          <SoleProprietorSection />
          <BusinessDetailsSection />
        </>
      )}
    </>
  );
}
