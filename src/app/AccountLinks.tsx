import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '#lib/hydration';
import { readSession } from '#lib/session';

// Firebase Auth loads only when someone signs out, never on a visitor's first page.
const signOutLazily = async () => (await import('../features/auth/api/accounts')).signOutUser();

/**
 * Where a visitor registers or signs in, and, once signed in, who they are and how to sign out
 * (the spec's logout: clear the login cookie, then go to /sign-in). The login cookie is read on
 * every navigation, so signing in or out elsewhere shows here at once.
 */
export function AccountLinks({ signOut = signOutLazily }: { signOut?: () => Promise<void> }) {
  const { t } = useTranslation();
  // Re-rendered on every navigation: signing in sets the cookie, then moves to another page.
  useLocation();
  const navigate = useNavigate();
  // A pre-rendered page shows the signed-out links; the cookie is read once it has hydrated.
  const session = useHydrated() ? readSession() : null;

  const leave = async () => {
    await signOut().catch(() => undefined);
    await navigate('/sign-in');
  };

  return (
    <nav className="account-links" aria-label={t('header.account')}>
      {session ? (
        <>
          <span className="signed-in" title={session.email}>
            {t('header.signedInAs', { email: session.email })}
          </span>
          <button type="button" className="header-link" onClick={() => void leave()}>
            {t('header.signOut')}
          </button>
        </>
      ) : (
        <>
          <Link className="header-link" to="/login">
            {t('header.signIn')}
          </Link>
          <Link className="header-link" to="/register">
            {t('header.register')}
          </Link>
        </>
      )}
    </nav>
  );
}
