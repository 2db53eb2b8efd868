import { useBlockApplies } from '#components/form/kindContext';
import { BooleanRadioField } from '#components/form/BooleanRadioField';
import { FileField } from '#components/form/FileField';
import { LocationSelects } from '#components/form/LocationSelects';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { booleanLabels } from '#domain/options';

/** The sole proprietor's business: registration, documents, premises, staff and money. */
export function BusinessDetailsSection() {
  const rented = useBlockApplies('landlord');
  return (
    <>
      <Section name="business">
        <TextField name="regNumber" required />
        <TextField name="certDate" type="date" required />
        <TextField name="tradeName" required autoComplete="organization" />
        <TextField name="ecoActivity" required />
        <TextField name="commenceDate" type="date" required />
        <FileField name="regCert" />
        <FileField name="consForm" />
      </Section>
      <Section name="premises">
        <LocationSelects names={{ region: 'bRegion', council: 'bDistrict', ward: 'bWard' }} required />
        <TextField name="bStreet" required autoComplete="street-address" />
        <TextField name="proName" />
        <BooleanRadioField name="rented" labels={booleanLabels} required />
        {rented && (
          <>
            <TextField name="landTin" required inputMode="numeric" hint="tin.tinHint" />
            <FileField name="leeseAgree" />
          </>
        )}
      </Section>
      <Section name="staffAndMoney">
        <TextField name="bEmployee" type="number" required inputMode="numeric" />
        <TextField name="minSalary" type="number" required inputMode="numeric" />
        <TextField name="maxSalary" type="number" required inputMode="numeric" />
        <TextField name="estAnnualTurn" type="number" required inputMode="numeric" />
      </Section>
    </>
  );
}
