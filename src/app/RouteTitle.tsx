import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '#lib/documentTitle';
import { routeTitleKey, SITE_TITLE } from './routes';

/** Sets the tab's title from the route, in the reader's language; a screen may name itself closer. */
export default function RouteTitle() {
  const { t } = useTranslation();
  const key = routeTitleKey(useLocation().pathname);
  useRouteTitle(key === SITE_TITLE ? t(key) : t('meta.pageTitle', { page: t(key) }));
  return null;
}
