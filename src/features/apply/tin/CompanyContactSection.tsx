import { useTranslation } from 'react-i18next';
import { Section } from '#components/form/Section';
import { CONTACT } from '#domain/agency';

/** Companies are registered by the sales team, not online: only how to reach them. */
export function CompanyContactSection() {
  const { t } = useTranslation();
  return (
    <Section name="company" note="tin.companyNote">
      <p>
        {t('tin.companyPhone')} <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        <br />
        {t('tin.companyEmail')} <a href={`mailto:${CONTACT.salesEmail}`}>{CONTACT.salesEmail}</a>
      </p>
    </Section>
  );
}
