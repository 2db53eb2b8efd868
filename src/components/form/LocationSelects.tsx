import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  councilDisplayName,
  councilOfficialName,
  councilsOf,
  findCouncil,
  findRegionByName,
  listRegions,
} from '../../domain/locations';
import { SelectField } from './SelectField';
import { useFieldState } from './useFieldState';

type Names = { region: string; council: string; ward: string };

const REGION_OPTIONS = listRegions().map((region) => ({ value: region.name, label: region.name }));

/**
 * Region → council ("district") → ward, from the built-in census data. Each select waits for the
 * one above; changing one clears those below. Values stored are names, readable without this data.
 */
export function LocationSelects({
  names,
  labels,
  required,
}: {
  names: Names;
  labels: Names;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { form } = useFieldState(names.region);
  const [regionName, councilName] = useWatch({
    control: form.control,
    name: [names.region, names.council],
  }) as [string?, string?];
  const region = regionName ? findRegionByName(regionName) : undefined;
  const councils = region ? councilsOf(region.id) : [];
  const council = region && councilName ? findCouncil(region.id, councilName) : undefined;
  const wards = council?.wards ?? [];

  const clear = (...fields: string[]) => {
    for (const field of fields) form.setValue(field, '', { shouldDirty: true });
  };

  return (
    <>
      <SelectField
        name={names.region}
        label={labels.region}
        options={REGION_OPTIONS}
        required={required}
        onValueChange={() => clear(names.council, names.ward)}
      />
      <SelectField
        name={names.council}
        label={labels.council}
        options={councils.map((entry) => ({
          value: councilOfficialName(entry),
          label: councilDisplayName(entry, t),
        }))}
        required={required}
        disabled={councils.length === 0}
        onValueChange={() => clear(names.ward)}
      />
      <SelectField
        name={names.ward}
        label={labels.ward}
        options={wards.map((ward) => ({ value: ward, label: ward }))}
        required={required}
        disabled={wards.length === 0}
      />
    </>
  );
}
