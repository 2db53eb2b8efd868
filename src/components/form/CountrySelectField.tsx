import { useDeferredValue, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { listCountries } from '#domain/countries/index';
import type { SelectOption } from './options';
import { SelectField } from './SelectField';
import { useReaderLanguage } from '#lib/useReaderLanguage';

type Props = { name: string; label?: string; hint?: string; required?: boolean; placeholder?: string };

/**
 * A country picker: names in the current language, the ISO 3166-1 alpha-2 code as the value, so
 * a record reads the same whichever language it was filled in.
 *
 * Some 250 options make up most of a form's page: building them and laying them out is the
 * longest stretch a phone spends putting the form on screen. The field first shows with the
 * country it holds (a draft's) and no others, and the full list follows in a deferred render
 * React may interrupt, a moment later and before anyone can open it.
 */
export function CountrySelectField({ name, label, hint, required, placeholder }: Props) {
  const lang = useReaderLanguage();
  const { getValues } = useFormContext();
  // Some 250 entries, and forms re-render as the user types: build them once per language.
  const options = useMemo<readonly SelectOption[]>(
    () => listCountries(lang).map((country) => ({ value: country.code, label: country.name })),
    [lang],
  );
  // Read once: the deferred value starts from it on the first render only.
  const [first] = useState(() => options.filter((option) => option.value === getValues(name)));
  const shown = useDeferredValue(options, first);
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      required={required}
      placeholder={placeholder}
      options={shown}
      busy={shown !== options}
    />
  );
}
