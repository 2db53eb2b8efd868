import { useTranslation } from 'react-i18next';
import { CONTACT } from '#domain/agency';
import { OfficeAddress } from '#components/OfficeAddress';

export function OfficeLocation() {
  const { t } = useTranslation();
  return (
    <section className="office" aria-labelledby="office-title">
      <h2 id="office-title">{t('home.office.title')}</h2>
      <address className="card">
        <OfficeAddress />
        <p>{t('home.office.hours')}</p>
        <p>
          <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          <br />
          <a href={`mailto:${CONTACT.salesEmail}`}>{CONTACT.salesEmail}</a>
        </p>
        <a href={CONTACT.mapUrl} target="_blank" rel="noopener noreferrer">
          {t('home.office.map')}
        </a>
      </address>
    </section>
  );
}
