import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageLoading } from '#components/PageLoading';
import { SaidLine } from '#components/SaidLine';
import { useHydrated } from '#lib/hydration';
import { readSession } from '#lib/session';
import { AccountLinks } from './AccountLinks';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenTakenOver } from './ScreenTakenOver';
import { ScrollToTop } from './ScrollToTop';

/**
 * A new version ready, an application kept offline and sent: nothing to say on most visits, so
 * loaded after the first screen. It sends what was kept at start-up, so a failure to load is retried
 * at the next start.
 */
const DeviceNotices = lazy<ComponentType>(() =>
  import('./DeviceNotices').then(
    ({ DeviceNotices: notices }) => ({ default: notices }),
    () => ({ default: () => null }),
  ),
);

/** Where an applicant finds their applications again, without an account. */
const APPLICANT_LINKS = [
  { to: '/my-applications', label: 'header.myApplications' },
  { to: '/track', label: 'header.track' },
] as const;

/** The staff area (/ad/…) has its own navigation; an applicant's links have no place there. */
const isStaffArea = (pathname: string) => /^\/ad(\/|$)/.test(pathname);

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The login cookie is this device's: a pre-rendered page reads it once it has hydrated.
  const agent = useHydrated() && Boolean(readSession()?.aan);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label={t('header.home')}>
          <Logo />
          <span className="brand-title">{t('header.title')}</span>
        </Link>
        <div className="header-tools">
          <AccountLinks />
          <LanguageSelect />
        </div>
      </header>
      {/* A row of its own under the header, which it does not make taller: it fits a 360 px phone. */}
      {!isStaffArea(pathname) && (
        <nav className="applicant-links" aria-label={t('header.applications')}>
          {/* An agent signed in on this device: their clients first. */}
          {agent && (
            <NavLink className="header-link" to="/agent" end>
              {t('header.myClients')}
            </NavLink>
          )}
          {APPLICANT_LINKS.map(({ to, label }) => (
            <NavLink key={to} className="header-link" to={to}>
              {t(label)}
            </NavLink>
          ))}
        </nav>
      )}
      <Suspense fallback={null}>
        <DeviceNotices />
      </Suspense>
      <SaidLine />
      {/* Screens load lazily; the header stays while the next one downloads, or if one fails. */}
      <ScreenErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ScreenTakenOver />
        </Suspense>
      </ScreenErrorBoundary>
      <ScrollToTop />
    </>
  );
}
