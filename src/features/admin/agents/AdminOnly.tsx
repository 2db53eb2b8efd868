import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canManageAgents } from '#domain/user';
import { ADMIN_DASHBOARD_PATH } from '../common/routes';
import { useStaffUser } from '../common/staffUser';

/**
 * The agents' screens and the reports are an administrator's: staff without the admin role who
 * reach one (a bookmark, a link someone sent) are told so, in the screen's own words (`reason`),
 * and read nothing. The API refuses them too.
 */
export function AdminOnly({
  children,
  reason = 'agents.notAllowed.body',
}: {
  children: ReactNode;
  reason?: string;
}) {
  const { t } = useTranslation();
  const user = useStaffUser();
  if (canManageAgents(user.role)) return <>{children}</>;
  return (
    <main className="page admin-page narrow" id="main">
      <h1>{t('agents.notAllowed.title')}</h1>
      <p className="notice error" role="alert">
        {t(reason)}
      </p>
      <p>
        <Link to={ADMIN_DASHBOARD_PATH}>{t('agents.notAllowed.back')}</Link>
      </p>
    </main>
  );
}
