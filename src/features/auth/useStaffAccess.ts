import { useEffect, useState } from 'react';
import type { UserRole } from '#domain/user';
import { useFetch } from '#lib/fetching';
import type { SignedInUser, StaffUser } from './api/accounts';

export type StaffAccess =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'noRole' }
  /** `retry` reads the role again, or reloads the page when Firebase itself could not start. */
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'staff'; user: StaffUser };

/** Where the guard learns who is signed in and their role; the real one is Firebase (api/accounts.ts). */
export type AccessSource = {
  watchUser: (onChange: (user: SignedInUser | null) => void) => Promise<() => void>;
  readRole: (uid: string) => Promise<UserRole | null>;
};

// The Firebase SDK arrives with the first staff screen, not with the public ones.
const accounts = () => import('./api/accounts');
export const firebaseAccess: AccessSource = {
  watchUser: async (onChange) => (await accounts()).watchUser(onChange),
  readRole: async (uid) => (await accounts()).readRole(uid),
};

type Session =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'signedIn'; user: SignedInUser }
  /** `was`: who was signed in before, whose role answer still decides what the guard says. */
  | { status: 'signedOut'; was?: SignedInUser };

type RoleKey = readonly ['staff.role', string];

function useSession(watchUser: AccessSource['watchUser']): Session {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    watchUser((user) => {
      if (!active) return;
      setSession((current) =>
        user
          ? { status: 'signedIn', user }
          : { status: 'signedOut', was: current.status === 'signedIn' ? current.user : undefined },
      );
    }).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      (error: unknown) => active && setSession({ status: 'error', error }),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [watchUser]);
  return session;
}

/**
 * The signed-in user and their role, 'loading' until Firebase Auth has restored its session and the
 * role (users/{uid}.role) is read. The role is read again when the tab comes back into view, so a
 * role taken away shuts the staff area then; a failed read is retried (lib/fetching).
 */
export function useStaffAccess(source: AccessSource = firebaseAccess): StaffAccess {
  const session = useSession(source.watchUser);
  const user =
    session.status === 'signedIn' ? session.user : session.status === 'signedOut' ? session.was : undefined;
  // Signed out, the last user's answer is only looked up, not read: the guard signs out a user
  // without a role, and that sign-out must not turn "role not found" into a plain "signed out".
  const role = useFetch<UserRole | null, RoleKey | null>(
    user ? ['staff.role', user.uid] : null,
    session.status === 'signedIn' ? ([, uid]) => source.readRole(uid) : null,
  );

  switch (session.status) {
    case 'loading':
      return session;
    case 'error':
      return { status: 'error', error: session.error, retry: () => window.location.reload() };
    case 'signedOut':
      return { status: role.data === null ? 'noRole' : 'anonymous' };
    case 'signedIn':
      if (role.data === null) return { status: 'noRole' };
      if (role.data) return { status: 'staff', user: { ...session.user, role: role.data } };
      if (role.error !== undefined)
        return { status: 'error', error: role.error, retry: () => void role.mutate() };
      return { status: 'loading' };
  }
}
