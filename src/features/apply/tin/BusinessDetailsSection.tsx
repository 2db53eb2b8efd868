import { useBlockApplies } from '#components/form/kindContext';
import { BooleanRadioField } from '#components/form/BooleanRadioField';
import { FileField } from '#components/form/FileField';
import { LocationSelects } from '#components/form/LocationSelects';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { booleanLabels } from '#domain/options';
import { tinFieldLabels as label } from '#domain/kinds/tin';

/** The sole proprietor's business: registration, documents, premises, staff and money. */
export function BusinessDetailsSection() {
  const rented = useBlockApplies('landlord');
  return (
    <>
      <Section name="business">
        <TextField name="regNumber" label={label.regNumber} required />
        <TextField name="certDate" label={label.certDate} type="date" required />
        <TextField name="tradeName" label={label.tradeName} required autoComplete="organization" />
        <TextField name="ecoActivity" label={label.ecoActivity} required />
        <TextField name="commenceDate" label={label.commenceDate} type="date" required />
        <FileField name="regCert" label={label.regCert} />
        <FileField name="consForm" label={label.consForm} />
      </Section>
      <Section name="premises">
        <LocationSelects
          names={{ region: 'bRegion', council: 'bDistrict', ward: 'bWard' }}
          labels={{ region: label.bRegion, council: label.bDistrict, ward: label.bWard }}
          required
        />
        <TextField name="bStreet" label={label.bStreet} required autoComplete="street-address" />
        <TextField name="proName" label={label.proName} />
        <BooleanRadioField name="rented" label={label.rented} labels={booleanLabels} required />
        {rented && (
          <>
            <TextField name="landTin" label={label.landTin} required inputMode="numeric" hint="tin.tinHint" />
            <FileField name="leeseAgree" label={label.leeseAgree} />
          </>
        )}
      </Section>
      <Section name="staffAndMoney">
        <TextField name="bEmployee" label={label.bEmployee} type="number" required inputMode="numeric" />
        <TextField name="minSalary" label={label.minSalary} type="number" required inputMode="numeric" />
        <TextField name="maxSalary" label={label.maxSalary} type="number" required inputMode="numeric" />
        <TextField
          name="estAnnualTurn"
          label={label.estAnnualTurn}
          type="number"
          required
          inputMode="numeric"
        />
      </Section>
    </>
  );
}
