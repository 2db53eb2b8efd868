import { createContext, useContext } from 'react';
import type { UserRole } from '#domain/user';

/** Who is using the staff area; the admin layout provides it once the guard has let them in. */
export type StaffUser = { uid: string; email: string; role: UserRole };

export const StaffUserContext = createContext<StaffUser | null>(null);

export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser is used outside the staff area (AdminLayout provides it).');
  return user;
}
