import { useTranslation } from 'react-i18next';

/** A read that failed, said in an alert, with a button that reads it again. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice error" role="alert">
      <p>{t(message)}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('admin.detail.retry')}
      </button>
    </div>
  );
}
