import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  councilDisplayName,
  councilOfficialName,
  councilsOf,
  findCouncil,
  findRegionByName,
  listRegions,
  sortedForReading,
} from '#domain/locations/index';

import { SelectField } from './SelectField';
import { useAnswers } from './useAnswers';
import { useFieldState } from './useFieldState';
import { useRegionWards } from './useRegionWards';
import { useReaderLanguage } from '#lib/useReaderLanguage';

type Names = { region: string; council: string; ward: string };

const byLabel = (option: { label: string }) => option.label;

/**
 * Region → council ("district") → ward, from the census data: regions and councils built in, a
 * region's wards fetched once it is chosen. Each select waits for the one above; changing one
 * clears those below. Values stored are names, readable without this data. Each list is in the
 * reader's alphabetical order, not the census's.
 */
export function LocationSelects({
  names,
  labels,
  required,
}: {
  names: Names;
  /** Default: each field's label in the form's domain entry. */
  labels?: Names;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const { form } = useFieldState(names.region);
  const [regionName, councilName] = useAnswers([names.region, names.council]) as [string?, string?];
  const region = regionName ? findRegionByName(regionName) : undefined;
  const council = region && councilName ? findCouncil(region.id, councilName) : undefined;
  const regionWards = useRegionWards(region?.id);

  const regionOptions = useMemo(
    () =>
      sortedForReading(
        listRegions().map((entry) => ({ value: entry.name, label: entry.name })),
        byLabel,
        lang,
      ),
    [lang],
  );
  const councilOptions = useMemo(
    () =>
      sortedForReading(
        (region ? councilsOf(region.id) : []).map((entry) => ({
          value: councilOfficialName(entry),
          label: councilDisplayName(entry, t),
        })),
        byLabel,
        lang,
      ),
    [region, t, lang],
  );
  const wardOptions = useMemo(() => {
    const wards = (council && regionWards.wards?.[council.id]) ?? [];
    return sortedForReading(wards, (ward) => ward, lang).map((ward) => ({ value: ward, label: ward }));
  }, [council, regionWards.wards, lang]);
  const wardsShown = wardOptions.length > 0;

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
        label={labels?.region}
        options={regionOptions}
        required={required}
        onValueChange={() => clear(names.council, names.ward)}
      />
      <SelectField
        name={names.council}
        label={labels?.council}
        options={councilOptions}
        required={required}
        disabled={councilOptions.length === 0}
        onValueChange={() => clear(names.ward)}
      />
      <SelectField
        name={names.ward}
        label={labels?.ward}
        options={wardOptions}
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
