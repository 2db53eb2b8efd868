import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_PATH } from '#domain/privacy';
import { useHydrated } from '#lib/hydration';

export function Footer() {
  const { t } = useTranslation();
  // The year is the visitor's, not the build's: the pre-rendered page leaves the line empty.
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <p>
        <Link to="/become-an-agent">{t('becomeAgent.footerLink')}</Link>
      </p>
      <p>
        <Link to={PRIVACY_PATH}>{t('privacy.footerLink')}</Link>
      </p>
      <p>{hydrated ? t('home.footer.copyright', { year: new Date().getFullYear() }) : '\u00a0'}</p>
    </footer>
  );
}
