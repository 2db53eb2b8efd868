import { useTranslation } from 'react-i18next';

type Props = {
  /** The translation key of what could not be read. */
  message: string;
  /** The translation key of the button: each area words its "Try again" in its own file. */
  retryLabel: string;
  /** Reads again; left out where reading again cannot help (say, an address that names nothing). */
  onRetry?: () => void;
  /** The read is running again: the button waits for it. */
  busy?: boolean;
  /** The applicant's screens set their failures apart as `form-failure`, the staff's as a notice. */
  className?: string;
};

/** A read that failed, said in an alert, with a button that reads it again. */
export function RetryNotice({ message, retryLabel, onRetry, busy, className = 'notice error' }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className || undefined} role="alert">
      <p>{t(message)}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry} disabled={busy}>
          {t(retryLabel)}
        </button>
      )}
    </div>
  );
}
