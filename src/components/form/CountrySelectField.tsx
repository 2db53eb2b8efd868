import { useMemo } from 'react';
import { listCountries } from '#domain/countries/index';
import { SelectField } from './SelectField';
import { useReaderLanguage } from '#lib/useReaderLanguage';

type Props = { name: string; label: string; hint?: string; required?: boolean; placeholder?: string };

/**
 * A country picker: names in the current language, the ISO 3166-1 alpha-2 code as the value, so
 * a record reads the same whichever language it was filled in.
 */
export function CountrySelectField({ name, label, hint, required, placeholder }: Props) {
  const lang = useReaderLanguage();
  // Some 250 entries, and forms re-render as the user types: build them once per language.
  const options = useMemo(
    () => listCountries(lang).map((country) => ({ value: country.code, label: country.name })),
    [lang],
  );
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      required={required}
      placeholder={placeholder}
      options={options}
    />
  );
}
