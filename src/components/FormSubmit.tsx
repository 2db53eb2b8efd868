import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The form is sending: the button says so and takes no second press. */
  busy: boolean;
  /** Translation keys: the button, and the button while the form sends. */
  label: string;
  busyLabel: string;
  /** The translation key of why the last send failed, announced as an alert. */
  failure?: string;
  /** The staff's detail forms set a failure apart as a notice, the others as `form-failure`. */
  failureClassName?: string;
  /** Where a form's result is reported beside the button (the staff's save rows), the failure goes under it. */
  failureBelow?: boolean;
  variant?: 'primary' | 'secondary';
  /** More classes on the row of buttons, for a form that lays it out its own way. */
  className?: string;
  /** What else the row holds: a Cancel button, a status that says "Saved". */
  children?: ReactNode;
};

/** A form's last lines: why its last send failed, and its Submit button, busy while it sends. */
export function FormSubmit({
  busy,
  label,
  busyLabel,
  failure,
  failureClassName = 'form-failure',
  failureBelow = false,
  variant = 'primary',
  className = '',
  children,
}: Props) {
  const { t } = useTranslation();
  const failed = failure && (
    <p className={failureClassName} role="alert">
      {t(failure)}
    </p>
  );
  return (
    <>
      {!failureBelow && failed}
      <div className={`form-actions ${className}`.trim()}>
        <button type="submit" className={`button ${variant}`} disabled={busy} aria-busy={busy}>
          {t(busy ? busyLabel : label)}
        </button>
        {children}
      </div>
      {failureBelow && failed}
    </>
  );
}
