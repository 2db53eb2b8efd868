import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { AccountLinks } from './AccountLinks';
import { LanguageSelect } from './LanguageSelect';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label={t('header.home')}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="brand-title">{t('header.title')}</span>
        </Link>
        <div className="header-tools">
          <AccountLinks />
          <LanguageSelect />
        </div>
      </header>
      {/* Screens load lazily; the header stays while the next one downloads, or if one fails. */}
      <ScreenErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
      <ScrollToTop />
    </>
  );
}
