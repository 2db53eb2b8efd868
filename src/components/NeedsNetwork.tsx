import { useTranslation } from 'react-i18next';
import { useOnline } from '#lib/useOnline';

/**
 * Says, while the device is offline, that what this screen does needs the network (`message`, a
 * translation key): the screen itself opens from the service worker's cache, its answers do not.
 */
export function NeedsNetwork({ message }: { message: string }) {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p className="needs-network" role="status">
      {t(message)}
    </p>
  );
}
