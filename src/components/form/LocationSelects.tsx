import { useEffect } from 'react';
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
import { useAnswers } from './useAnswers';
import { useFieldState } from './useFieldState';
import { useRegionWards } from './useRegionWards';

type Names = { region: string; council: string; ward: string };

const REGION_OPTIONS = listRegions().map((region) => ({ value: region.name, label: region.name }));

/**
 * Region → council ("district") → ward, from the census data: regions and councils built in, a
 * region's wards fetched once it is chosen. Each select waits for the one above; changing one
 * clears those below. Values stored are names, readable without this data.
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
  const [regionName, councilName] = useAnswers([names.region, names.council]) as [string?, string?];
  const region = regionName ? findRegionByName(regionName) : undefined;
  const councils = region ? councilsOf(region.id) : [];
  const council = region && councilName ? findCouncil(region.id, councilName) : undefined;
  const regionWards = useRegionWards(region?.id);
  const wards = (council && regionWards.wards?.[council.id]) ?? [];
  const wardsShown = wards.length > 0;

  // A ward restored from a draft before its list arrived: show it once its option exists.
  useEffect(() => {
    const ward = form.getValues(names.ward) as string | undefined;
    if (wardsShown && ward) form.setValue(names.ward, ward);
  }, [wardsShown, form, names.ward]);

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
        disabled={!wardsShown}
      />
      {council && regionWards.failed && (
        <p className="field-error" role="alert">
          {t('form.wardsFailed')}{' '}
          <button type="button" className="button secondary" onClick={regionWards.retry}>
            {t('form.tryAgain')}
          </button>
        </p>
      )}
    </>
  );
}
