import { useTranslation } from 'react-i18next';

/** The office's name and street address: on the home page's "Find us" and the privacy page. */
export function OfficeAddress() {
  const { t } = useTranslation();
  return (
    <p>
      <strong>{t('home.office.name')}</strong>
      <br />
      {t('home.office.street')}
      <br />
      {t('home.office.city')}
    </p>
  );
}
