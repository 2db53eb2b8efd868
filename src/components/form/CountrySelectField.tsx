import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listCountries } from '../../domain/countries';
import { APP_LANGUAGES, type AppLanguage } from '../../domain/kinds';
import { SelectField } from './SelectField';

type Props = { name: string; label: string; hint?: string; required?: boolean; placeholder?: string };

function appLanguage(language: string): AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(language) ? (language as AppLanguage) : 'en';
}

/**
 * A country picker: names in the current language, the ISO 3166-1 alpha-2 code as the value, so
 * a record reads the same whichever language it was filled in.
 */
export function CountrySelectField({ name, label, hint, required, placeholder }: Props) {
  const { i18n } = useTranslation();
  const lang = appLanguage(i18n.language);
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
