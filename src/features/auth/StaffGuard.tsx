import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { StaffUser } from './api/accounts';
import type { SignInRedirectState } from './SignInPage';
import { useStaffAccess, type AccessSource } from './useStaffAccess';

const signOutLazily = async () => (await import('./api/accounts')).signOutUser();

type Props = {
  /** The staff screens, given the user and a sign-out that ends on /sign-in. */
  children: (user: StaffUser, signOut: () => Promise<void>) => ReactNode;
  /** Who is signed in and their role: Firebase unless a test says otherwise. */
  source?: AccessSource;
  signOut?: () => Promise<void>;
};

function Checking() {
  const { t } = useTranslation();
  return (
    <main className="page-loading" id="main" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('admin.guard.checking')}</span>
    </main>
  );
}

/**
 * The staff area's gate. The spec let any signed-in user in; here the users/{uid} record must
 * give a role (staff or admin). Nobody signed in: home, as the spec says. Signed in without a
 * role: signed out and sent to /sign-in, which shows 'User role not found'. Nothing of the staff
 * area renders until the role is known, so there is no flash of it.
 */
export function StaffGuard({ children, source, signOut = signOutLazily }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useStaffAccess(source);
  const [leaving, setLeaving] = useState(false);
  const refused = access.status === 'noRole';

  useEffect(() => {
    if (refused) void signOut().catch(() => undefined);
  }, [refused, signOut]);

  // Navigation comes after the sign-out, so /sign-in never sees the old user still signed in;
  // meanwhile the guard stays on "Loading…" rather than sending the user home.
  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      await navigate('/sign-in', { replace: true });
    }
  };

  if (leaving) return <Checking />;
  switch (access.status) {
    case 'loading':
      return <Checking />;
    case 'anonymous':
      return <Navigate to="/" replace />;
    case 'noRole': {
      const state: SignInRedirectState = { refusal: 'roleNotFound' };
      return <Navigate to="/sign-in" replace state={state} />;
    }
    case 'error':
      return (
        <main className="page narrow" id="main">
          <h1>{t('admin.guard.errorTitle')}</h1>
          <p role="alert">{t('admin.guard.errorBody')}</p>
          <p>
            <button type="button" className="button primary" onClick={access.retry}>
              {t('admin.guard.retry')}
            </button>{' '}
            <Link to="/sign-in">{t('admin.guard.signIn')}</Link>
          </p>
        </main>
      );
    case 'staff':
      return <>{children(access.user, leave)}</>;
  }
}
