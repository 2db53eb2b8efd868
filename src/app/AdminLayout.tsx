import { Outlet } from 'react-router';

/** The staff area's shell; the sign-in guard and side navigation arrive with the admin screens. */
export default function AdminLayout() {
  return <Outlet />;
}
