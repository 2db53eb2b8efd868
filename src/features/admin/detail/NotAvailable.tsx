import { useTranslation } from 'react-i18next';

/** Spec §2: a missing value shows N/A. */
export function NotAvailable() {
  const { t } = useTranslation();
  return <span className="detail-missing">{t('admin.detail.na')}</span>;
}
