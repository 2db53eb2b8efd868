import { useTranslation } from 'react-i18next';
import { serviceLabels } from '#domain/kinds';
import type { KeptApplication } from '#lib/outbox';

/**
 * What this device keeps to send, each by its service and applicant, so that nobody fills it in
 * again thinking it lost; `onAnother` offers a new form.
 */
export function KeptApplications({ kept, onAnother }: { kept: KeptApplication[]; onAnother?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form-kept" role="status">
      <p>{t('outbox.kept')}</p>
      <ul>
        {kept.map(({ id, kind, checkout }) => (
          <li key={id}>
            {t(serviceLabels(kind).homeTitle)}
            {checkout.name && `: ${checkout.name}`}
          </li>
        ))}
      </ul>
      {onAnother && (
        <button type="button" className="button secondary" onClick={onAnother}>
          {t('outbox.another')}
        </button>
      )}
    </div>
  );
}
