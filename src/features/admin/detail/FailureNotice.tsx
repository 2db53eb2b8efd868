import { useTranslation } from 'react-i18next';

/** Why something on the application's page could not be done, announced as it appears. */
export function FailureNotice({ failure }: { failure: string | undefined }) {
  const { t } = useTranslation();
  return failure ? (
    <p className="notice error" role="alert">
      {t(failure)}
    </p>
  ) : null;
}
