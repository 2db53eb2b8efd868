import { useEffect, useState } from 'react';
import type { StaffAccess } from './api/accounts';

export type WatchStaffAccess = (onChange: (access: StaffAccess) => void) => Promise<() => void>;

// The Firebase SDK arrives with the first staff screen, not with the public ones.
const watchLazily: WatchStaffAccess = async (onChange) =>
  (await import('./api/accounts')).watchStaffAccess(onChange);

/** The signed-in user and their role, 'loading' until Firebase Auth has restored its session. */
export function useStaffAccess(watch: WatchStaffAccess = watchLazily): StaffAccess {
  const [access, setAccess] = useState<StaffAccess>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    watch((next) => {
      if (!active) return;
      // A user without a role is signed out by the guard; that sign-out must not turn the
      // "role not found" answer into a plain "signed out" one.
      setAccess((current) => (current.status === 'noRole' && next.status === 'anonymous' ? current : next));
    }).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      (error: unknown) => {
        if (active) setAccess({ status: 'error', error });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [watch]);
  return access;
}
