import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServicePrice } from '#components/ServicePrice';
import { SERVICE_PATHS, SERVICES_ORDER, serviceLabels } from '#domain/kinds';
import { PRICED_IN_DOLLARS_TOO, PRICES } from '#domain/kinds';

export function Services() {
  const { t } = useTranslation();
  return (
    <section id="services" className="services" tabIndex={-1} aria-labelledby="services-title">
      <h2 id="services-title">{t('home.services.title')}</h2>
      <div className="service-grid">
        {SERVICES_ORDER.map((kind) => (
          <article key={kind} className="card service" aria-labelledby={`service-${kind}`}>
            <h3 id={`service-${kind}`}>{t(serviceLabels(kind).homeTitle)}</h3>
            <p>{t(serviceLabels(kind).homeBody)}</p>
            <ServicePrice price={PRICES[kind]} usd={PRICED_IN_DOLLARS_TOO.includes(kind)} />
            <Link
              className="button primary"
              to={SERVICE_PATHS[kind].form}
              aria-label={`${t('home.services.apply')}: ${t(serviceLabels(kind).homeTitle)}`}
            >
              {t('home.services.apply')}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
