import { useTranslation } from 'react-i18next';

/** A missing value shows N/A. */
export function NotAvailable() {
  const { t } = useTranslation();
  return <span className="detail-missing">{t('admin.detail.na')}</span>;
}
