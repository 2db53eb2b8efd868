import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SERVICES = [
  { key: 'visa', to: '/visa' },
  { key: 'brela', to: '/brela' },
  { key: 'tin', to: '/tin' },
  { key: 'business', to: '/business' },
] as const;

export function Services() {
  const { t } = useTranslation();
  return (
    <section id="services" className="services" tabIndex={-1} aria-labelledby="services-title">
      <h2 id="services-title">{t('home.services.title')}</h2>
      <div className="service-grid">
        {SERVICES.map(({ key, to }) => (
          <article key={key} className="card service" aria-labelledby={`service-${key}`}>
            <h3 id={`service-${key}`}>{t(`home.services.${key}.title`)}</h3>
            <p>{t(`home.services.${key}.body`)}</p>
            <Link
              className="button primary"
              to={to}
              aria-label={`${t('home.services.apply')}: ${t(`home.services.${key}.title`)}`}
            >
              {t('home.services.apply')}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
