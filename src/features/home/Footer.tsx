import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>
        <Link to="/become-an-agent">{t('becomeAgent.footerLink')}</Link>
      </p>
      <p>{t('home.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
