import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT } from '#domain/agency';
import { APPLICATION_KINDS, perKind, serviceLabels } from '#domain/kinds';
import { RETENTION_STAGES, retentionPeriodsSaid } from '#domain/retentionPeriods';
import { OfficeAddress } from '#components/OfficeAddress';

/**
 * What the agency does with an applicant's personal data, in full (the forms' notice says it in
 * short): what each service collects, why, who sees it, where it is stored (firebase.json's
 * locations, docs/operations/deploying.md), how long (the retention table), the applicant's
 * rights and whom to ask.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const periods = retentionPeriodsSaid(t);
  const offices = perKind(({ kind }) => t(serviceLabels(kind).office));
  return (
    <main id="main" className="page narrow privacy">
      <h1>{t('privacy.title')}</h1>
      <p className="lead">{t('privacy.lead')}</p>

      <section aria-labelledby="privacy-collected">
        <h2 id="privacy-collected">{t('privacy.collected.title')}</h2>
        <p>{t('privacy.collected.intro')}</p>
        <ul>
          {[...APPLICATION_KINDS, 'payment' as const].map((each) => (
            <li key={each}>{t(`privacy.collected.${each}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">{t('privacy.why.title')}</h2>
        <p>{t('privacy.why.body')}</p>
      </section>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">{t('privacy.who.title')}</h2>
        <p>{t('privacy.who.intro')}</p>
        <ul>
          <li>{t('privacy.who.staff')}</li>
          <li>{t('privacy.who.office', offices)}</li>
          <li>{t('privacy.who.agent')}</li>
          <li>{t('privacy.who.providers')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">{t('privacy.where.title')}</h2>
        <p>{t('privacy.where.body')}</p>
      </section>

      <section aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">{t('privacy.kept.title')}</h2>
        <p>{t('privacy.kept.intro')}</p>
        <ul>
          {RETENTION_STAGES.map((stage) => (
            <li key={stage}>{t(`privacy.kept.${stage}`, { period: periods[stage] })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rights.title')}</h2>
        <p>{t('privacy.rights.body')}</p>
        <p>
          {t('privacy.rights.track')} <Link to="/track">{t('header.track')}</Link>
        </p>
        <p>{t('privacy.rights.ask')}</p>
        <p>{t('privacy.rights.complain')}</p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{t('privacy.contact.title')}</h2>
        <address className="card">
          <OfficeAddress />
          <p>
            {t('privacy.contact.email')} <a href={`mailto:${CONTACT.dataEmail}`}>{CONTACT.dataEmail}</a>
            <br />
            {t('privacy.contact.phone')} <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </p>
        </address>
      </section>
    </main>
  );
}
