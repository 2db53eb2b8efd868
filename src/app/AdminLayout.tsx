import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoading } from '#components/PageLoading';
import { formatDateTime } from '#domain/format';
import { canManageAgents } from '#domain/user';
import { StaffUserContext, type StaffUser } from '../features/admin/common/staffUser';
import { StaffGuard } from '../features/auth/StaffGuard';
import { FetchScope } from '#lib/FetchScope';
import { useStaffTranslations } from '#lib/staffTranslations';
import './AdminLayout.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

/**
 * A link of the staff menu (Dashboard, each service's applicants, and for administrators Agents,
 * their Statements and Reports): the table of routes names them (routes.tsx).
 */
export type StaffLink = { to: string; label: string; adminOnly?: boolean };

type SideNavProps = { links: readonly StaffLink[]; user: StaffUser; onSignOut: () => Promise<void> };

/**
 * The one link of the page shown: the longest whose address is the page's or leads to it. Agents
 * (/ad/agents) stays current on an agent's page, but not on Statements (/ad/agents/statements),
 * which has a link of its own.
 */
function currentLink(links: readonly StaffLink[], pathname: string): string | undefined {
  const leading = links.filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return leading.reduce<string | undefined>(
    (best, { to }) => (to.length > (best?.length ?? -1) ? to : best),
    undefined,
  );
}

function SideNav({ links, user, onSignOut }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Phones see a Menu button; from 900 px wide the links are always shown (CSS).
  const [open, setOpen] = useState(false);
  const shown = links.filter((link) => !link.adminOnly || canManageAgents(user.role));
  const current = currentLink(shown, pathname);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById('admin-nav-toggle')?.focus();
  };
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')} onKeyDown={closeOnEscape}>
      <button
        id="admin-nav-toggle"
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-nav-panel"
        onClick={() => setOpen((now) => !now)}
      >
        <span aria-hidden="true">☰</span> {t('admin.nav.menu')}
      </button>
      <div id="admin-nav-panel" className={`admin-nav-panel${open ? ' open' : ''}`}>
        <p className="admin-nav-user">
          {t('admin.nav.signedInAs', { email: user.email, role: t(`options.userRole.${user.role}`) })}
        </p>
        <ul>
          {shown.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="admin-nav-signout" onClick={() => void onSignOut()}>
          {t('admin.nav.signOut')}
        </button>
      </div>
    </nav>
  );
}

/**
 * The first date formatter of a language takes the browser tens of milliseconds to build (the
 * locale's patterns, the time zone), and every list card and application shows a date. It is built
 * here, in a task of its own while the guard waits on the network, not inside the first screen's
 * render, where it would make one long task longer.
 */
function usePreparedDateFormat() {
  const lang = useReaderLanguage();
  useEffect(() => {
    const prepare = () => void formatDateTime(0, lang);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prepare, { timeout: 1_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prepare, 0);
    return () => window.clearTimeout(id);
  }, [lang]);
}

/**
 * The staff area: nothing of it renders before StaffGuard has seen a staff or admin role. What it
 * reads is cached in a FetchScope of its own, dropped when the staff area is left (signing out).
 */
export default function AdminLayout({ links }: { links: readonly StaffLink[] }) {
  usePreparedDateFormat();
  // The cache sits above every Suspense boundary of the staff area. SWR drops a cache of its own
  // while a boundary above it hides it, and every read from it then fails until a reload.
  return (
    <FetchScope>
      <Suspense fallback={<PageLoading />}>
        <StaffArea links={links} />
      </Suspense>
    </FetchScope>
  );
}

function StaffArea({ links }: { links: readonly StaffLink[] }) {
  // The staff area's words are not in the public translation file: nothing shows before they are in.
  useStaffTranslations();
  return (
    <StaffGuard>
      {(user, signOut) => (
        <StaffUserContext.Provider value={user}>
          <div className="admin-shell">
            <SideNav links={links} user={user} onSignOut={signOut} />
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </StaffUserContext.Provider>
      )}
    </StaffGuard>
  );
}
