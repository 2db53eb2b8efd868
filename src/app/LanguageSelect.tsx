import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '#lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={i18n.language} onChange={(event) => void changeLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
