import { useTranslation } from 'react-i18next';
import { RetryNotice } from '#components/RetryNotice';
import { apiFailureKey } from '#lib/apiFailure';

type Props = {
  /** The read of the month's statement: what failed, and how to read it again. */
  read: { error?: unknown; mutate: () => unknown };
  /** A statement is on the screen already: no "Loading" while the next one is read. */
  shown: boolean;
};

/** While a month's statement is read: "Loading", or why it could not be read, with Try again. */
export function StatementReading({ read, shown }: Props) {
  const { t } = useTranslation();
  if (read.error !== undefined) {
    return (
      <RetryNotice
        message={apiFailureKey(read.error, 'statements.loadFailed')}
        retryLabel="statements.retry"
        onRetry={() => void read.mutate()}
      />
    );
  }
  return shown ? null : <p role="status">{t('statements.loading')}</p>;
}
